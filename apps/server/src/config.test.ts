import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  isLoopbackHost,
  loadConfig,
  localSecretFile,
  withLocalSecret,
} from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3001);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toMatch(/apps\/server\/\.data\/pglite$/);
    expect(c.uploadDir).toMatch(/apps\/server\/\.data\/uploads$/);
    expect(c.publicOrigins).toEqual(['http://localhost:8080', 'http://localhost:8081']);
    expect(c.desktopOrigin).toBe('http://localhost:8080');
    expect(c.mobileOrigin).toBe('http://localhost:8081');
    expect(c.fulfilmentDeadlineMs).toBe(5 * 60_000);
    expect(c.devTools).toBe(true);
    expect(c.partnerSecrets.get('demo-partner')).toBeDefined();
  });

  it('keeps uploads beside the data folder unless UPLOAD_DIR names one', () => {
    expect(loadConfig({ DATA_DIR: '/srv/gemlane/db' }).uploadDir).toBe('/srv/gemlane/uploads');
    expect(loadConfig({ DATA_DIR: '/srv/db', UPLOAD_DIR: '/mnt/shared/up' }).uploadDir).toBe(
      '/mnt/shared/up',
    );
  });

  it('uses 24 hours for the fulfilment deadline in production and no dev partner secret', () => {
    const c = loadConfig({ NODE_ENV: 'production', WEBHOOK_SECRET: 'x'.repeat(32) });
    expect(c.fulfilmentDeadlineMs).toBe(24 * 60 * 60_000);
    expect(c.partnerSecrets.size).toBe(0);
    expect(c.devTools).toBe(false);
  });

  it('names every wrong setting in one error', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_ORIGINS: 'http://ok.test,not a url',
        PARTNER_JWT_SECRETS: 'acme=short',
        NODE_ENV: 'production',
      });
    } catch (err) {
      error = err as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = error?.problems.join('\n') ?? '';
    expect(text).toMatch(/^PORT \(got "eighty"\)/m);
    expect(text).toMatch(/^DATABASE_URL \(got "\*\*\*"\): must start with postgres/m);
    expect(text).toMatch(/^PUBLIC_ORIGINS/m);
    expect(text).toMatch(/^PARTNER_JWT_SECRETS .*at least 16 characters/m);
    expect(text).toMatch(/^WEBHOOK_SECRET: is required in production/m);
    expect(text).not.toContain('short');
  });

  it('parses partner secrets and treats empty values as unset', () => {
    const c = loadConfig({
      PARTNER_JWT_SECRETS: 'acme=0123456789abcdef, beta=fedcba9876543210',
      PORT: '',
    });
    expect(Object.fromEntries(c.partnerSecrets)).toEqual({
      acme: '0123456789abcdef',
      beta: 'fedcba9876543210',
    });
    expect(c.port).toBe(3001);
  });

  it('reads limits as settings: rate limits, factor, backoff, hashing queue, wallet ceiling', () => {
    const d = loadConfig({});
    expect(d.limits.loginPerIp).toEqual({ max: 30, windowMs: 15 * 60_000 });
    expect(d.limits.roleCheckPerIp).toEqual({ max: 300, windowMs: 10 * 60_000 });
    expect(d.limits.orderCreatePerUser).toEqual({ max: 30, windowMs: 10 * 60_000 });
    expect(d.trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
    expect(d.hashing).toEqual({ concurrency: 2, queueMax: 16 });
    expect(d.walletOrderMaxUsdCents).toBe(100_000);
    const c = loadConfig({
      RATE_LIMITS: 'loginPerIp=300/1h, sendCodePerIp=5/30s, orderCreatePerUser=3/1m',
      RATE_LIMIT_FACTOR: '2',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7',
      HASH_QUEUE_MAX: '64',
      WALLET_ORDER_MAX_USD_CENTS: '250000',
    });
    expect(c.limits.loginPerIp).toEqual({ max: 600, windowMs: 60 * 60_000 });
    expect(c.limits.sendCodePerIp).toEqual({ max: 10, windowMs: 30_000 });
    expect(c.limits.checkCodePerIp.max).toBe(60);
    expect(c.limits.orderCreatePerUser).toEqual({ max: 6, windowMs: 60_000 });
    expect(c.limits.roleCheckPerIp).toEqual({ max: 600, windowMs: 10 * 60_000 });
    expect(c.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7']);
    expect(c.hashing.queueMax).toBe(64);
    expect(c.walletOrderMaxUsdCents).toBe(250_000);
  });

  it('names a wrong limit setting', () => {
    expect(() => loadConfig({ RATE_LIMITS: 'constructor=1/1m' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: 'loginPerIp=ten' })).toThrow(/name=max\/window/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'gateway.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ HASH_CONCURRENCY: '0' })).toThrow(/HASH_CONCURRENCY/);
  });
});

describe('secrets outside production', () => {
  const SOURCE_SECRET = 'gemlane-sandbox-webhook-secret-dev-only';

  it('makes up a webhook secret on loopback instead of one written in the source', () => {
    const a = loadConfig({});
    const b = loadConfig({ HOST: 'localhost' });
    expect(a.loopbackOnly).toBe(true);
    expect(a.webhookSecretGenerated).toBe(true);
    expect(a.webhookSecret).not.toBe(SOURCE_SECRET);
    expect(a.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.webhookSecret).not.toBe(a.webhookSecret);
    const set = loadConfig({ WEBHOOK_SECRET: 'y'.repeat(32) });
    expect(set.webhookSecret).toBe('y'.repeat(32));
    expect(set.webhookSecretGenerated).toBe(false);
  });

  it('counts 127.x, ::1 and localhost as loopback, and nothing else', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '192.168.1.20',
      '10.0.0.5',
      'gemlane.internal',
      '128.0.0.1',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses any other interface without WEBHOOK_SECRET, one line naming the setting', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      let error: ConfigError | undefined;
      try {
        loadConfig({ HOST });
      } catch (err) {
        error = err as ConfigError;
      }
      expect(error, HOST).toBeInstanceOf(ConfigError);
      expect(error?.problems).toEqual([
        `WEBHOOK_SECRET: is required when HOST (${HOST}) is not a loopback address (127.0.0.1, ::1, localhost): it signs payment webhooks and checkout links`,
      ]);
    }
  });

  it('serves no dev mailbox and no demo partner off loopback, even when not in production', () => {
    const c = loadConfig({ HOST: '0.0.0.0', WEBHOOK_SECRET: 'z'.repeat(32) });
    expect(c.loopbackOnly).toBe(false);
    expect(c.devTools).toBe(false);
    expect(c.partnerSecrets.size).toBe(0);
    expect(c.webhookSecret).toBe('z'.repeat(32));
    expect(loadConfig({ DEV_TOOLS: 'false' }).devTools).toBe(false);
    // A gateway others can reach passes DEV_TOOLS=false to the API it starts on loopback: no demo
    // partner either, since its secret is written in the source.
    expect(loadConfig({ HOST: '127.0.0.1', DEV_TOOLS: 'false' }).partnerSecrets.size).toBe(0);
    expect(
      loadConfig({
        DEV_TOOLS: 'false',
        PARTNER_JWT_SECRETS: 'shop-x=' + 'k'.repeat(32),
      }).partnerSecrets.get('shop-x'),
    ).toBe('k'.repeat(32));
    expect(
      loadConfig({ HOST: '0.0.0.0', WEBHOOK_SECRET: 'z'.repeat(32), DEV_TOOLS: 'true' }).devTools,
    ).toBe(false);
  });

  it('keeps a made-up secret in the data folder, so restarts and a second process sign alike', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gemlane-secret-'));
    try {
      const first = withLocalSecret(loadConfig({ DATA_DIR: dataDir }));
      const second = withLocalSecret(loadConfig({ DATA_DIR: dataDir }));
      expect(second.webhookSecret).toBe(first.webhookSecret);
      const file = localSecretFile(first);
      expect(readFileSync(file, 'utf8')).toBe(first.webhookSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readdirSync(dataDir)).toEqual([path.basename(file)]);
      const set = withLocalSecret(
        loadConfig({ DATA_DIR: dataDir, WEBHOOK_SECRET: 'w'.repeat(32) }),
      );
      expect(set.webhookSecret).toBe('w'.repeat(32));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes payments with the sandbox unless told otherwise, and Stripe only with its keys', () => {
    const sandbox = loadConfig({});
    expect(sandbox.payments).toMatchObject({
      provider: 'sandbox',
      stripe: null,
      reconcileAfterMs: 300_000,
    });
    let error: ConfigError | undefined;
    try {
      loadConfig({ PAYMENT_PROVIDER: 'stripe' });
    } catch (err) {
      error = err as ConfigError;
    }
    expect(error?.problems).toEqual([
      'STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER is stripe',
      'STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER is stripe',
    ]);
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_publishable',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/STRIPE_SECRET_KEY \(got "\*\*\*"\): must be a Stripe secret key/);
    const stripe = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PAYMENT_RECONCILE_AFTER_S: '60',
    });
    expect(stripe.payments).toMatchObject({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_abc',
        webhookSecret: 'whsec_abc',
        apiBase: 'http://127.0.0.1:12111',
      },
      reconcileAfterMs: 60_000,
    });
  });
});
