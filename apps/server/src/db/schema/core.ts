// Core tables: accounts, catalogue, content, messages, e-mail, rates. Commerce tables live in
// ./commerce.ts (orders, payments, coupons, jobs), owned by the commerce engineer.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

// ---------------------------------------------------------------- accounts

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
    /** unset | unbound | pending | valid | invalid (spec section 4). */
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

// ---------------------------------------------------------------- e-mail

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

// ---------------------------------------------------------------- catalogue

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** Legacy numeric id of /gameZone?gameConfigId=... */
    configId: integer('config_id').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    zonePath: text('zone_path').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** direct | proxy */
    chargeType: text('charge_type').notNull(),
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    publisher: text('publisher').notNull(),
    currencyName: text('currency_name').notNull(),
    description: text('description').notNull(),
    /** Two hex colours of the generated art. */
    artFrom: text('art_from').notNull(),
    artTo: text('art_to').notNull(),
    /** Regex source a player ID must match. */
    playerIdPattern: text('player_id_pattern').notNull(),
    playerIdLabel: text('player_id_label').notNull().default('User ID'),
    /** MLBB-style numeric server ID next to the user ID. */
    hasServerId: boolean('has_server_id').notNull().default(false),
    /** Region servers to pick from (Genshin, HSR, ZZZ), else empty. */
    servers: jsonb('servers').$type<{ value: string; label: string }[]>().notNull().default([]),
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_hot_rank_uq').on(t.hotRank),
    index('games_category_idx').on(t.categoryId),
    index('games_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** Packages a game sells; prices held in USD cents and converted per request. */
export const gamePackages = pgTable(
  'game_packages',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** currency | pass | item */
    kind: text('kind').notNull().default('currency'),
    priceUsdCents: integer('price_usd_cents').notNull(),
    originalPriceUsdCents: integer('original_price_usd_cents'),
    tag: text('tag'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('game_packages_game_idx').on(t.gameId, t.sort)],
);

/**
 * Player accounts the sandbox publisher knows (role check and delivery). A player ID not listed
 * here is "incorrect"; `rejectOnDelivery` makes the publisher refuse the top-up later (refund path).
 */
export const sandboxPlayers = pgTable(
  'sandbox_players',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playerId: text('player_id').notNull(),
    /** MLBB server ID or region server value; '' when the game has none. */
    serverId: text('server_id').notNull().default(''),
    roleName: text('role_name').notNull(),
    rejectOnDelivery: boolean('reject_on_delivery').notNull().default(false),
  },
  (t) => [uniqueIndex('sandbox_players_uq').on(t.gameId, t.playerId, t.serverId)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  gameId: integer('game_id').references(() => games.id),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Units of `currency` per 1 USD, times 1e6 (exact integer arithmetic). */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- activities, share, links

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  /** register | home_popup | home_banner | share */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull().default(''),
  link: text('link').notNull().default('/home'),
  /** Register activity: the new-user discount and the smallest order it applies to (USD cents). */
  discountUsdCents: integer('discount_usd_cents'),
  minOrderUsdCents: integer('min_order_usd_cents'),
  rules: jsonb('rules').$type<string[]>().notNull().default([]),
  /** Share activity: reward steps by number of qualified invites. */
  rewards: jsonb('rewards').$type<{ invites: number; title: string }[]>().notNull().default([]),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  active: boolean('active').notNull().default(true),
});

export const activityTriggers = pgTable(
  'activity_triggers',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** `u:<userId>` or `d:<deviceId>`. */
    subject: text('subject').notNull(),
    /** UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('activity_triggers_uq').on(t.activityId, t.subject, t.day)],
);

export const shareEvents = pgTable(
  'share_events',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id'),
    gameId: integer('game_id'),
    userId: integer('user_id'),
    shareCode: text('share_code'),
    channel: text('channel').notNull(),
    /** share | open */
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('share_events_code_idx').on(t.shareCode)],
);

export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  /** Same-site path (starting with /) or an absolute URL on a storefront origin. */
  target: text('target').notNull(),
  hits: integer('hits').notNull().default(0),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- content

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  cover: text('cover').notNull(),
  author: text('author').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  gameId: integer('game_id').references(() => games.id),
  publishedAt: ts('published_at').notNull(),
});

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  categoryCode: text('category_code').notNull(),
  categoryTitle: text('category_title').notNull(),
  categorySort: integer('category_sort').notNull().default(0),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A help article in another language (`locale`: a language code other than en). A missing row
 * or an empty field falls back to the English text of help_articles.
 */
export const helpArticleTranslations = pgTable(
  'help_article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    body: text('body'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

/** A blog post in another language; missing rows or fields fall back to blog_posts (English). */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    summary: text('summary'),
    body: text('body'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** order | system | promotion */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    orderId: text('order_id'),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);

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
