// Probes of an account takeover with a stolen session token: the login e-mail cannot be replaced
// without the owner's proof, the old address is told, other sessions end, and a code asked for the
// account's own address never leaves it "pending".
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@gemlane/contract';
import { users } from '../src/db/schema/index.ts';
import { emailChangedMail, maskEmail } from '../src/services/mail-templates.ts';
import { freshIp, latestCode, login, register, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Three tries of the current password per window, so the limit is reached quickly.
  t = await startTestApp({ RATE_LIMITS: 'emailChangePasswordPerUser=3/15m' });
});
afterAll(() => t.close());

let n = 0;
const address = (tag: string) => `${tag}${Date.now()}${++n}@example.com`;

/** Asks a bind code for `email` with `token` and answers the code mailed to it. */
async function bindCode(token: string, email: string, headers = freshIp()): Promise<string> {
  const sent = await t.call('sendEmailBindCode', { email }, { token, headers });
  expect(sent.status).toBe(200);
  return latestCode(t, email);
}

const info = async (token: string) => t.call('getUserInfo', {}, { token });

describe('a stolen session token alone', () => {
  it('cannot replace the login e-mail of a password account', async () => {
    const owner = await register(t);
    const thief = address('thief');
    const code = await bindCode(owner.token, thief);
    const headers = freshIp();
    const res = await t.call('bindEmail', { email: thief, code }, { token: owner.token, headers });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter your current password to change your login email');
    expect((await info(owner.token)).body.data.email).toBe(owner.email);
    // The password reset that would finish the takeover mails the thief's address no code.
    await t.call('sendEmailForgetPasswordVerification', { email: thief }, { headers: freshIp() });
    expect((await t.mailbox(thief)).filter((m) => m.kind === 'reset-code')).toHaveLength(0);
    // The code was not spent by the refused try: the owner's proof still completes it.
    const ok = await t.call(
      'bindEmail',
      { email: thief, code, currentPassword: owner.password },
      { token: owner.token, headers },
    );
    expect(ok.status).toBe(200);
  });

  it('refuses a wrong current password, translated, and rate limits the tries', async () => {
    const owner = await register(t);
    const next = address('next');
    const code = await bindCode(owner.token, next);
    const headers = freshIp();
    const wrong = (locale?: string) =>
      t.call(
        'bindEmail',
        { email: next, code, currentPassword: 'Guess#1234' },
        { token: owner.token, headers, ...(locale ? { locale } : {}) },
      );
    const first = await wrong('de');
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('Das aktuelle Passwort ist falsch');
    expect((await wrong()).body.message).toBe('The current password is incorrect');
    expect((await wrong()).status).toBe(400);
    // The fourth try in the window is refused before any check, even with the right password.
    const limited = await t.call(
      'bindEmail',
      { email: next, code, currentPassword: owner.password },
      { token: owner.token, headers },
    );
    expect(limited.status).toBe(429);
    expect((await info(owner.token)).body.data.email).toBe(owner.email);
    t.clock.advance(15 * 60_000 + 1000);
    // The code has expired meanwhile (10 minutes): a new one, and the right password works.
    const fresh = await bindCode(owner.token, next);
    const ok = await t.call(
      'bindEmail',
      { email: next, code: fresh, currentPassword: owner.password },
      { token: owner.token, headers },
    );
    expect(ok.status).toBe(200);
    expect((await info(owner.token)).body.data.email).toBe(next);
  });

  it('cannot run parallel guesses past the limit', async () => {
    const owner = await register(t);
    const next = address('race');
    const code = await bindCode(owner.token, next);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call(
          'bindEmail',
          { email: next, code, currentPassword: `Guess#${1000 + i}` },
          { token: owner.token, headers: freshIp() },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('a change proven by the owner', () => {
  it('tells the old address, ends every other session and keeps the current one', async () => {
    const owner = await register(t);
    // The owner reads Japanese; the change is made from an English page.
    await t.db.update(users).set({ language: 'ja' }).where(eq(users.email, owner.email));
    const otherDevice = await login(t, owner.email, owner.password);
    const thirdDevice = await login(t, owner.email, owner.password);
    const next = address('moved');
    const code = await bindCode(owner.token, next);
    const res = await t.call(
      'bindEmail',
      { email: next, code, currentPassword: owner.password },
      { token: owner.token, headers: freshIp() },
    );
    expect(res.status).toBe(200);

    expect((await info(owner.token)).status).toBe(200);
    expect((await info(owner.token)).body.data).toMatchObject({
      email: next,
      emailBindStatus: 'valid',
    });
    expect((await info(otherDevice)).status).toBe(401);
    expect((await info(thirdDevice)).status).toBe(401);

    const [notice] = await t.mailbox(owner.email);
    expect(notice?.kind).toBe('email-changed');
    expect(notice?.subject).toBe('Gemlane のログイン用メールアドレスが変更されました');
    const masked = `m***@e***.com`;
    expect(notice?.text).toContain(masked);
    expect(notice?.text).not.toContain(next);
    expect(notice?.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(notice?.text).toContain('/helpCenter');
    // Only the old address is told; the new one got its code and nothing else.
    expect((await t.mailbox(next)).map((m) => m.kind)).toEqual(['bind-code']);
    // The new address signs in, the old one no longer does.
    expect(await login(t, next, owner.password)).toBeTruthy();
    const old = await t.call(
      'emailLogin',
      { email: owner.email, password: owner.password },
      { headers: freshIp() },
    );
    expect(old.status).toBe(400);
  });
});

describe('a bind code to the account’s own address', () => {
  it('is refused with a clear message and leaves the address verified', async () => {
    const owner = await register(t);
    const before = (await t.mailbox(owner.email)).length;
    const res = await t.call(
      'sendEmailBindCode',
      { email: owner.email.toUpperCase() },
      { token: owner.token, headers: freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This email is already the login email of your account');
    expect((await t.mailbox(owner.email)).length).toBe(before);
    expect((await info(owner.token)).body.data.emailBindStatus).toBe('valid');
  });

  it('shows an address a code request had left pending as verified', async () => {
    const owner = await register(t);
    await t.db
      .update(users)
      .set({ emailBindStatus: 'pending' })
      .where(eq(users.email, owner.email));
    expect((await info(owner.token)).body.data.emailBindStatus).toBe('valid');
  });

  it('asking a code for another address and leaving keeps the login address verified', async () => {
    const owner = await register(t);
    await bindCode(owner.token, address('left'));
    expect((await info(owner.token)).body.data.emailBindStatus).toBe('valid');
    const wrong = await t.call(
      'bindEmail',
      { email: address('left'), code: '000000', currentPassword: owner.password },
      { token: owner.token, headers: freshIp() },
    );
    expect(wrong.status).toBe(400);
    expect((await info(owner.token)).body.data.emailBindStatus).toBe('valid');
  });
});

describe('an account without a password', () => {
  const secret = new TextEncoder().encode('gemlane-demo-partner-secret-dev-only');
  const partnerToken = async (sub: string) => {
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('demo-partner')
      .setAudience('gemlane')
      .setJti(randomUUID())
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(secret);
    const res = await t.call(
      'partnerLogin',
      { partner: 'demo-partner', token: jwt },
      { headers: freshIp() },
    );
    expect(res.status).toBe(200);
    return res.body.data.authToken;
  };

  it('binds its first address with the code alone, then changes it with a code to the old one', async () => {
    const sub = `hostile-${Date.now()}`;
    const token = await partnerToken(sub);
    expect((await info(token)).body.data.hasPassword).toBe(false);
    const first = address('first');
    const code = await bindCode(token, first);
    expect((await info(token)).body.data.emailBindStatus).toBe('pending');
    const bound = await t.call('bindEmail', { email: first, code }, { token, headers: freshIp() });
    expect(bound.status).toBe(200);
    expect((await info(token)).body.data).toMatchObject({ email: first, emailBindStatus: 'valid' });

    const otherDevice = await partnerToken(sub);
    const second = address('second');
    const code2 = await bindCode(token, second);
    const confirm = await latestCode(t, first);
    expect((await t.mailbox(first))[0]?.kind).toBe('change-code');
    expect((await info(token)).body.data.emailBindStatus).toBe('valid');
    const without = await t.call(
      'bindEmail',
      { email: second, code: code2 },
      { token, headers: freshIp() },
    );
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('Enter the code sent to your current email to change it');
    const wrongConfirm = await t.call(
      'bindEmail',
      { email: second, code: code2, currentEmailCode: confirm === '000000' ? '111111' : '000000' },
      { token, headers: freshIp() },
    );
    expect(wrongConfirm.status).toBe(400);
    expect((await info(token)).body.data.email).toBe(first);
    const ok = await t.call(
      'bindEmail',
      { email: second, code: code2, currentEmailCode: confirm },
      { token, headers: freshIp() },
    );
    expect(ok.status).toBe(200);
    expect((await info(token)).body.data.email).toBe(second);
    expect((await info(otherDevice)).status).toBe(401);
    expect((await t.mailbox(first))[0]?.kind).toBe('email-changed');
  });
});

describe('the notice to the old address', () => {
  it('masks the new address and is written in each of the ten languages', () => {
    expect(maskEmail('new.player@example.co.uk')).toBe('n***@e***.uk');
    const at = new Date('2026-03-04T05:06:07Z');
    const english = emailChangedMail(
      'en',
      'old@example.com',
      'new@example.com',
      at,
      'https://x/help',
    );
    for (const code of LANGUAGE_CODES) {
      const notice = emailChangedMail(
        code,
        'old@example.com',
        'new@example.com',
        at,
        'https://x/help',
      );
      expect(notice.kind).toBe('email-changed');
      expect(notice.text).toContain('n***@e***.com');
      expect(notice.text).toContain('2026-03-04 05:06 UTC');
      expect(notice.text).toContain('https://x/help');
      expect(notice.text).not.toContain('new@example.com');
      if (code !== 'en') expect(notice.subject).not.toBe(english.subject);
    }
  });
});
