// Environment variables are read here once and validated.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, linkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isAddressOrSubnet } from './lib/client-ip.ts';

/** The folder of this package (apps/server), so defaults do not depend on the working directory. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HOUR_MS = 60 * 60_000;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const origin = z
  .url({ message: 'must be an origin such as http://localhost:8080' })
  .transform((u, ctx) => {
    const parsed = new URL(u);
    if (parsed.origin === 'null' || (parsed.pathname !== '/' && parsed.pathname !== '')) {
      ctx.addIssue({ code: 'custom', message: `"${u}" must be an origin without a path` });
      return z.NEVER;
    }
    return parsed.origin;
  });

/**
 * `id=secret,id2=secret2`: the HS256 secret each partner signs its login tokens with. A Map, so a
 * lookup never reaches Object.prototype (`constructor`, `__proto__` are not partners).
 */
const partnerSecrets = z.string().transform((raw, ctx) => {
  const out = new Map<string, string>();
  for (const pair of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const id = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at <= 0 || !/^[a-z0-9-]{2,40}$/.test(id) || secret.length < 16) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair.slice(0, Math.max(at, 0)) || pair.slice(0, 8)}...": each entry is partner-id=secret, id in a-z 0-9 -, secret at least 16 characters`,
      });
      return z.NEVER;
    }
    out.set(id, secret);
  }
  return out;
});

/** A fixed-window limit: at most `max` requests per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Rate limits by name, with their defaults (README, configuration table). `RATE_LIMITS` overrides
 * any of them (`loginPerIp=300/15m,sendCodePerIp=100/1h`) and `RATE_LIMIT_FACTOR` multiplies every
 * `max`, so a staging run or a load test can raise them.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Logins and e-mail checks from one client address. */
  loginPerIp: { max: 30, windowMs: 15 * 60_000 },
  /** Codes mailed from one client address (registration, reset, binding). */
  sendCodePerIp: { max: 20, windowMs: 60 * 60_000 },
  /** Codes mailed to one address from one client address (a stranger cannot use up the owner's). */
  sendCodePerEmailAndIp: { max: 5, windowMs: 60 * 60_000 },
  /** Codes mailed for one user's e-mail binding. */
  sendCodePerUser: { max: 5, windowMs: 60 * 60_000 },
  /** Current passwords typed to change one user's login e-mail (a right one resets the count). */
  emailChangePasswordPerUser: { max: 5, windowMs: 15 * 60_000 },
  /** Code checks from one client address. */
  checkCodePerIp: { max: 30, windowMs: 15 * 60_000 },
  /** Code checks for one address from one client address. */
  checkCodePerEmailAndIp: { max: 10, windowMs: 15 * 60_000 },
  subscribePerIp: { max: 20, windowMs: 60 * 60_000 },
  subscribePerEmail: { max: 5, windowMs: 60 * 60_000 },
  uploadPerUser: { max: 30, windowMs: 60 * 60_000 },
  /**
   * Reads of large uploads (over 1 MB) from one client address. A browser or CDN keeps an upload a
   * year, so a visitor fetches each once; a loop of cache-busting reads is someone else.
   */
  bigUploadReadPerIp: { max: 10, windowMs: 10 * 60_000 },
  partnerLoginPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** Share events recorded from one client address (each call adds a row). */
  shareReportPerIp: { max: 30, windowMs: 60 * 60_000 },
  /** Share events recorded for one signed-in user. */
  shareReportPerUser: { max: 20, windowMs: 60 * 60_000 },
  /** Home popups marked seen from one client address (each new device id adds a row). */
  homeActivityPerIp: { max: 60, windowMs: 60 * 60_000 },
  /** Home popups marked seen by one signed-in user. */
  homeActivityPerUser: { max: 30, windowMs: 60 * 60_000 },
  /**
   * Player-ID checks from one client address: a shopper checks a few IDs, hundreds is someone
   * walking through player IDs. Generous, since many shoppers can share one address (carrier NAT).
   */
  roleCheckPerIp: { max: 300, windowMs: 10 * 60_000 },
  /** Orders one shopper may open (retries with the same idempotency key count too). */
  orderCreatePerUser: { max: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;
export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, Limit>;

const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `name=max/window,...` (window `30s`, `15m`, `1h`, `1d`) over the defaults. */
const rateLimits = z.string().transform((raw, ctx) => {
  const out: RateLimits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const entry of raw
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]+)=(\d+)\/(\d+)([smhd])$/.exec(entry);
    const name = m?.[1];
    if (!m || !name || !Object.hasOwn(DEFAULT_RATE_LIMITS, name) || Number(m[2]) < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}": each entry is name=max/window (window 30s, 15m, 1h or 1d), names: ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')}`,
      });
      return z.NEVER;
    }
    out[name as RateLimitName] = {
      max: Number(m[2]),
      windowMs: Number(m[3]) * (DURATION_UNITS[m[4] as string] as number),
    };
  }
  return out;
});

const positiveInt = (what: string) =>
  z.coerce
    .number<string>({ message: `must be ${what}` })
    .int()
    .min(1, { message: `must be ${what}` });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce
    .number<string>({ message: 'must be a port number' })
    .int()
    .min(0)
    .max(65535)
    .default(3001),
  /** Anything but a loopback address needs the secrets set (no built-in ones, no dev mailbox). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PGlite data folder; ignored when DATABASE_URL is set. */
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(SERVER_ROOT, '.data', 'pglite')),
  /** Uploaded files (avatars); default: `uploads` beside the PGlite data folder. */
  UPLOAD_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  /** Without it, mail stays in the outbox and shows in the dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gemlane <no-reply@gemlane.test>'),
  /** Storefront origins, desktop first then mobile: links in e-mails and allowed return URLs. */
  PUBLIC_ORIGINS: z
    .string()
    .default('http://localhost:8080,http://localhost:8081')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1, { message: 'needs at least one origin' })),
  /** Public origin of this API (hosted checkout, art URLs in mails); default: the first storefront origin (same origin via the gateway). */
  API_ORIGIN: origin.optional(),
  FULFILMENT_DEADLINE_MS: z.coerce
    .number<string>({ message: 'must be milliseconds' })
    .int()
    .min(1000, { message: 'must be at least 1000 ms' })
    .optional(),
  PARTNER_JWT_SECRETS: partnerSecrets.optional(),
  /** How long the sandbox publisher takes to deliver (a real publisher is a network call away). */
  SANDBOX_DELIVERY_MS: z.coerce
    .number<string>({ message: 'must be milliseconds' })
    .int()
    .min(0, { message: 'must be 0 or more' })
    .max(60_000, { message: 'must be at most 60000 ms' })
    .default(0),
  /** HMAC secret of the sandbox payment webhooks and checkout links; on loopback a generated one. */
  WEBHOOK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /** Card limits per transaction in USD cents (by default at least $10, at most $500). */
  CARD_MIN_USD_CENTS: z.coerce
    .number<string>({ message: 'must be US cents' })
    .int()
    .min(1)
    .default(1000),
  CARD_MAX_USD_CENTS: z.coerce
    .number<string>({ message: 'must be US cents' })
    .int()
    .min(1)
    .default(50_000),
  /** Who takes the money: the built-in sandbox (play money) or Stripe Checkout. */
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' })
    .default('sandbox'),
  /** Stripe's secret API key (sk_test_... or sk_live_...), or a restricted key (rk_...). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, {
      message: 'must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)',
    })
    .optional(),
  /** The signing secret of the webhook endpoint (whsec_...): from the Dashboard or `stripe listen`. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]+$/, { message: 'must be a webhook signing secret (whsec_...)' })
    .optional(),
  /** Where the Stripe API is (default Stripe's own); a local stand-in in tests. */
  STRIPE_API_BASE: origin.optional(),
  /** An attempt unsettled this long after it reached the provider is asked about (a lost webhook). */
  PAYMENT_RECONCILE_AFTER_S: positiveInt('seconds').default(300),
  /** How long the provider's hosted page takes the payment (Stripe: 30 minutes to 24 hours). */
  PAYMENT_WINDOW_S: z.coerce
    .number<string>({ message: 'must be seconds' })
    .int()
    .min(1800, { message: 'must be at least 1800 seconds (30 minutes)' })
    .max(86_400, { message: 'must be at most 86400 seconds (24 hours)' })
    .default(3600),
  /** How long one call to the payment provider may take before it counts as failed. */
  PAYMENT_PROVIDER_TIMEOUT_MS: positiveInt('milliseconds').default(10_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).optional(),
  /** The bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, { message: 'must be at least 16 characters' })
    .optional(),
  /** Seed the catalogue on a database without games. */
  SEED: bool.default(true),
  /** The dev mailbox (`/api/dev/mailbox`); only ever on loopback outside production. */
  DEV_TOOLS: bool.optional(),
  /** Run background jobs in this process. */
  JOBS: bool.default(true),
  /** Take the client IP from x-forwarded-for, as written by the trusted proxies below. */
  TRUST_PROXY: bool.default(true),
  /** Proxies whose x-forwarded-for hop is believed (addresses or CIDR): the local gateway by default. */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.0/8,::1/128')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isAddressOrSubnet, { message: 'each entry is an IP address or CIDR' }),
      ),
    ),
  RATE_LIMITS: rateLimits.optional(),
  RATE_LIMIT_FACTOR: z.coerce
    .number<string>({ message: 'must be a number' })
    .positive({ message: 'must be above 0' })
    .default(1),
  /** Wrong passwords for one account from one address before each next try waits. */
  LOGIN_BACKOFF_FREE_PER_ACCOUNT_IP: positiveInt('a count').default(5),
  /** Wrong passwords from one address (any accounts) before each next try waits. */
  LOGIN_BACKOFF_FREE_PER_IP: positiveInt('a count').default(20),
  /** The first wait; each further wrong password doubles it, up to the maximum. */
  LOGIN_BACKOFF_BASE_MS: positiveInt('milliseconds').default(1000),
  LOGIN_BACKOFF_MAX_MS: positiveInt('milliseconds').default(15 * 60_000),
  /** Password hashes computed at once (each scrypt takes 128 MiB and one core for ~0.3 s). */
  HASH_CONCURRENCY: positiveInt('a count').default(2),
  /** Hashes waiting for a slot; beyond, the call answers 503 with Retry-After. */
  HASH_QUEUE_MAX: positiveInt('a count').default(16),
  /** The most one wallet order may cost, in USD cents (converted for other currencies). */
  WALLET_ORDER_MAX_USD_CENTS: positiveInt('US cents').default(100_000),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Folder of uploaded files; every instance must see the same one (a shared volume). */
  uploadDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicOrigins: string[];
  desktopOrigin: string;
  mobileOrigin: string;
  apiOrigin: string;
  fulfilmentDeadlineMs: number;
  sandboxDeliveryMs: number;
  /** Configured partners only: look up with `.get`, never through a plain object. */
  partnerSecrets: ReadonlyMap<string, string>;
  webhookSecret: string;
  /** WEBHOOK_SECRET was unset and this one was made up at random (loopback only). */
  webhookSecretGenerated: boolean;
  /** The server listens on a loopback address only (HOST 127.x, ::1 or localhost). */
  loopbackOnly: boolean;
  cardMinUsdCents: number;
  cardMaxUsdCents: number;
  payments: {
    provider: 'sandbox' | 'stripe';
    /** Set (both keys) when the provider is Stripe. */
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | null;
    reconcileAfterMs: number;
    windowMs: number;
    timeoutMs: number;
  };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  seed: boolean;
  jobs: boolean;
  trustProxy: boolean;
  /** Proxy addresses or CIDRs whose x-forwarded-for hop is believed. */
  trustedProxies: string[];
  /** Fixed-window rate limits (DEFAULT_RATE_LIMITS, overridden by RATE_LIMITS, times RATE_LIMIT_FACTOR). */
  limits: RateLimits;
  loginBackoff: { freePerAccountIp: number; freePerIp: number; baseMs: number; maxMs: number };
  hashing: { concurrency: number; queueMax: number };
  walletOrderMaxUsdCents: number;
  /** Dev mailbox and other development helpers are served. */
  devTools: boolean;
  /** GET /metrics needs `Authorization: Bearer <this>`; null: /metrics is off (404). */
  metricsToken: string | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The demo partner of the README, for partner login on a developer's own machine only. */
const DEV_PARTNER_SECRETS: ReadonlyMap<string, string> = new Map([
  ['demo-partner', 'gemlane-demo-partner-secret-dev-only'],
]);

/**
 * Only a server that no other machine can reach may run without its secrets set: 127.0.0.0/8,
 * ::1 and localhost. Any other HOST (0.0.0.0, ::, a LAN address, a name) is reachable.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h === '::1' ||
    h === '0:0:0:0:0:0:0:1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
  );
}

const newSecret = () => randomBytes(32).toString('base64url');

/** Reads and validates the environment once; throws ConfigError with one line per wrong setting. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset so `FOO= pnpm start` falls back to the default.
  const env = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => {
        const key = String(i.path[0] ?? 'environment');
        const value = env[key];
        const shown =
          value === undefined ? '' : ` (got "${/SECRET|URL/.test(key) ? '***' : value}")`;
        return `${key}${shown}: ${i.message}`;
      });
  // Rules across settings, checked even when others are wrong so one run lists every problem.
  const host = parsed.success ? parsed.data.HOST : (env.HOST ?? '127.0.0.1');
  const loopbackOnly = isLoopbackHost(host);
  if (env.NODE_ENV === 'production' && !env.WEBHOOK_SECRET)
    problems.push('WEBHOOK_SECRET: is required in production');
  else if (!loopbackOnly && !env.WEBHOOK_SECRET)
    problems.push(
      `WEBHOOK_SECRET: is required when HOST (${host}) is not a loopback address (127.0.0.1, ::1, localhost): it signs payment webhooks and checkout links`,
    );
  if (parsed.success && parsed.data.CARD_MIN_USD_CENTS > parsed.data.CARD_MAX_USD_CENTS)
    problems.push('CARD_MIN_USD_CENTS: must not exceed CARD_MAX_USD_CENTS');
  if (env.PAYMENT_PROVIDER === 'stripe') {
    // A merchant who chose Stripe and left out a key would take no money (or accept forged events).
    if (!env.STRIPE_SECRET_KEY)
      problems.push('STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER is stripe');
    if (!env.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER is stripe');
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // Development helpers (the dev mailbox, the demo partner) only where nobody else can connect.
  const devTools = !isProduction && loopbackOnly && (e.DEV_TOOLS ?? true);
  const deadlineDefault = isProduction ? 24 * HOUR_MS : e.NODE_ENV === 'test' ? 3_000 : 5 * 60_000;
  const desktopOrigin = e.PUBLIC_ORIGINS[0] as string;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    uploadDir: path.resolve(
      e.UPLOAD_DIR ?? path.join(path.dirname(path.resolve(e.DATA_DIR)), 'uploads'),
    ),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicOrigins: e.PUBLIC_ORIGINS,
    desktopOrigin,
    mobileOrigin: e.PUBLIC_ORIGINS[1] ?? desktopOrigin,
    apiOrigin: e.API_ORIGIN ?? desktopOrigin,
    fulfilmentDeadlineMs: e.FULFILMENT_DEADLINE_MS ?? deadlineDefault,
    sandboxDeliveryMs: e.SANDBOX_DELIVERY_MS,
    // Known secrets and the dev mailbox only where nobody else can connect, and never in production:
    // the demo partner goes with the dev tools (a gateway others can reach turns both off).
    partnerSecrets: e.PARTNER_JWT_SECRETS ?? (devTools ? DEV_PARTNER_SECRETS : new Map()),
    webhookSecret: e.WEBHOOK_SECRET ?? newSecret(),
    webhookSecretGenerated: !e.WEBHOOK_SECRET,
    loopbackOnly,
    cardMinUsdCents: e.CARD_MIN_USD_CENTS,
    cardMaxUsdCents: e.CARD_MAX_USD_CENTS,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      stripe:
        e.PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiBase: e.STRIPE_API_BASE,
            }
          : null,
      reconcileAfterMs: e.PAYMENT_RECONCILE_AFTER_S * 1000,
      windowMs: e.PAYMENT_WINDOW_S * 1000,
      timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seed: e.SEED,
    jobs: e.JOBS,
    trustProxy: e.TRUST_PROXY,
    trustedProxies: e.TRUSTED_PROXIES,
    limits: Object.fromEntries(
      Object.entries(e.RATE_LIMITS ?? DEFAULT_RATE_LIMITS).map(([name, l]) => [
        name,
        { max: Math.max(1, Math.round(l.max * e.RATE_LIMIT_FACTOR)), windowMs: l.windowMs },
      ]),
    ) as RateLimits,
    loginBackoff: {
      freePerAccountIp: e.LOGIN_BACKOFF_FREE_PER_ACCOUNT_IP,
      freePerIp: e.LOGIN_BACKOFF_FREE_PER_IP,
      baseMs: e.LOGIN_BACKOFF_BASE_MS,
      maxMs: e.LOGIN_BACKOFF_MAX_MS,
    },
    hashing: { concurrency: e.HASH_CONCURRENCY, queueMax: e.HASH_QUEUE_MAX },
    walletOrderMaxUsdCents: e.WALLET_ORDER_MAX_USD_CENTS,
    devTools,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

/** Where a generated webhook secret is kept: in the PGlite data folder, or one per checkout of the
 *  repository for PostgreSQL. */
export const localSecretFile = (config: Pick<Config, 'dataDir' | 'databaseUrl'>): string =>
  config.databaseUrl
    ? path.join(SERVER_ROOT, '.data', 'webhook-secret')
    : path.join(config.dataDir, 'gemlane-webhook-secret');

/**
 * A generated webhook secret is kept in a file of the data folder (mode 0600), so checkout
 * links survive a restart and every process of one database signs alike; the first process to
 * start writes it (a hard link makes the write all-or-nothing), the others read it. A secret set
 * in WEBHOOK_SECRET is used as is.
 */
export function withLocalSecret(config: Config): Config {
  if (!config.webhookSecretGenerated) return config;
  const file = localSecretFile(config);
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, config.webhookSecret, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < 16) throw new ConfigError([`${file}: holds no webhook secret; delete it`]);
  return { ...config, webhookSecret: kept };
}
