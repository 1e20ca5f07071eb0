// E-mail: the outbox every mail goes through, and newsletter subscriptions.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    /** register-code | reset-code | bind-code | account-exists | subscribe-confirm | ... */
    kind: text('kind').notNull(),
    /** pending | sent | failed | held (no SMTP: kept for the dev mailbox) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt), index('outbox_status_idx').on(t.status)],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** SHA-256 of the subscribeToken mailed in the confirmation link. */
  tokenHash: text('token_hash').notNull(),
  /** pending | subscribed | cancelled */
  status: text('status').notNull(),
  userId: integer('user_id'),
  confirmedAt: ts('confirmed_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
