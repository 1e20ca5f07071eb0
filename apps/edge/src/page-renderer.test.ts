// The gateway keeps a server render for a short while: the same kind of request is answered from
// memory, a different address, cookie or in-app flag is rendered anew, and a failed render is not kept.
import { describe, expect, it } from 'vitest';
import { cachedRenders, type PageRenderer, type RenderResult } from './page-renderer.ts';

const TEMPLATE = '<!doctype html><div id="root"></div>';
const PHONE = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36';
const IN_APP = `${PHONE} Gemlane/3.2.0`;

function counting(
  answer: (n: number) => RenderResult = (n) => ({ kind: 'page', status: 200, html: `render ${n}` }),
) {
  let renders = 0;
  const render: PageRenderer = () => Promise.resolve(answer(++renders));
  return { render, count: () => renders };
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:8081${path}`, { headers: { 'user-agent': PHONE, ...headers } });

describe('cachedRenders', () => {
  it('answers the same request from memory until the time is up, then renders anew', async () => {
    let clock = 0;
    const source = counting();
    const render = cachedRenders(source.render, {
      ttlMs: 10_000,
      staleMs: 60_000,
      now: () => clock,
    });
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 1' });
    clock = 9_999;
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 1' });
    expect(source.count()).toBe(1);
    // Out of date: the kept render answers at once, a new one is made for the next request.
    clock = 10_000;
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 1' });
    await Promise.resolve();
    expect(source.count()).toBe(2);
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 2' });
    // Too old to answer: rendered anew, and waited for.
    clock = 10_000 + 60_000;
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 3' });
    expect(source.count()).toBe(3);
  });

  it('keeps answering an out-of-date render while new ones are refused (a flood took every slot)', async () => {
    let clock = 0;
    let refuse = false;
    let renders = 0;
    let pending = 0;
    const render = cachedRenders(
      async () => {
        renders += 1;
        pending += 1;
        await new Promise((r) => setTimeout(r, 5));
        pending -= 1;
        return refuse
          ? { kind: 'shell' }
          : { kind: 'page', status: 200, html: `render ${renders}` };
      },
      { ttlMs: 10_000, staleMs: 60_000, now: () => clock },
    );
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 1' });
    refuse = true;
    clock = 20_000;
    // Many visitors at once: all answered from memory, one render tried in the background.
    const answers = await Promise.all([1, 2, 3].map(() => render(request('/home'), TEMPLATE)));
    expect(answers.map((a) => (a.kind === 'page' ? a.html : a.kind))).toEqual([
      'render 1',
      'render 1',
      'render 1',
    ]);
    expect(renders).toBe(2);
    while (pending > 0) await new Promise((r) => setTimeout(r, 5));
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 1' });
  });

  it('renders anew for another address, another language cookie or inside the app', async () => {
    const source = counting();
    const render = cachedRenders(source.render);
    await render(request('/home'), TEMPLATE);
    await render(request('/home?lang=de'), TEMPLATE);
    await render(request('/home', { cookie: 'gl_language_setting=%7B%7D' }), TEMPLATE);
    await render(request('/home', { 'user-agent': IN_APP }), TEMPLATE);
    expect(source.count()).toBe(4);
    await render(request('/home?lang=de'), TEMPLATE);
    expect(source.count()).toBe(4);
  });

  it('lets requests that arrive during a render share it', async () => {
    const source = counting();
    const render = cachedRenders(source.render);
    const answers = await Promise.all([1, 2, 3].map(() => render(request('/home'), TEMPLATE)));
    expect(new Set(answers.map((a) => (a.kind === 'page' ? a.html : a.kind)))).toEqual(
      new Set(['render 1']),
    );
    expect(source.count()).toBe(1);
  });

  it('does not keep a failed render (the shell): the next request tries again', async () => {
    const source = counting((n) =>
      n === 1 ? { kind: 'shell' } : { kind: 'page', status: 200, html: `render ${n}` },
    );
    const render = cachedRenders(source.render);
    expect(await render(request('/home'), TEMPLATE)).toEqual({ kind: 'shell' });
    expect(await render(request('/home'), TEMPLATE)).toMatchObject({ html: 'render 2' });
  });

  it('keeps at most the given number of renders, dropping the oldest', async () => {
    const source = counting();
    const render = cachedRenders(source.render, { entries: 2 });
    for (const path of ['/a', '/b', '/c']) await render(request(path), TEMPLATE);
    await render(request('/c'), TEMPLATE);
    expect(source.count()).toBe(3);
    await render(request('/a'), TEMPLATE);
    expect(source.count()).toBe(4);
  });
});
