// What the app needs of e-mail (the outbox and its delivery live in services/mail.ts): here, so
// the request context (lib/context.ts) names it without pointing up into services.
import type { Tx } from '../db/client.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

/** A mail as its outbox row stores it: `held` without SMTP (the dev mailbox), else `pending`. */
export interface OutboxRow extends Mail {
  status: 'pending' | 'held';
}

export interface Mailer {
  /**
   * Stores the mail (inside `tx` when given). Without a transaction delivery starts at once;
   * with one it starts at `flushIfQueued()`, which the app calls after the request (committed).
   */
  enqueue(mail: Mail, tx?: Tx): Promise<number>;
  /**
   * The outbox row of `mail` for a statement that writes it along with other changes
   * (`outboxRowFrom`); its delivery starts at `flushIfQueued()`, as for a mail enqueued in a
   * transaction.
   */
  written(mail: Mail): OutboxRow;
  /** Delivers pending mail; a call during a run makes the run go once more. */
  flush(): Promise<void>;
  /** Flushes when something was queued since the last flush. */
  flushIfQueued(): void;
  /** Waits for in-flight deliveries (graceful shutdown). */
  drain(): Promise<void>;
}
