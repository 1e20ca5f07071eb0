// Accounts: shoppers, their sessions, e-mail verification codes, the shared rate-limit counters,
// and the images they upload.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Public user number shown as uid. */
    uid: text('uid').notNull().unique(),
    /** Lower-cased; null for partner accounts without a bound e-mail. */
    email: text('email'),
    /** scrypt hash (see services/password.ts); null for partner-only accounts. */
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url').notNull(),
    /** unset | unbound | pending | valid | invalid (the e-mail binding states). */
    emailBindStatus: text('email_bind_status').notNull().default('unset'),
    /** `email` or the partner id. */
    loginType: text('login_type').notNull(),
    partnerId: text('partner_id'),
    partnerUserId: text('partner_user_id'),
    language: text('language').notNull().default('en'),
    currency: text('currency').notNull().default('USD'),
    /** The user's own invite code. */
    shareCode: text('share_code').notNull().unique(),
    /** Share code the user signed up with, and the inviter it resolved to. */
    invitedByUserId: integer('invited_by_user_id'),
    signupShareCode: text('signup_share_code'),
    utmSource: text('utm_source'),
    nicknameChangedAt: ts('nickname_changed_at'),
    avatarChangedAt: ts('avatar_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_partner_uq').on(t.partnerId, t.partnerUserId),
    index('users_invited_by_idx').on(t.invitedByUserId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** register | reset | bind | change (a code to the current address for an e-mail change) */
    purpose: text('purpose').notNull(),
    /** For `bind` and `change`: the account asking. */
    userId: integer('user_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
});

/**
 * Uploaded images: metadata only. The bytes are the file `<config.uploadDir>/<id>` (a folder every
 * instance shares), written and read as streams (services/uploads.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
