// Registration and home activities, the invite (share) programme.
import { Hono } from 'hono';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { CURRENCIES, endpoints } from '@gemlane/contract';
import type { Tx } from '../db/client.ts';
import {
  activities,
  activityTriggers,
  games,
  orders,
  shareEvents,
  users,
} from '../db/schema/index.ts';
import type { AppDeps, AppEnv, AuthUser } from '../lib/context.ts';
import { route } from '../lib/endpoint.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { textRenderer, type RendererOf } from '../lib/content-text.ts';
import { moneyIn } from '../services/currency.ts';

type ActivityRow = typeof activities.$inferSelect;
const HOME_KINDS = ['home_popup', 'home_banner'];

const running = (now: Date) =>
  and(
    eq(activities.active, true),
    or(isNull(activities.startsAt), lte(activities.startsAt, now)),
    or(isNull(activities.endsAt), gte(activities.endsAt, now)),
  );

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

async function shareActivityOf(db: Tx, now: Date, id?: number): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.kind, 'share'),
        running(now),
        id === undefined ? undefined : eq(activities.id, id),
      ),
    )
    .orderBy(activities.id)
    .limit(1);
  return row;
}

/** Friends who signed up with the user's code, and whether each completed a first order. */
async function inviteesOf(db: Tx, userId: number) {
  const invited = await db
    .select({ id: users.id, nickname: users.nickname, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.invitedByUserId, userId))
    .orderBy(users.createdAt);
  if (invited.length === 0) return [];
  const done = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(
      and(
        inArray(
          orders.userId,
          invited.map((i) => i.id),
        ),
        eq(orders.status, 'complete'),
      ),
    );
  const qualified = new Set(done.map((d) => d.userId));
  return invited.map((i) => ({
    nickname: i.nickname,
    joinedAt: i.createdAt.toISOString(),
    qualified: qualified.has(i.id),
  }));
}

async function personalised(
  deps: AppDeps,
  a: ActivityRow,
  user: AuthUser | undefined,
  render: RendererOf,
) {
  const me = user
    ? (await deps.db.select().from(users).where(eq(users.id, user.id)).limit(1))[0]
    : undefined;
  const invitees = me ? await inviteesOf(deps.db, me.id) : [];
  const qualified = invitees.filter((i) => i.qualified).length;
  return {
    activity: {
      activityId: a.id,
      title: render.text(a.title),
      description: render.text(a.description),
      rules: a.rules.map((r) => render.text(r)),
      shareCode: me?.shareCode ?? null,
      shareLink: me
        ? `${deps.config.desktopOrigin}/home?${new URLSearchParams({ shareCode: me.shareCode })}`
        : null,
      invitedCount: invitees.length,
      // A step is Claimed once enough invited friends completed a first order (credited automatically).
      rewards: a.rewards.map((r) => ({
        invites: r.invites,
        title: render.text(r.title),
        status: qualified >= r.invites ? ('claimed' as const) : ('unclaimed' as const),
      })),
      endsAt: a.endsAt?.toISOString() ?? null,
    },
    invitees,
  };
}

export function activityRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.registerActivity, async (_input, { deps, currency, locale }) => {
    const now = deps.now();
    const [a] = await deps.db
      .select()
      .from(activities)
      .where(and(eq(activities.kind, 'register'), running(now)))
      .limit(1);
    if (!a || a.discountUsdCents === null) return null;
    const [toMoney, render] = await Promise.all([
      moneyIn(deps.db, currency),
      textRenderer(deps.db, locale, currency),
    ]);
    const discount = toMoney(a.discountUsdCents);
    return {
      activityId: a.id,
      title: render.text(a.title),
      discountAmount: discount.amount,
      currency: discount.currency,
      currencySymbol: CURRENCIES.find((c) => c.value === discount.currency)?.symbol ?? '$',
      minOrderAmount: toMoney(a.minOrderUsdCents ?? 0).amount,
      endsAt: a.endsAt?.toISOString() ?? null,
    };
  });

  route(app, endpoints.homeActivity, async (input, { deps, user, locale, currency }) => {
    const now = deps.now();
    const render = await textRenderer(deps.db, locale, currency);
    const list = await deps.db
      .select()
      .from(activities)
      .where(and(inArray(activities.kind, HOME_KINDS), running(now)))
      .orderBy(activities.id);
    const subject = user ? `u:${user.id}` : input.deviceId ? `d:${input.deviceId}` : undefined;
    const seen = subject
      ? await deps.db
          .select({ id: activityTriggers.activityId })
          .from(activityTriggers)
          .where(and(eq(activityTriggers.subject, subject), eq(activityTriggers.day, dayOf(now))))
      : [];
    const seenIds = new Set(seen.map((s) => s.id));
    return list.map((a) => ({
      activityId: a.id,
      kind: a.kind === 'home_banner' ? ('banner' as const) : ('popup' as const),
      title: render.text(a.title),
      description: render.text(a.description),
      image: a.image,
      link: a.link,
      triggered: seenIds.has(a.id),
    }));
  });

  route(app, endpoints.triggerHomepageActivity, async (input, { deps, user }) => {
    const now = deps.now();
    const subject = user ? `u:${user.id}` : input.deviceId ? `d:${input.deviceId}` : undefined;
    if (!subject) throw badRequest('errors.parameterErrorField', { field: 'deviceId' });
    const [a] = await deps.db
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.id, input.activityId),
          inArray(activities.kind, HOME_KINDS),
          running(now),
        ),
      )
      .limit(1);
    if (!a) throw notFound('catalog.activityNotFound');
    await deps.db
      .insert(activityTriggers)
      .values({ activityId: a.id, subject, day: dayOf(now), createdAt: now })
      .onConflictDoNothing();
    return { activityId: a.id, triggered: true as const };
  });

  route(app, endpoints.getActivity, async (_input, { deps, user, locale, currency }) => {
    const a = await shareActivityOf(deps.db, deps.now());
    if (!a) return null;
    const render = await textRenderer(deps.db, locale, currency);
    return (await personalised(deps, a, user, render)).activity;
  });

  route(app, endpoints.activityDetail, async (input, { deps, user, locale, currency }) => {
    const a = await shareActivityOf(deps.db, deps.now(), input.activityId);
    if (!a) throw notFound('catalog.activityNotFound');
    const render = await textRenderer(deps.db, locale, currency);
    const { activity, invitees } = await personalised(deps, a, user, render);
    return { ...activity, invitees };
  });

  route(app, endpoints.shareReport, async (input, { deps, user }) => {
    if (input.activityId !== undefined) {
      const [a] = await deps.db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.id, input.activityId))
        .limit(1);
      if (!a) throw notFound('catalog.activityNotFound');
    }
    if (input.gameId !== undefined) {
      const [g] = await deps.db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.id, input.gameId))
        .limit(1);
      if (!g) throw notFound('catalog.gameNotFound');
    }
    await deps.db.insert(shareEvents).values({
      activityId: input.activityId ?? null,
      gameId: input.gameId ?? null,
      userId: user?.id ?? null,
      shareCode: input.shareCode?.toUpperCase() ?? null,
      channel: input.channel,
      event: input.event,
      createdAt: deps.now(),
    });
    return null;
  });

  return app;
}
