import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, couponsEndpoints, ordersEndpoints, paymentsEndpoints } from '@gemlane/contract';
import { users } from '../src/db/schema/index.ts';
import { freshIp, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.raw(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

const COMMERCE = new Set([
  ...Object.keys(ordersEndpoints),
  ...Object.keys(paymentsEndpoints),
  ...Object.keys(couponsEndpoints),
]);
const CORE = Object.entries(endpoints).filter(([name]) => !COMMERCE.has(name));

describe('every core call is mounted at its method and path', () => {
  it.each(CORE)('%s', async (_name, def) => {
    const res = await t.raw(def.path, {
      method: def.method,
      ...(def.method === 'GET' ? {} : { body: '{}' }),
    });
    const body = (await res.json()) as { code: number; message: string };
    expect(body.message).not.toBe('This API call does not exist');
    expect(body.code).toBe(res.status);
    if (def.auth === 'required') expect(res.status).toBe(401);
  });
});

describe('hostile input', () => {
  it('answers malformed JSON with 400 and the envelope', async () => {
    for (const raw of ['{', '{"email": }', 'null x', '\u0000']) {
      const res = await post('/api/common/auth/emailLogin', raw);
      expect(res.status, raw).toBe(400);
      expect(((await res.json()) as { data: unknown }).data).toBeNull();
    }
  });

  it('refuses bodies over the limit with 413 before reading them', async () => {
    const huge = JSON.stringify({ gameName: 'x'.repeat(200_000) });
    const res = await post('/api/common/home/searchGame', huge);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: number }).code).toBe(413);
  });

  it('refuses wrong types and arrays where objects are expected', async () => {
    expect((await post('/api/common/home/searchGame', '[]')).status).toBe(400);
    expect((await post('/api/common/home/searchGame', '"text"')).status).toBe(400);
    expect(
      (await post('/api/common/home/searchGame', JSON.stringify({ gameName: ['a'] }))).status,
    ).toBe(400);
    expect(
      (await post('/api/common/home/searchGame', JSON.stringify({ gameName: 'a', pageSize: 1e9 })))
        .status,
    ).toBe(400);
    expect(
      (await post('/api/common/home/searchGame', JSON.stringify({ gameName: 'a', page: 1.5 })))
        .status,
    ).toBe(400);
  });

  it('treats SQL and NoSQL injection strings as data', async () => {
    for (const email of [
      "' OR 1=1 --@x.com",
      'a@b.com; DROP TABLE users',
      "admin'--@example.com",
    ]) {
      const res = await t.call(
        'emailLogin',
        { email, password: "' OR ''='" },
        { headers: freshIp() },
      );
      expect(res.status).toBe(400);
    }
    const nosql = await post(
      '/api/common/auth/emailLogin',
      JSON.stringify({ email: { $gt: '' }, password: { $ne: null } }),
    );
    expect(nosql.status).toBe(400);
    const count = await t.db.select({ id: users.id }).from(users);
    expect(count.length).toBeGreaterThanOrEqual(1);
    const search = await t.call('searchGame', {
      gameName: "%' UNION SELECT password_hash FROM users --",
    });
    expect(search.body.data.total).toBe(0);
  });

  it('ignores prototype pollution keys', async () => {
    const res = await post(
      '/api/common/home/searchGame',
      '{"gameName":"genshin","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    );
    expect(res.status).toBe(200);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('falls back on an unknown or hostile locale header', async () => {
    const res = await t.call(
      'getGameZone',
      { gameZonePath: 'pubg' },
      { locale: '../../etc/passwd', currency: 'USD' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.packages[0]?.price.currency).toBe('USD');
  });

  it('refuses a hostile currency header with a message that does not repeat it', async () => {
    const res = await t.call(
      'getGameZone',
      { gameZonePath: 'pubg' },
      { locale: '../../etc/passwd', currency: "USD'; --" },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The currency ? is not supported. Please choose one of the currencies in the language and currency settings.',
    );
  });

  it('refuses an over-long or garbage token with 401, not 500', async () => {
    expect((await t.call('getUserInfo', {}, { token: 'x'.repeat(5000) })).status).toBe(401);
    expect((await t.call('getUserInfo', {}, { token: "' OR 1=1 --" })).status).toBe(401);
  });

  it('does not let one user read or change another through the body', async () => {
    const token = await login(t);
    const res = await post(
      '/api/user/updateNickname',
      JSON.stringify({ nickname: 'Hijack', uid: '1', userId: 2 }),
      {
        'x-auth-token': token,
      },
    );
    expect(res.status).toBe(200);
    const me = await t.call('getUserInfo', {}, { token });
    expect(me.body.data.nickname).toBe('Hijack');
    const others = await t.db.select({ nickname: users.nickname }).from(users);
    expect(others.filter((u) => u.nickname === 'Hijack')).toHaveLength(1);
  });
});
