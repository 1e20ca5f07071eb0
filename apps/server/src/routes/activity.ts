// Registration and home activities, the invite (share) programme.
import { Hono } from 'hono';
import { CURRENCIES, endpoints } from '@gemlane/contract';
import type { AppDeps, AppEnv, AuthUser } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import {
  activityExists,
  gameExists,
  homeActivitiesFor,
  inviteesOf,
  recordShareEvent,
  registerActivityOf,
  shareActivityOf,
  shareCodeOf,
  triggerHomeActivity,
  type ActivityRow,
} from '../services/activities.ts';
import { textRenderer, type RendererOf } from '../services/content-text.ts';
import { moneyIn } from '../services/currency.ts';
import { hitAll, type Limit } from '../services/rate-limit.ts';

async function personalised(
  deps: AppDeps,
  a: ActivityRow,
  user: AuthUser | undefined,
  render: RendererOf,
) {
  const shareCode = user ? await shareCodeOf(deps.db, user.id) : undefined;
  const me = user && shareCode !== undefined ? { id: user.id, shareCode } : undefined;
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
    const a = await registerActivityOf(deps.db, now);
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
    const subject = user ? `u:${user.id}` : input.deviceId ? `d:${input.deviceId}` : undefined;
    const { list, seenIds } = await homeActivitiesFor(deps.db, now, subject);
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

  /**
   * The limits of a call that adds a row per request: per client address, and per user when signed
   * in (a 429 with Retry-After beyond either; nothing is written then).
   */
  const limitWrites = (
    deps: AppDeps,
    name: string,
    ip: string,
    user: AuthUser | undefined,
    perIp: Limit,
    perUser: Limit,
  ) =>
    hitAll(deps.db, deps.now(), [
      [`${name}:ip:${ip}`, perIp],
      ...(user ? [[`${name}:user:${user.id}`, perUser] as [string, Limit]] : []),
    ]);

  route(app, endpoints.triggerHomepageActivity, async (input, { deps, user, ip }) => {
    const { limits } = deps.config;
    await limitWrites(
      deps,
      'home-activity',
      ip,
      user,
      limits.homeActivityPerIp,
      limits.homeActivityPerUser,
    );
    const now = deps.now();
    const subject = user ? `u:${user.id}` : input.deviceId ? `d:${input.deviceId}` : undefined;
    if (!subject) throw badRequest('errors.parameterErrorField', { field: 'deviceId' });
    if (!(await triggerHomeActivity(deps.db, input.activityId, subject, now)))
      throw notFound('catalog.activityNotFound');
    return { activityId: input.activityId, triggered: true as const };
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

  route(app, endpoints.shareReport, async (input, { deps, user, ip }) => {
    const { limits } = deps.config;
    await limitWrites(
      deps,
      'share-report',
      ip,
      user,
      limits.shareReportPerIp,
      limits.shareReportPerUser,
    );
    if (input.activityId !== undefined) {
      if (!(await activityExists(deps.db, input.activityId)))
        throw notFound('catalog.activityNotFound');
    }
    if (input.gameId !== undefined) {
      if (!(await gameExists(deps.db, input.gameId))) throw notFound('catalog.gameNotFound');
    }
    await recordShareEvent(deps.db, {
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
