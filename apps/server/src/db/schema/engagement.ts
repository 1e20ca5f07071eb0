// Engagement: activities and their triggers, share events, short links.
import {
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
