// Server renders are bounded: a flood of page addresses nobody asked for before (each skips the
// kept renders) cannot make a queue that every visitor waits in. Through the site handler the
// gateway runs, with a build whose server entry renders only when the test lets it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from './page-renderer.ts';
import type { FetchHandler } from './redirect.ts';
import { createStaticSite } from './static-site.ts';

const SHELL =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
const ENTRY = `export async function render({ url }) {
  const u = new URL(url);
  await globalThis.__renderGate(u.pathname + u.search);
  return { kind: 'page', status: 200, html: '<!doctype html><html><head></head><body><div id="root">rendered ' + u.pathname + u.search + '</div></body></html>' };
}
`;

interface Held {
  path: string;
  release: () => void;
}
const held: Held[] = [];
/** Paths rendered at once, without waiting for the test. */
const open = new Set<string>();
let root: string;
let site: FetchHandler;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gemlane-render-queue-'));
  mkdirSync(join(root, '.ssr'));
  writeFileSync(join(root, 'index.html'), SHELL);
  writeFileSync(join(root, '.ssr', 'entry-server.js'), ENTRY);
  (globalThis as { __renderGate?: (path: string) => Promise<void> }).__renderGate = (path) =>
    open.has(path)
      ? Promise.resolve()
      : new Promise<void>((release) => held.push({ path, release }));
  site = createStaticSite({
    site: 'mobile',
    root,
    renderPage: createPageRenderer({
      root,
      apiUrl: 'http://127.0.0.1:9',
      concurrency: 1,
      queueMax: 2,
      queueWaitMs: 60_000,
    }),
  });
});

afterAll(() => {
  for (const h of held.splice(0)) h.release();
  rmSync(root, { recursive: true, force: true });
});

const get = async (path: string): Promise<Response> =>
  site(new Request(`http://localhost:8081${path}`));

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The answer's text, or 'still waiting' when it has not come within `ms`. */
async function within(answer: Promise<Response>, ms: number): Promise<string> {
  const late = new Promise<string>((r) => setTimeout(() => r('still waiting'), ms));
  return Promise.race([answer.then((res) => res.text()), late]);
}

describe('bounded server renders', () => {
  it('answers the request beyond the slots and the queue with the shell at once; the queued ones render', async () => {
    const running = get('/search?keyword=a1');
    await until(() => held.length === 1);
    const queued = [get('/search?keyword=a2'), get('/search?keyword=a3')];
    await new Promise((r) => setTimeout(r, 50));
    expect(held.map((h) => h.path)).toEqual(['/search?keyword=a1']);

    const beyond = await within(get('/search?keyword=a4'), 1_000);
    expect(beyond).toContain('<div id="root"></div>');
    expect(beyond).not.toContain('rendered');

    // One at a time, in order of arrival.
    held.shift()!.release();
    expect(await (await running).text()).toContain('rendered /search?keyword=a1');
    await until(() => held.length === 1);
    expect(held[0]!.path).toBe('/search?keyword=a2');
    held.shift()!.release();
    await until(() => held.length === 1);
    held.shift()!.release();
    const texts = await Promise.all(queued.map(async (q) => (await q).text()));
    expect(texts[0]).toContain('rendered /search?keyword=a2');
    expect(texts[1]).toContain('rendered /search?keyword=a3');

    // The shell was not kept: once there is room, the page is rendered.
    open.add('/search?keyword=a4');
    expect(await within(get('/search?keyword=a4'), 1_000)).toContain('rendered /search?keyword=a4');
  });

  it('answers a kept render while every slot and the queue are taken', async () => {
    open.add('/home');
    expect(await (await get('/home')).text()).toContain('rendered /home');
    const flood = ['b1', 'b2', 'b3', 'b4', 'b5'].map((k) => get(`/search?keyword=${k}`));
    await until(() => held.length === 1);
    open.delete('/home');
    expect(await within(get('/home'), 1_000)).toContain('rendered /home');
    let settled = false;
    void Promise.all(flood).then(() => (settled = true));
    while (!settled) {
      held.shift()?.release();
      await new Promise((r) => setTimeout(r, 10));
    }
    const answers = await Promise.all(flood.map(async (f) => (await f).text()));
    expect(answers.filter((a) => a.includes('rendered'))).toHaveLength(3);
    expect(answers.filter((a) => !a.includes('rendered'))).toHaveLength(2);
  });

  it('answers a request that waited its longest for a slot with the shell, and renders the next', async () => {
    const impatient = createStaticSite({
      site: 'mobile',
      root,
      renderPage: createPageRenderer({
        root,
        apiUrl: 'http://127.0.0.1:9',
        concurrency: 1,
        queueMax: 2,
        queueWaitMs: 100,
      }),
    });
    const ask = async (path: string): Promise<Response> =>
      impatient(new Request(`http://localhost:8081${path}`));
    const stuck = ask('/search?keyword=c1');
    await until(() => held.length === 1);
    const waited = Date.now();
    const queued = await within(ask('/search?keyword=c2'), 2_000);
    expect(queued).toContain('<div id="root"></div>');
    expect(Date.now() - waited).toBeGreaterThanOrEqual(90);
    // The request that gave up left the queue: once the slot is free, the next one is rendered.
    held.shift()!.release();
    expect(await (await stuck).text()).toContain('rendered /search?keyword=c1');
    open.add('/search?keyword=c3');
    expect(await within(ask('/search?keyword=c3'), 1_000)).toContain('rendered /search?keyword=c3');
  });
});
