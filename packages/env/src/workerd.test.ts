// The package must run unchanged in Cloudflare workerd (the edge redirect): bundle it the way
// Wrangler does and call it from a real workerd through Miniflare.
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatScore,
  isRightSite,
  outcomesFor,
  score,
  USER_AGENT_CORPUS,
} from '../test/user-agent-corpus/corpus.ts';
import { classifyDevice, type DeviceClass } from './device.ts';
import { USER_AGENT_CASES } from './user-agents.fixture.ts';

const ENTRY = `
import { apiBaseUrl, BRAND, classifyDevice, detectContext, deviceType, environmentFromHost, isBot, isInApp, isPC } from './index.ts';
export default {
  async fetch(request) {
    const body = await request.json();
    if (body.batch) return Response.json(body.batch.map((ua) => classifyDevice(ua)));
    const { ua, touch } = body;
    const host = new URL(request.url).host;
    const environment = environmentFromHost(host);
    const hints = touch === undefined ? {} : { maxTouchPoints: touch };
    return Response.json({
      brand: BRAND,
      environment,
      api: apiBaseUrl(environment, host),
      device: deviceType(ua, hints),
      inApp: isInApp(ua),
      pc: isPC(ua, hints),
      bot: isBot(ua),
      context: detectContext(),
    });
  },
};
`;

let mf: Miniflare;

beforeAll(async () => {
  const out = await build({
    stdin: {
      contents: ENTRY,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
  });
  mf = new Miniflare({
    modules: true,
    script: out.outputFiles[0]?.text ?? '',
    compatibilityDate: '2025-01-01',
  });
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
});

async function call(url: string, ua: string, touch?: number) {
  const res = await mf.dispatchFetch(url, { method: 'POST', body: JSON.stringify({ ua, touch }) });
  return (await res.json()) as Record<string, unknown>;
}

describe('in workerd', () => {
  it('answers the whole user-agent table like Node does', async () => {
    for (const c of USER_AGENT_CASES) {
      const got = await call('https://www.gemlane.com/', c.ua, c.touch);
      expect({
        label: c.label,
        device: got.device,
        inApp: got.inApp,
        pc: got.pc,
        bot: got.bot,
      }).toEqual({
        label: c.label,
        device: c.device,
        inApp: c.inApp,
        pc: c.pc,
        bot: c.device === 'bot',
      });
    }
  });

  it('derives environment and API base from the host', async () => {
    expect(await call('https://www.gemlane.com/', '')).toMatchObject({
      brand: 'Gemlane',
      environment: 'production',
      api: 'https://www.gemlane.com',
    });
    expect(await call('https://m-test.gemlane.com/', '')).toMatchObject({ environment: 'test' });
  });

  it('detectContext works with workerd globals (no location)', async () => {
    const got = await call('https://www.gemlane.com/', '');
    // workerd's own navigator.userAgent is "Cloudflare-Workers": a client that is no browser, which
    // isbot's list calls a bot (and a bot is a PC).
    expect(got.context).toMatchObject({
      host: '',
      environment: 'test',
      deviceType: 'bot',
      isPC: true,
    });
  });

  it('sends the public user-agent corpus to the right site exactly as Node does', async () => {
    const res = await mf.dispatchFetch('https://www.gemlane.com/', {
      method: 'POST',
      body: JSON.stringify({ batch: USER_AGENT_CORPUS.map((entry) => entry.ua) }),
    });
    const classes = (await res.json()) as DeviceClass[];
    expect(classes).toHaveLength(USER_AGENT_CORPUS.length);
    expect(classes).toEqual(USER_AGENT_CORPUS.map((entry) => classifyDevice(entry.ua)));
    const result = score(
      USER_AGENT_CORPUS.map((entry, i) => ({
        entry,
        right: isRightSite(entry.expected, outcomesFor(classes[i]!)),
      })),
    );
    console.log(formatScore('classifyDevice in workerd', result));
    expect(result.share).toBeGreaterThanOrEqual(0.99);
  });
});
