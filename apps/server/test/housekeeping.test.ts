import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, verificationCodes } from '../src/db/schema/index.ts';
import { sweep } from '../src/services/housekeeping.ts';
import { freshIp, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('housekeeping sweep', () => {
  it('drops old rate-limit windows, old codes and ended sessions, keeps live ones', async () => {
    const live = await login(t);
    const ended = await login(t);
    await t.call('logout', {}, { token: ended });
    await t.call(
      'sendEmailRegisterVerification',
      { email: 'sweep@example.com' },
      { headers: freshIp() },
    );
    expect((await t.db.select().from(rateLimits)).length).toBeGreaterThan(0);

    const soon = await sweep(t.db, t.clock.now(), t.config);
    expect(soon).toEqual({ rateLimits: 0, codes: 0, sessions: 0, uploads: 0 });

    const later = new Date(t.clock.now().getTime() + 2 * 24 * 60 * 60_000);
    const result = await sweep(t.db, later, t.config);
    expect(result.rateLimits).toBeGreaterThan(0);
    expect(result.codes).toBe(1);
    expect((await t.db.select().from(rateLimits)).length).toBe(0);
    expect((await t.db.select().from(verificationCodes)).length).toBe(0);
    // Two days on, both sessions are kept: one is live, the revoked one is recent.
    expect((await t.db.select().from(sessions)).length).toBe(2);
    expect((await t.call('getUserInfo', {}, { token: live })).status).toBe(200);
    // After 31 days the live one has expired and the revoked one is old: both go.
    const monthLater = await sweep(
      t.db,
      new Date(t.clock.now().getTime() + 31 * 24 * 60 * 60_000),
      t.config,
    );
    expect(monthLater.sessions).toBe(2);
  });
});
