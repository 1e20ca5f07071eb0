// Seed data on first run: every screen has real content.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../client.ts';
import { lockKeys } from '../locks.ts';
import {
  activities,
  banners,
  blogPosts,
  categories,
  exchangeRates,
  gamePackages,
  games,
  helpArticles,
  messages,
  shortLinks,
  users,
} from '../schema/index.ts';
import { RATE_SCALE } from '../../services/currency.ts';
import { hashPassword } from '../../services/password.ts';
import { seedCommerce } from '../../services/coupons/seed.ts';
import { BLOG_SEED, DEMO_ACCOUNT, HELP_SEED, SHORT_LINK_SEED } from './content.ts';
import { BANNER_SEED, CATEGORY_SEED, GAME_SEED } from './games.ts';
import { SEED_RATES } from './rates.ts';
import { seedContentTranslations } from './translations.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Legacy `gameConfigId` of the n-th seeded game (1-based). */
export const configIdOf = (n: number) => 10_000 + n;

export async function isSeeded(db: Tx): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from games`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The activities of the seed: the new-user promo, the home popup and the invite programme. */
export const ACTIVITY_SEED = [
  {
    kind: 'register',
    title: 'New-user discount',
    description: 'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.',
    image: '/api/static/banner/register.webp',
    link: '/register',
    discountUsdCents: 300,
    minOrderUsdCents: 1000,
    rules: [
      'One new-user coupon per account',
      'Valid 30 days after sign-up',
      'Orders of {{usd:1000}} or more',
    ],
  },
  {
    kind: 'home_popup',
    title: 'Weekend bonus',
    description: 'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.',
    image: '/api/static/banner/weekend.webp',
    link: '/coupon',
  },
  {
    kind: 'share',
    title: 'Invite friends, earn coupons',
    description:
      'Share your link. When a friend signs up and completes a first order, you move up a reward step.',
    image: '/api/static/banner/invite.webp',
    link: '/me',
    rules: [
      'Your friend signs up with your link or share code',
      'The invite counts when their first order is Complete',
      'Each reward step can be claimed once',
    ],
    rewards: [
      { invites: 1, title: '{{usd:100}} coupon' },
      { invites: 3, title: '{{usd:300}} coupon' },
      { invites: 5, title: '{{usd:500}} coupon' },
    ],
  },
] satisfies (typeof activities.$inferInsert)[];

/** The demo account's messages, with their age. */
export const MESSAGE_SEED = [
  {
    kind: 'system' as const,
    title: 'Welcome to Gemlane',
    content: 'Your account is ready. Your new-user discount is waiting in Coupons.',
    ageMs: 40 * DAY_MS,
  },
  {
    kind: 'promotion' as const,
    title: 'Weekend bonus',
    content: 'Take 10% off any top-up this weekend with the TENOFF coupon.',
    ageMs: 2 * DAY_MS,
  },
  {
    kind: 'system' as const,
    title: 'Card limits',
    content:
      'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.',
    ageMs: DAY_MS,
  },
];

async function seedCatalog(tx: Tx): Promise<Map<string, number>> {
  const cats = await tx
    .insert(categories)
    .values(CATEGORY_SEED.map((c, i) => ({ code: c.code, name: c.name, sort: i + 1 })))
    .returning();
  const catId = new Map(cats.map((c) => [c.code, c.id]));
  const gameIds = new Map<string, number>();
  for (const [i, g] of GAME_SEED.entries()) {
    const categoryId = catId.get(g.category);
    if (categoryId === undefined) throw new Error(`seed: unknown category ${g.category}`);
    const [row] = await tx
      .insert(games)
      .values({
        configId: configIdOf(i + 1),
        slug: g.slug,
        name: g.name,
        zonePath: g.zonePath,
        categoryId,
        chargeType: g.chargeType,
        hotRank: g.hotRank ?? null,
        isNew: g.isNew ?? false,
        publisher: g.publisher,
        currencyName: g.currencyName,
        description: g.description,
        artFrom: g.colors[0],
        artTo: g.colors[1],
        playerIdPattern: g.playerIdPattern,
        playerIdLabel: g.playerIdLabel ?? 'User ID',
        hasServerId: g.hasServerId ?? false,
        servers: g.servers ?? [],
        sort: i + 1,
      })
      .returning({ id: games.id });
    if (!row) throw new Error('seed: game insert returned nothing');
    gameIds.set(g.zonePath, row.id);
    await tx.insert(gamePackages).values(
      g.packages.map(([name, quantity, bonus, cents, kind, tag, original], sort) => ({
        gameId: row.id,
        name,
        quantity,
        bonus,
        priceUsdCents: cents,
        originalPriceUsdCents: original ?? null,
        kind: kind ?? 'currency',
        tag: tag ?? null,
        sort: sort + 1,
      })),
    );
  }
  for (const [i, b] of BANNER_SEED.entries()) {
    const gameId = b.zonePath ? gameIds.get(b.zonePath) : undefined;
    const [row] = await tx
      .insert(banners)
      .values({
        title: b.title,
        subtitle: b.subtitle,
        image: '',
        link: b.zonePath ? `/gameZone/${b.zonePath}` : (b.link ?? '/home'),
        gameId: gameId ?? null,
        sort: i + 1,
      })
      .returning({ id: banners.id });
    if (row)
      await tx
        .update(banners)
        .set({ image: `/api/static/banner/${row.id}.webp` })
        .where(sql`id = ${row.id}`);
  }
  return gameIds;
}

async function seedContent(tx: Tx, gameIds: Map<string, number>, now: Date): Promise<void> {
  await tx.insert(blogPosts).values(
    BLOG_SEED.map((b) => ({
      slug: b.slug,
      title: b.title,
      summary: b.summary,
      body: b.body,
      cover: `/api/static/blog/${b.slug}.webp`,
      author: b.author,
      tags: b.tags,
      gameId: b.zonePath ? (gameIds.get(b.zonePath) ?? null) : null,
      publishedAt: new Date(now.getTime() - b.daysAgo * DAY_MS),
    })),
  );
  const order = [...new Set(HELP_SEED.map((h) => h.category))];
  await tx.insert(helpArticles).values(
    HELP_SEED.map((h, i) => ({
      categoryCode: h.category,
      categoryTitle: h.categoryTitle,
      categorySort: order.indexOf(h.category) + 1,
      slug: h.slug,
      title: h.title,
      body: h.body,
      sort: i + 1,
    })),
  );
  await seedContentTranslations(tx);
  await tx.insert(shortLinks).values(SHORT_LINK_SEED).onConflictDoNothing();
  await tx.insert(activities).values(ACTIVITY_SEED.map((a) => ({ ...a })));
}

async function seedDemo(tx: Tx, now: Date): Promise<void> {
  const [demo] = await tx
    .insert(users)
    .values({
      uid: DEMO_ACCOUNT.uid,
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      nickname: DEMO_ACCOUNT.nickname,
      avatarUrl: `/api/static/avatar/${DEMO_ACCOUNT.uid}.svg`,
      emailBindStatus: 'valid',
      loginType: 'email',
      shareCode: DEMO_ACCOUNT.shareCode,
      createdAt: new Date(now.getTime() - 40 * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!demo) return;
  await tx.insert(messages).values(
    MESSAGE_SEED.map(({ ageMs, ...m }) => ({
      ...m,
      userId: demo.id,
      createdAt: new Date(now.getTime() - ageMs),
    })),
  );
}

/** Fills an empty database (catalogue, content, activities, rates, demo account, commerce seed). */
export async function seed(db: Db, now = new Date()): Promise<void> {
  await db.transaction((tx) => seedInto(tx, now));
}

async function seedInto(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(exchangeRates)
    .values(
      Object.entries(SEED_RATES).map(([currency, rate]) => ({
        currency,
        rateMicros: Math.round(rate * RATE_SCALE),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const gameIds = await seedCatalog(tx);
  await seedContent(tx, gameIds, now);
  await seedDemo(tx, now);
  await seedCommerce(tx);
}

/**
 * Seeds an empty database; returns whether it did. A database seeded by an older release gets
 * the seed content it lacks (translations of help articles and blog posts) instead.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  // Instances started together on one empty database take turns here: the check and the seed
  // run under one transaction lock, so the second finds the first one's data and adds nothing.
  return db.transaction(async (tx) => {
    await lockKeys(tx, 'gemlane-seed');
    if (await isSeeded(tx)) {
      await seedContentTranslations(tx);
      return false;
    }
    await seedInto(tx, new Date());
    return true;
  });
}
