import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE } from '@gemlane/contract';
import { sessions } from '../src/db/schema/index.ts';
import {
  DEMO,
  freshIp,
  latestCode,
  login,
  register,
  startTestApp,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('registration by e-mail code', () => {
  it('mails a 6-digit code, creates the account and signs in', async () => {
    const email = 'new.player@example.com';
    const headers = freshIp();
    const sent = await t.call('sendEmailRegisterVerification', { email }, { headers });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toBeNull();
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const res = await t.call(
      'verifyRegisterEmail',
      { email, code, password: 'Lantern#42' },
      { headers },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Registration successful');
    const info = await t.call('getUserInfo', {}, { token: res.body.data.authToken });
    expect(info.body.data.email).toBe(email);
    expect(info.body.data.emailBindStatus).toBe('valid');
    // The new-user discount arrives as a coupon and a welcome message.
    const detail = await t.call('getUserInfoDetail', {}, { token: res.body.data.authToken });
    expect(detail.body.data.availableCouponCount).toBeGreaterThanOrEqual(1);
    const unread = await t.call('getUnreadMessageCount', {}, { token: res.body.data.authToken });
    expect(unread.body.data.count).toBe(1);
  });

  it('refuses a password that breaks the rule with the password message', async () => {
    const email = 'weak@example.com';
    const headers = freshIp();
    await t.call('sendEmailRegisterVerification', { email }, { headers });
    const code = await latestCode(t, email);
    const res = await t.call(
      'verifyRegisterEmail',
      { email, code, password: 'abcdefgh' },
      { headers },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid password');
  });

  it('spends a code after 5 wrong tries', async () => {
    const email = 'guesser@example.com';
    const headers = freshIp();
    await t.call('sendEmailRegisterVerification', { email }, { headers });
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < VERIFICATION_CODE.maxAttempts; i++) {
      const r = await t.call(
        'verifyRegisterEmail',
        { email, code: wrong, password: 'Lantern#42' },
        { headers },
      );
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('The verification code is incorrect or has expired');
    }
    const last = await t.call(
      'verifyRegisterEmail',
      { email, code: wrong, password: 'Lantern#42' },
      { headers },
    );
    expect(last.body.message).toBe('Too many wrong codes. Please request a new code.');
    const right = await t.call(
      'verifyRegisterEmail',
      { email, code, password: 'Lantern#42' },
      { headers },
    );
    expect(right.status).toBe(400);
  });

  it('expires a code after 10 minutes', async () => {
    const email = 'slow@example.com';
    const headers = freshIp();
    await t.call('sendEmailRegisterVerification', { email }, { headers });
    const code = await latestCode(t, email);
    t.clock.advance(VERIFICATION_CODE.ttlMs + 1000);
    const res = await t.call(
      'verifyRegisterEmail',
      { email, code, password: 'Lantern#42' },
      { headers },
    );
    expect(res.status).toBe(400);
  });

  it('asks to wait before a second code within a minute', async () => {
    const email = 'impatient@example.com';
    const headers = freshIp();
    expect((await t.call('sendEmailRegisterVerification', { email }, { headers })).status).toBe(
      200,
    );
    const again = await t.call('sendEmailRegisterVerification', { email }, { headers });
    expect(again.status).toBe(429);
  });

  it('does not reveal an existing account: same answer, a notice mail instead of a code', async () => {
    const headers = freshIp();
    const known = await t.call('sendEmailRegisterVerification', { email: DEMO.email }, { headers });
    const unknown = await t.call(
      'sendEmailRegisterVerification',
      { email: 'nobody-here@example.com' },
      { headers },
    );
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    const [mail] = await t.mailbox(DEMO.email);
    expect(mail?.kind).toBe('account-exists');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
  });
});

describe('login', () => {
  it('signs in the demo account and refuses a wrong password', async () => {
    const token = await login(t);
    expect(token.length).toBeGreaterThan(30);
    const wrong = await t.call(
      'emailLogin',
      { email: DEMO.email, password: 'Wrong#2025' },
      { headers: freshIp() },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toBeNull();
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const a = await t.call(
      'emailLogin',
      { email: DEMO.email, password: 'Wrong#2025' },
      { headers: freshIp() },
    );
    const b = await t.call(
      'emailLogin',
      { email: 'ghost@example.com', password: 'Wrong#2025' },
      { headers: freshIp() },
    );
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
  });

  it('answers checkEmailLogin without saying whether the account exists', async () => {
    const a = await t.call('checkEmailLogin', { email: 'Demo@Gemlane.test' });
    const b = await t.call('checkEmailLogin', { email: 'ghost@example.com' });
    expect(a.body.data).toEqual({ email: 'demo@gemlane.test', next: 'password' });
    expect(b.body.data).toEqual({ email: 'ghost@example.com', next: 'password' });
    expect((await t.call('checkEmailLogin', { email: 'not-an-email' })).body.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('backs off wrong passwords per address, without locking the owner out', async () => {
    // Ten wrong passwords from anywhere must not lock the account for everyone (its owner included).
    const owner = await register(t, 'backoff-owner@example.com', 'Owner#Pass1');
    const stranger = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await t.call(
        'emailLogin',
        { email: owner.email, password: 'Wrong#2025' },
        { headers: stranger },
      );
      statuses.push(r.status);
    }
    const free = t.config.loginBackoff.freePerAccountIp;
    expect(statuses.slice(0, free).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(free + 1)).toEqual(statuses.slice(free + 1).map(() => 429));
    // The owner, from their own address, signs in at once.
    await login(t, owner.email, owner.password);
    // The stranger's wait ends: the backoff is a delay, not a lock.
    t.clock.advance(t.config.loginBackoff.maxMs);
    const later = await t.call(
      'emailLogin',
      { email: owner.email, password: 'Wrong#2025' },
      { headers: stranger },
    );
    expect(later.status).toBe(400);
  });

  it('says which field is missing, naming it', async () => {
    expect((await t.call('emailLogin', { password: 'x' })).body.message).toBe(
      'Please enter the email address',
    );
    expect((await t.call('emailLogin', { email: DEMO.email })).body.message).toBe(
      'Please enter the password',
    );
  });
});

describe('sessions', () => {
  it('stores only a hash of the token and revokes it at logout', async () => {
    const token = await login(t);
    const rows = await t.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect((await t.call('getUserInfo', {}, { token })).status).toBe(200);
    expect((await t.call('logout', {}, { token })).status).toBe(200);
    const after = await t.call('getUserInfo', {}, { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, data: null, message: 'Please log in first' });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await t.call('getUserInfo')).status).toBe(401);
    expect((await t.call('getUserInfo', {}, { token: 'forged-token' })).status).toBe(401);
    expect((await t.call('logout')).status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('resets the password with a mailed code and ends the old sessions', async () => {
    const user = await register(t, 'forgetful@example.com', 'First#Pass1');
    const headers = freshIp();
    const sent = await t.call(
      'sendEmailForgetPasswordVerification',
      { email: user.email },
      { headers },
    );
    expect(sent.status).toBe(200);
    const code = await latestCode(t, user.email);
    const res = await t.call(
      'verifyForgetPasswordEmail',
      { email: user.email, code, password: 'Second#Pass2' },
      { headers },
    );
    expect(res.status).toBe(200);
    expect((await t.call('getUserInfo', {}, { token: user.token })).status).toBe(401);
    expect((await t.call('getUserInfo', {}, { token: res.body.data.authToken })).status).toBe(200);
    await login(t, user.email, 'Second#Pass2');
    const old = await t.call(
      'emailLogin',
      { email: user.email, password: 'First#Pass1' },
      { headers: freshIp() },
    );
    expect(old.status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const headers = freshIp();
    const res = await t.call(
      'sendEmailForgetPasswordVerification',
      { email: 'unknown-reset@example.com' },
      { headers },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'If this email can receive a code, it has been sent. Please check your inbox.',
    );
    expect(await t.mailbox('unknown-reset@example.com')).toEqual([]);
  });
});

describe('partner login', () => {
  const secret = new TextEncoder().encode('gemlane-demo-partner-secret-dev-only');
  const sign = (
    claims: Record<string, unknown>,
    opts: { iss?: string; expIn?: number; key?: Uint8Array } = {},
  ) => {
    // Times follow the test clock, which other tests move forward.
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(opts.iss ?? 'demo-partner')
      .setAudience('gemlane')
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + (opts.expIn ?? 300))
      .sign(opts.key ?? secret);
  };

  it('signs up a partner user once and signs in the same account again', async () => {
    const token = await sign({ sub: 'partner-user-1', nickname: 'Partner Pal' });
    const first = await t.call('partnerLogin', {
      partner: 'demo-partner',
      token,
      utmSource: 'partner',
    });
    expect(first.status).toBe(200);
    const info = await t.call('getUserInfo', {}, { token: first.body.data.authToken });
    expect(info.body.data.nickname).toBe('Partner Pal');
    expect(info.body.data.loginType).toBe('demo-partner');
    expect(info.body.data.emailBindStatus).toBe('unbound');
    const again = await t.call('partnerLogin', {
      partner: 'demo-partner',
      token: await sign({ sub: 'partner-user-1' }),
    });
    const info2 = await t.call('getUserInfo', {}, { token: again.body.data.authToken });
    expect(info2.body.data.uid).toBe(info.body.data.uid);
  });

  it('refuses a forged, expired, foreign or unknown-partner token', async () => {
    const forged = await sign(
      { sub: 'x' },
      { key: new TextEncoder().encode('not-the-secret-at-all-0123') },
    );
    expect((await t.call('partnerLogin', { partner: 'demo-partner', token: forged })).status).toBe(
      400,
    );
    const expired = await sign({ sub: 'x' }, { expIn: -60 });
    expect((await t.call('partnerLogin', { partner: 'demo-partner', token: expired })).status).toBe(
      400,
    );
    const foreign = await sign({ sub: 'x' }, { iss: 'other-partner' });
    expect((await t.call('partnerLogin', { partner: 'demo-partner', token: foreign })).status).toBe(
      400,
    );
    const unknown = await sign({ sub: 'x' });
    const res = await t.call('partnerLogin', { partner: 'nobody', token: unknown });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Login failed: the partner sign-in could not be verified');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x","iss":"demo-partner"}').toString('base64url')}.`;
    expect((await t.call('partnerLogin', { partner: 'demo-partner', token: none })).status).toBe(
      400,
    );
  });
});

describe('invites at sign-up', () => {
  it('links a new account to the inviter of its share code', async () => {
    const invited = await register(t, 'friend@example.com', 'Friend#2025', {
      shareCode: 'DEMO2025',
    });
    expect(invited.token).toBeTruthy();
    const demo = await login(t);
    const activity = await t.call('getActivity', {}, { token: demo });
    expect(activity.body.data?.invitedCount).toBe(1);
  });
});
