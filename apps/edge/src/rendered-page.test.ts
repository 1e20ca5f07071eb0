// A kept render answered again: its stylesheets are inlined and its blocks hashed once, and every
// answer still gets its own style nonce in the page and in the CSP.
import { describe, expect, it, vi } from 'vitest';
import { parseSheet } from './first-paint.ts';
import { paintFirst, renderedDocument, type ReadSheet } from './rendered-page.ts';

const PAGE =
  '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/app.css">' +
  '<style>.x{color:red}</style></head><body><div style="width:10px" class="a">Hi</div>' +
  '<script type="module" src="/assets/app.js"></script></body></html>';

function reader(css = '.a{color:blue}') {
  return vi.fn<ReadSheet>(async () => ({ css, parsed: () => parseSheet(css) }));
}

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('paintFirst', () => {
  it('inlines a page’s stylesheets once, and answers the same page again from memory', async () => {
    const read = reader();
    const first = await paintFirst(PAGE, read);
    expect(first).toContain('.a{color:blue}');
    expect(await paintFirst(PAGE, read)).toBe(first);
    expect(read.mock.calls.length).toBe(1);
    // Another page is painted on its own.
    await paintFirst(PAGE.replace('Hi', 'Hello'), read);
    expect(read.mock.calls.length).toBe(2);
  });

  it('keeps the pages of one stylesheet reader apart from another’s', async () => {
    const one = await paintFirst(PAGE, reader('.a{color:blue}'));
    const other = await paintFirst(PAGE, reader('.a{color:green}'));
    expect(one).toContain('.a{color:blue}');
    expect(other).toContain('.a{color:green}');
  });
});

describe('renderedDocument', () => {
  it('gives every answer of the same page a fresh style nonce, in the page and in its CSP', async () => {
    const a = await renderedDocument('desktop', PAGE);
    const b = await renderedDocument('desktop', PAGE);
    const [na, nb] = [nonceOf(a.html), nonceOf(b.html)];
    expect(na).toBeTruthy();
    expect(nb).toBeTruthy();
    expect(na).not.toBe(nb);
    expect(a.headers.get('content-security-policy')).toContain(`'nonce-${na}'`);
    expect(b.headers.get('content-security-policy')).toContain(`'nonce-${nb}'`);
    // The hash sources are the page's own, the same for both answers.
    const hashes = (csp: string | null) => csp?.match(/'sha256-[^']+'/g)?.toSorted();
    expect(hashes(a.headers.get('content-security-policy'))).toEqual(
      hashes(b.headers.get('content-security-policy')),
    );
    expect(hashes(a.headers.get('content-security-policy'))?.length).toBeGreaterThanOrEqual(2);
  });

  it('hashes a changed page anew', async () => {
    const a = await renderedDocument('mobile', PAGE);
    const b = await renderedDocument('mobile', PAGE.replace('width:10px', 'width:11px'));
    expect(a.headers.get('content-security-policy')).not.toBe(
      b.headers.get('content-security-policy'),
    );
  });
});
