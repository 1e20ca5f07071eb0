// Starts the app for one test file: a copy of the seeded PGlite template, or with DATABASE_URL
// one fresh PostgreSQL schema (migrated and seeded) dropped at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  endpoints,
  HEADER,
  type Endpoints,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
} from '@gemlane/contract';
import { createApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrate, openDatabase, type Database, type Db } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';
import { buildDeps } from '../src/deps.ts';
import type { AppDeps, AppEnv } from '../src/lib/context.ts';
import { createLogger } from '../src/lib/log.ts';
import { mailboxOf } from '../src/services/mail.ts';
import { copyTemplate, ensureTemplate } from './template.ts';

export interface CallOptions {
  token?: string | undefined;
  locale?: string;
  currency?: string;
  headers?: Record<string, string>;
}

export interface Answer<T> {
  status: number;
  body: { code: number; data: T; message: string };
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  db: Db;
  config: Config;
  /** Calls an entry of the contract table: GET sends `input` as the query, others as JSON. */
  call<N extends EndpointName>(
    name: N,
    input?: RequestOf<Endpoints[N]> | Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<Answer<ResponseOf<Endpoints[N]>>>;
  /** A raw request (hostile bodies, headers, other paths). */
  raw(path: string, init?: RequestInit): Promise<Response>;
  /** Mails sent to `email`, newest first. */
  mailbox(email: string): ReturnType<typeof mailboxOf>;
  /** The test clock: deps.now() is real time plus `advance`d milliseconds. */
  clock: { advance(ms: number): void; now(): Date };
  close(): Promise<void>;
}

function headersOf(opts: CallOptions = {}): Record<string, string> {
  const h: Record<string, string> = { ...opts.headers };
  if (opts.token) h[HEADER.token] = opts.token;
  if (opts.locale) h[HEADER.locale] = opts.locale;
  if (opts.currency) h[HEADER.currency] = opts.currency;
  return h;
}

async function openTestDatabase(
  config: Config,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (config.databaseUrl) {
    const schemaName = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`create schema ${schemaName}`));
    await admin.close();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      searchPath: schemaName,
      poolSize: 5,
    });
    await migrate(database.db);
    await seed(database.db);
    return {
      database,
      cleanup: async () => {
        await database.close();
        const drop = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
        await drop.db.execute(sql.raw(`drop schema if exists ${schemaName} cascade`));
        await drop.close();
      },
    };
  }
  const dir = copyTemplate(await ensureTemplate());
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    cleanup: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Each app writes its uploads into its own folder, removed at close.
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'gemlane-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOBS: 'false',
    UPLOAD_DIR: uploadDir,
    ...env,
  });
  const { database, cleanup } = await openTestDatabase(config);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const deps = buildDeps(config, database, createLogger(config.logLevel, { test: true }), now);
  const app = createApp(deps);

  const raw = async (path: string, init?: RequestInit) => app.request(path, init);

  return {
    app,
    deps,
    db: database.db,
    config,
    raw,
    async call(name, input, opts) {
      const def = endpoints[name];
      const headers = headersOf(opts);
      let res: Response;
      if (def.method === 'GET') {
        const qs = new URLSearchParams(
          Object.entries((input ?? {}) as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        res = await raw(qs ? `${def.path}?${qs}` : def.path, { headers });
      } else {
        res = await raw(def.path, {
          method: def.method,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(input ?? {}),
        });
      }
      return { status: res.status, body: (await res.json()) as Answer<never>['body'] };
    },
    mailbox: (email) => mailboxOf(database.db, email),
    clock: {
      advance: (ms) => {
        offset += ms;
      },
      now,
    },
    close: async () => {
      await deps.mailer.drain();
      await cleanup();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The newest 6-digit code mailed to `email`. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.mailbox(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

let ipCounter = 0;
/** A fresh client address, so rate limits of one test do not leak into the next. */
export const freshIp = () => ({
  'x-forwarded-for': `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
});

export const DEMO = { email: 'demo@gemlane.test', password: 'Gemlane#2025' };

/** Registers `email` through the API (send code, read it from the outbox, verify); returns the token. */
export async function register(
  t: TestApp,
  email = `user${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
  password = 'Lantern#42x',
  extra: Record<string, string> = {},
): Promise<{ token: string; email: string; password: string }> {
  const headers = freshIp();
  const sent = await t.call('sendEmailRegisterVerification', { email }, { headers });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${sent.body.message}`);
  const code = await latestCode(t, email);
  const res = await t.call('verifyRegisterEmail', { email, code, password, ...extra }, { headers });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${res.body.message}`);
  return { token: res.body.data.authToken, email, password };
}

export async function login(
  t: TestApp,
  email = DEMO.email,
  password = DEMO.password,
): Promise<string> {
  const res = await t.call('emailLogin', { email, password }, { headers: freshIp() });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.body.message}`);
  return res.body.data.authToken;
}
