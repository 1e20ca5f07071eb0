import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    const res = await t.call('health');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('ok');
    expect(res.body.data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('unknown calls', () => {
  it('answers 404 in the envelope for an unknown path', async () => {
    const res = await t.raw('/api/nope');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { code: number; data: unknown; message: string };
    expect(body.code).toBe(404);
    expect(body.data).toBeNull();
    expect(body.message).toBe('This API call does not exist');
  });

  it('translates the message by x-locale, English for an unknown locale', async () => {
    const de = (await (await t.raw('/api/nope', { headers: { 'x-locale': 'de-DE' } })).json()) as {
      message: string;
    };
    expect(de.message).toBe('Diesen API-Aufruf gibt es nicht');
    const zh = (await (await t.raw('/api/nope', { headers: { 'x-locale': 'zh' } })).json()) as {
      message: string;
    };
    expect(zh.message).toBe('该接口不存在');
    const xx = (await (await t.raw('/api/nope', { headers: { 'x-locale': 'xx' } })).json()) as {
      message: string;
    };
    expect(xx.message).toBe('This API call does not exist');
  });
});
