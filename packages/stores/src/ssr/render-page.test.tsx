// The server entries' shared answer to a page request (createPageRenderer), without an app: what is
// not server-rendered gets the shell, a router's redirect is passed on, and a page is the template
// filled in the page's language, with its title, its status and the answers of its render.
import { useAtomValue } from 'jotai';
import { Provider } from 'jotai/react';
import { describe, expect, it } from 'vitest';
import { currentCurrencyAtom } from '../language/language-currency.ts';
import { useNotFoundStatus } from '../router/server-render.ts';
import { readSsrPayload } from './document.ts';
import { createPageRenderer, type ServerPageSetup } from './render-page.tsx';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Gemlane</title>' +
  '<meta name="description" content="Top up">' +
  '<meta name="styles:Home" content="/assets/home.css /assets/games.css">' +
  '</head><body><div id="root"></div></body></html>';

// Nothing listens here: the first paint's calls fail, and the page renders without their answers.
const request = (path: string, cookie: string | null = null) => ({
  url: `http://localhost:4173${path}`,
  cookie,
  apiBase: 'http://127.0.0.1:9',
  template: TEMPLATE,
});

function Currency({ missing }: { missing?: boolean }) {
  useNotFoundStatus(Boolean(missing));
  return <p>currency {useAtomValue(currentCurrencyAtom).value}</p>;
}

const setup: ServerPageSetup = {
  initI18n: ({ search }) => Promise.resolve(new URLSearchParams(search).get('lang') ?? 'en'),
  translate: (key) => `[${key}]`,
  tree: ({ url, store }) =>
    url.pathname === '/terms' ? (
      { redirect: { status: 302, location: '/home' } }
    ) : (
      <Provider store={store}>
        <Currency missing={url.pathname.startsWith('/blog/')} />
      </Provider>
    ),
  stylesMeta: (routeName) => `styles:${routeName}`,
};

describe('createPageRenderer', () => {
  const render = createPageRenderer(setup);

  it('answers the shell for a page that is not rendered on the server (signed-in pages)', async () => {
    expect(await render(request('/orderList', 'gl_session=1'))).toEqual({ kind: 'shell' });
  });

  it('sends a visitor asking for a login-only page to the login page', async () => {
    expect(await render(request('/orderList?partner=acme'))).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/login?redirect=%2ForderList%3Fpartner%3Dacme&partner=acme',
    });
  });

  it("passes the router's redirect on", async () => {
    expect(await render(request('/terms'))).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/home',
    });
  });

  it('fills the template: language, title and description, the HTML, the stored currency', async () => {
    const setting = encodeURIComponent(
      JSON.stringify({ language: { value: 'de' }, currency: { value: 'EUR' } }),
    );
    const answer = await render(request('/home?lang=de', `gl_language_setting=${setting}`));
    if (answer.kind !== 'page') throw new Error(`a page expected, got ${answer.kind}`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<html lang="de"');
    expect(answer.html).toContain('<title>[seo.Home.title]</title>');
    expect(answer.html).toContain('content="[seo.Home.description]"');
    expect(answer.html).toContain('<div id="root"><p>currency <!-- -->EUR</p></div>');
    const doc = new DOMParser().parseFromString(answer.html, 'text/html');
    expect(readSsrPayload(doc)).toMatchObject({ language: 'de', currency: 'EUR' });
  });

  it('hands the texts the render formatted to the page, for the hydration to answer without Intl', async () => {
    const pages: unknown[] = [];
    const withFormats = createPageRenderer({
      ...setup,
      recordFormats: async (render, page) => {
        pages.push(page);
        return {
          result: await render(),
          formats: { 'money|de|EUR|1999': '19,99 €', 'x</script>': '<b>' },
        };
      },
    });
    const setting = encodeURIComponent(
      JSON.stringify({ language: { value: 'de' }, currency: { value: 'EUR' } }),
    );
    const answer = await withFormats(request('/home?lang=de', `gl_language_setting=${setting}`));
    // The page's language and currency are named, for their money formatters to be described.
    expect(pages).toEqual([{ locale: 'de', currency: 'EUR' }]);
    if (answer.kind !== 'page') throw new Error(`a page expected, got ${answer.kind}`);
    // The payload cannot end its own script element.
    expect(answer.html).not.toContain('x</script>');
    expect(answer.html).not.toContain('<b>');
    const doc = new DOMParser().parseFromString(answer.html, 'text/html');
    expect(readSsrPayload(doc)?.formats).toEqual({
      'money|de|EUR|1999': '19,99 €',
      'x</script>': '<b>',
    });
    // Without a recorder, the page carries none.
    const plain = await render(request('/home?lang=de'));
    if (plain.kind !== 'page') throw new Error(`a page expected, got ${plain.kind}`);
    expect(readSsrPayload(new DOMParser().parseFromString(plain.html, 'text/html'))?.formats).toBe(
      undefined,
    );
  });

  it("links the route's own stylesheets from <head>, so the page paints styled before any script", async () => {
    const home = await render(request('/home'));
    if (home.kind !== 'page') throw new Error(`a page expected, got ${home.kind}`);
    const head = home.html.slice(0, home.html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/games.css">');
    // A route the template names no styles for links none.
    const help = await render(request('/helpCenter'));
    if (help.kind !== 'page') throw new Error(`a page expected, got ${help.kind}`);
    expect(help.html).not.toContain('rel="stylesheet"');
  });

  it('answers HTTP 404 for a page that says it was not found', async () => {
    const answer = await render(request('/blog/999999'));
    expect(answer).toMatchObject({ kind: 'page', status: 404 });
  });
});
