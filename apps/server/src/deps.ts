// Builds the dependencies of createApp from a config and an open database.
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './lib/context.ts';
import { createLogger, type Logger } from './lib/log.ts';
import { createMailer } from './services/mail.ts';
import { configureHashing, setPasswordCost } from './services/password.ts';

export function buildDeps(
  config: Config,
  database: Database,
  log?: Logger,
  now?: () => Date,
): AppDeps {
  // Tests hash many passwords; production keeps the OWASP scrypt cost.
  if (config.env === 'test') setPasswordCost(12);
  configureHashing(config.hashing);
  const logger = log ?? createLogger(config.logLevel, { service: 'gemlane-server' });
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    log: logger,
    mailer: createMailer({ db: database.db, config, log: logger }),
    now: now ?? (() => new Date()),
    startedAt: performance.now(),
  };
}
