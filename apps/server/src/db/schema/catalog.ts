// The catalogue: categories, games and their packages, the sandbox publisher's players, banners,
// and the exchange rates prices are converted with.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

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
