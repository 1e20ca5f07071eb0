// Staff tables: operator accounts (apart from shoppers), their sessions, the append-only audit
// trail of staff actions, notes on orders and blocks on shoppers. Owned by the operator console.
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/** A staff account; never a shopper (`users`), so a shopper's token can never open a staff call. */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** support | finance | admin (packages/contract STAFF_ROLES). */
  role: text('role').notNull(),
  /** scrypt hash (services/password.ts). */
  passwordHash: text('password_hash').notNull(),
  /** Base32 TOTP secret of the second factor. */
  totpSecret: text('totp_secret').notNull(),
  /** The last TOTP time step accepted: a code is good once. */
  totpLastStep: integer('totp_last_step'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One row per staff action. Nothing updates or deletes a row (no call does; see services/staff/audit.ts). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    /** order | customer | package | staff */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_audit_target_idx').on(t.targetType, t.targetId, t.id),
    index('staff_audit_staff_idx').on(t.staffId, t.id),
    index('staff_audit_action_idx').on(t.action, t.id),
  ],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    staffId: integer('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/** A blocked shopper cannot sign in or order; paid orders still complete or refund. */
export const customerBlocks = pgTable('customer_blocks', {
  userId: integer('user_id').primaryKey(),
  reason: text('reason').notNull(),
  blockedBy: integer('blocked_by').notNull(),
  blockedAt: at('blocked_at').notNull().defaultNow(),
});
