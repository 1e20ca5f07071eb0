// The types every route and middleware shares: injected dependencies and per-request values.
import type { CurrencyCode, LanguageCode } from '@gemlane/contract';
import type { Config } from '../config.ts';
import type { Db, DbKind } from '../db/client.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mailer.ts';

export interface AuthUser {
  id: number;
  uid: string;
  email: string | null;
  nickname: string;
  sessionId: number;
}

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  log: Logger;
  mailer: Mailer;
  /** Injected so tests can move time (code expiry, once-a-day limits). */
  now: () => Date;
  startedAt: number;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    locale: LanguageCode;
    currency: CurrencyCode;
    /** Set by optionalAuth/requireAuth when the x-auth-token is valid. */
    user: AuthUser | undefined;
    requestId: string;
    log: Logger;
    /** Client address: the rightmost x-forwarded-for hop no trusted proxy wrote (lib/client-ip.ts). */
    ip: string;
    /** The response already carries the request id and security headers (read-cache fast path). */
    headersComplete: boolean;
  };
};
