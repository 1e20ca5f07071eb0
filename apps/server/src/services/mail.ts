// E-mail: every mail goes into the outbox table first; with SMTP_URL nodemailer delivers it,
// without it the mail stays `held` for the dev mailbox (GET /api/dev/mailbox).
import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { prepared, value } from '../db/prepared.ts';
import { outbox } from '../db/schema/index.ts';
import type { Logger } from '../lib/log.ts';
import type { Mailer, OutboxRow } from '../lib/mailer.ts';

export type { Mail, Mailer, OutboxRow } from '../lib/mailer.ts';

const MAX_ATTEMPTS = 5;

/** A mail into the outbox (the order notices write one in the transaction that ends the order). */
const outboxInsert = prepared('outbox_insert', (db, name) =>
  db
    .insert(outbox)
    .values({
      to: value('to'),
      subject: value('subject'),
      text: value('text'),
      html: value('html'),
      kind: value('kind'),
      status: value('status'),
    })
    .returning({ id: outbox.id })
    .prepare(name),
);

/**
 * Part of another statement: the outbox row of the `mail*` values (`outboxValues`) inserted once for
 * each row of `source` (a CTE of that statement), and not at all when `mailTo` is null.
 */
export const outboxRowFrom = (source: SQL) =>
  sql`insert into ${outbox} (to_address, subject, text_body, html_body, kind, status)
    select ${value('mailTo')}::text, ${value('mailSubject')}::text, ${value('mailText')}::text,
      ${value('mailHtml')}::text, ${value('mailKind')}::text, ${value('mailStatus')}::text
    from ${source} where ${value('mailTo')}::text is not null`;

/** The values of `outboxRowFrom` (null: no mail). */
export const outboxValues = (row: OutboxRow | null) => ({
  mailTo: row?.to ?? null,
  mailSubject: row?.subject ?? null,
  mailText: row?.text ?? null,
  mailHtml: row?.html ?? null,
  mailKind: row?.kind ?? null,
  mailStatus: row?.status ?? null,
});

export function createMailer(deps: { db: Db; config: Config; log: Logger }): Mailer {
  const { db, config, log } = deps;
  let transport: Transporter | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let queued = false;

  async function getTransport(): Promise<Transporter | undefined> {
    if (!config.smtpUrl) return undefined;
    if (!transport) {
      const nodemailer = await import('nodemailer');
      transport = nodemailer.createTransport(config.smtpUrl);
    }
    return transport;
  }

  async function deliverPending(): Promise<void> {
    const smtp = await getTransport();
    if (!smtp) return;
    const batch = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(20);
    for (const m of batch) {
      try {
        await smtp.sendMail({
          from: config.mailFrom,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: m.attempts + 1 })
          .where(eq(outbox.id, m.id));
      } catch (err) {
        const attempts = m.attempts + 1;
        log.warn('mail delivery failed', { outboxId: m.id, attempts, err });
        await db
          .update(outbox)
          .set({
            attempts,
            lastError: String(err),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(eq(outbox.id, m.id));
      }
    }
  }

  const mailer: Mailer = {
    async enqueue(mail, tx) {
      const [row] = await outboxInsert(tx ?? db).execute({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: mail.kind,
        status: config.smtpUrl ? 'pending' : 'held',
      });
      if (config.smtpUrl) {
        if (tx) queued = true;
        else void mailer.flush();
      }
      return row?.id ?? 0;
    },
    written(mail) {
      if (config.smtpUrl) queued = true;
      return { ...mail, status: config.smtpUrl ? 'pending' : 'held' };
    },
    flush() {
      queued = false;
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await deliverPending();
        } while (again);
      })()
        .catch((err: unknown) => log.error('mail flush failed', { err }))
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    flushIfQueued() {
      if (queued) void mailer.flush();
    },
    async drain() {
      await running;
    },
  };
  return mailer;
}

/** The newest mails to `email` (dev mailbox). */
export async function mailboxOf(db: Db, email: string, limit = 20) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(sql`lower(${outbox.to})`, email.toLowerCase()))
    .orderBy(sql`${outbox.id} desc`)
    .limit(limit);
}
