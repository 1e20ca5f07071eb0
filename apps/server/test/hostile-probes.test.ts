// Hostile probes, replayed on every run: each block is one attack that once
// worked. The suite prints its figures (probes sent, answers by status) at the end.
import { SignJWT } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, VERIFICATION_CODE } from '@gemlane/contract';
import { newsletterSubscriptions, users, verificationCodes } from '../src/db/schema/index.ts';
import { hashingStats } from '../src/services/password.ts';
import { key, newShopper, PLAYER, RETURN_URL, setUpCatalog } from './commerce/fixtures.ts';
import { freshIp, latestCode, login, register, startTestApp, type TestApp } from './helpers.ts';

const figures = new Map<string, Record<number, number>>();
/** Counts one probe's answer under `group` for the closing figures. */
function tally(group: string, status: number): void {
  const row = figures.get(group) ?? {};
  row[status] = (row[status] ?? 0) + 1;
  figures.set(group, row);
}
afterAll(() => {
  const lines = [...figures].map(
    ([group, byStatus]) =>
      `  ${group}: ${Object.values(byStatus).reduce((a, b) => a + b, 0)} probes, ${Object.entries(
        byStatus,
      )
        .map(([s, n]) => `${n} x ${s}`)
        .join(', ')}`,
  );
  console.log(`hostile probes:\n${lines.join('\n')}`);
});

/** Names every plain object inherits: a lookup on `{}` finds a function under each of them. */
const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);

describe('partner login with built-in object names as partner ids', () => {
  for (const [label, env] of [
    ['development', {}],
    [
      'production',
      {
        NODE_ENV: 'production',
        WEBHOOK_SECRET: 'hostile-probe-webhook-secret',
        PARTNER_JWT_SECRETS: 'acme=acme-partner-secret-0123456789',
      },
    ],
    [
      'production without partners',
      { NODE_ENV: 'production', WEBHOOK_SECRET: 'hostile-probe-webhook-secret' },
    ],
  ] as const) {
    describe(label, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await startTestApp(env);
      });
      afterAll(() => t.close());

      it.each(BUILT_IN_NAMES)('refuses %s signed with the built-in as its secret', async (name) => {
        const builtIn = ({} as Record<string, unknown>)[name];
        const secrets = [String(builtIn), String(undefined), ''];
        const before = await t.db.select({ id: users.id }).from(users);
        for (const secret of secrets) {
          const iat = Math.floor(t.clock.now().getTime() / 1000);
          const token = await new SignJWT({ sub: `intruder-${name}` })
            .setProtectedHeader({ alg: 'HS256' })
            .setIssuer(name)
            .setAudience('gemlane')
            .setJti(`probe-${name}-${secret.length}`)
            .setIssuedAt(iat)
            .setExpirationTime(iat + 300)
            .sign(new TextEncoder().encode(secret || 'x'));
          const res = await t.call(
            'partnerLogin',
            { partner: name, token },
            { headers: freshIp() },
          );
          tally('partner ids', res.status);
          expect(res.status, `${name} / ${secret.slice(0, 30)}`).toBe(400);
        }
        const after = await t.db.select({ id: users.id }).from(users);
        expect(after.length).toBe(before.length);
      });
    });
  }
});

describe('rate limits by IP with a spoofed x-forwarded-for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts the hop the trusted proxy saw, whatever the client wrote before it', async () => {
    // The proxy (loopback, trusted by default) appended the real client 203.0.113.77; the
    // entries before it are the client's own inventions, new on every request.
    const statuses: number[] = [];
    for (let i = 0; i < t.config.limits.loginPerIp.max + 1; i++) {
      const res = await t.call(
        'checkEmailLogin',
        { email: `spoof${i}@example.com` },
        { headers: { 'x-forwarded-for': `10.${i % 250}.0.1, 198.18.${i % 250}.9, 203.0.113.77` } },
      );
      tally('spoofed x-forwarded-for', res.status);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password hashing as a CPU sink', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HASH_CONCURRENCY: '1', HASH_QUEUE_MAX: '4' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After, translated, when the hashing queue is full', async () => {
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.raw(endpoints.emailLogin.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-locale': 'de', ...freshIp() },
          body: JSON.stringify({ email: `ghost${i}@example.com`, password: 'Wrong#2025' }),
        }),
      ),
    );
    for (const res of flood) tally('unknown-email login flood', res.status);
    const busy = flood.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(flood.filter((r) => r.status === 400).length).toBeGreaterThanOrEqual(5);
    expect(Number(busy[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await busy[0]?.json()) as { message: string }).message).toMatch(
      /^Der Server ist ausgelastet/,
    );
  });

  it('checks the code before hashing the password (register and reset)', async () => {
    const email = 'no-hash-before-code@example.com';
    const headers = freshIp();
    await t.call('sendEmailRegisterVerification', { email }, { headers });
    const before = hashingStats().started;
    const wrong = await t.call(
      'verifyRegisterEmail',
      { email, code: '000000', password: 'Lantern#42' },
      { headers },
    );
    const reset = await t.call(
      'verifyForgetPasswordEmail',
      { email: 'demo@gemlane.test', code: '000000', password: 'Lantern#42' },
      { headers },
    );
    tally('wrong code', wrong.status);
    tally('wrong code', reset.status);
    expect([wrong.status, reset.status]).toEqual([400, 400]);
    expect(hashingStats().started).toBe(before);
  });
});

describe('targeted lockouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('ten wrong passwords from anywhere do not lock the owner out', async () => {
    const owner = await register(t, 'lockout-victim@example.com', 'Victim#Pass1');
    for (let i = 0; i < 12; i++) {
      const res = await t.call(
        'emailLogin',
        { email: owner.email, password: `Guess#${i}x2025` },
        { headers: freshIp() },
      );
      tally('wrong passwords from many addresses', res.status);
    }
    const own = await t.call(
      'emailLogin',
      { email: owner.email, password: owner.password },
      { headers: { 'x-forwarded-for': '198.51.100.200' } },
    );
    expect(own.status).toBe(200);
  });

  it("five reset requests by a stranger do not block the victim's own reset", async () => {
    const victim = await register(t, 'reset-victim@example.com', 'Victim#Pass1');
    const stranger = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 6; i++) {
      const res = await t.call(
        'sendEmailForgetPasswordVerification',
        { email: victim.email },
        { headers: stranger },
      );
      tally('reset requests by a stranger', res.status);
      t.clock.advance(VERIFICATION_CODE.resendAfterMs + 1000);
    }
    const own = { 'x-forwarded-for': '198.51.100.201' };
    const sent = await t.call(
      'sendEmailForgetPasswordVerification',
      { email: victim.email },
      { headers: own },
    );
    expect(sent.status).toBe(200);
    const code = await latestCode(t, victim.email);
    const reset = await t.call(
      'verifyForgetPasswordEmail',
      { email: victim.email, code, password: 'Victim#Pass2' },
      { headers: own },
    );
    expect(reset.status).toBe(200);
  });
});

describe('newsletter takeover', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const linkOf = async (email: string) => {
    const [mail] = await t.mailbox(email);
    const href = /(https?:\/\/\S+subscribeToken=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    return new URL(href).searchParams.get('subscribeToken') ?? '';
  };

  it("a signed-in stranger can neither re-key nor cancel someone's confirmed subscription", async () => {
    const victim = 'newsletter-victim@example.com';
    await t.call('sendSubscribeEmail', { email: victim }, { headers: freshIp() });
    const token = await linkOf(victim);
    expect((await t.call('confirmSubscribe', { token })).status).toBe(200);
    const [before] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, victim));

    const attacker = await register(t, 'newsletter-attacker@example.com', 'Attack#Pass1');
    const send = await t.call(
      'sendSubscribeEmail',
      { email: victim },
      { token: attacker.token, headers: freshIp() },
    );
    tally('newsletter takeover', send.status);
    for (const input of [{}, { email: victim }]) {
      const cancel = await t.call('cancelSubscribe', input, { token: attacker.token });
      tally('newsletter takeover', cancel.status);
      expect(cancel.status).not.toBe(200);
    }
    const [after] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, victim));
    expect(after?.status).toBe('subscribed');
    expect(after?.tokenHash).toBe(before?.tokenHash);
    expect(after?.userId ?? null).toBe(before?.userId ?? null);
    // The victim's own unsubscribe link still works.
    expect((await t.call('cancelSubscribe', { token })).status).toBe(200);
  });
});

describe('NUL bytes and control characters', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await login(t);
  });
  afterAll(() => t.close());

  /** Every string field of every call, from the contract's own schemas. */
  const FIELDS = Object.entries(endpoints).flatMap(([name, def]) => {
    const shape =
      (
        def.request as unknown as {
          shape?: Record<
            string,
            { safeParse(v: unknown): { success: boolean; error?: { issues: { code: string }[] } } }
          >;
        }
      ).shape ?? {};
    return Object.entries(shape)
      .filter(([, field]) => {
        const r = field.safeParse('probe');
        return r.success || (r.error?.issues ?? []).every((i) => i.code !== 'invalid_type');
      })
      .map(([field]) => [name as keyof typeof endpoints, field] as const);
  });

  it('has at least the 15 fields of the probe', () => {
    expect(FIELDS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(FIELDS)('%s.%s answers a translated 400 naming the field', async (name, field) => {
    const def = endpoints[name];
    if (def.multipart) return;
    for (const bad of ['a\u0000b', 'x\u0000@example.com', '\u0000']) {
      const input = { [field]: bad };
      const res = await t.call(name, input, { token, headers: freshIp() });
      tally('control characters', res.status);
      expect(res.status, `${name}.${field}`).toBe(400);
      expect(res.body.message).toBe(
        `Parameter Error: ${field} contains characters that are not allowed`,
      );
    }
    const fr = await t.call(name, { [field]: 'a\u0000b' }, { token, locale: 'fr' });
    expect(fr.body.message).toBe(
      `Erreur de paramètre : ${field} contient des caractères non autorisés`,
    );
  });

  it('spends a registration code only with the account it creates', async () => {
    const email = 'code-kept@example.com';
    const headers = freshIp();
    await t.call('sendEmailRegisterVerification', { email }, { headers });
    const code = await latestCode(t, email);
    // An account appears for the address between the check and the creation: registration fails.
    await t.db.insert(users).values({
      uid: '977000001',
      email,
      nickname: 'Racer',
      avatarUrl: '/api/static/avatar/default.svg',
      loginType: 'email',
      shareCode: 'RACER001',
    });
    const failed = await t.call(
      'verifyRegisterEmail',
      { email, code, password: 'Lantern#42' },
      { headers },
    );
    expect(failed.status).toBe(400);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, 'register')));
    expect(row?.consumedAt).toBeNull();
  });
});

describe('breached passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['Password1!', 'Qwerty123!'])('refuses %s at registration and at reset', async (pw) => {
    const email = `breached-${pw.length}-${pw[0]}@example.com`;
    const headers = freshIp();
    await t.call('sendEmailRegisterVerification', { email }, { headers });
    const code = await latestCode(t, email);
    const reg = await t.call('verifyRegisterEmail', { email, code, password: pw }, { headers });
    tally('breached passwords', reg.status);
    expect(reg.status).toBe(400);
    expect(reg.body.message).toBe(
      'This password is too common and appears in known data breaches. Please choose another one.',
    );
    const ja = await t.call(
      'verifyRegisterEmail',
      { email, code, password: pw },
      { headers, locale: 'ja' },
    );
    expect(ja.body.message).toMatch(/^このパスワードはよく使われており/);
    // The code was not spent: a good password still registers.
    const good = await t.call(
      'verifyRegisterEmail',
      { email, code, password: 'Lantern#42' },
      { headers },
    );
    expect(good.status).toBe(200);

    await t.call('sendEmailForgetPasswordVerification', { email }, { headers });
    const resetCode = await latestCode(t, email);
    const reset = await t.call(
      'verifyForgetPasswordEmail',
      { email, code: resetCode, password: pw },
      { headers },
    );
    tally('breached passwords', reset.status);
    expect(reset.status).toBe(400);
    expect(reset.body.message).toMatch(/too common/);
  });
});

describe('wallet orders have a ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses a wallet order above WALLET_ORDER_MAX_USD_CENTS, translated', async () => {
    const f = await setUpCatalog(t);
    const shopper = await newShopper(t);
    const order = (quantity: number) => ({
      idempotencyKey: key(),
      items: [{ packageId: f.pkg.huge, quantity, playerId: PLAYER.id, roleName: PLAYER.name }],
      payMethod: 'wallet',
      returnUrl: RETURN_URL,
    });
    // 99 x $600: the probe's $205,701.73 order was of this kind.
    const huge = await t.call('createOrder', order(99), { token: shopper.token });
    tally('wallet ceiling', huge.status);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Wallet payments must be at most $1,000.00 per order');
    const de = await t.call('createOrder', order(2), { token: shopper.token, locale: 'de' });
    // The ceiling in the order's currency (USD here) as German writes money.
    expect(de.body.message).toBe(
      'Wallet-Zahlungen dürfen pro Bestellung höchstens 1.000,00\u00a0$ betragen',
    );
    const fine = await t.call('createOrder', order(1), { token: shopper.token });
    expect(fine.status).toBe(200);
  });
});
