// Newsletter: send a confirmation link, confirm, cancel, current user's detail.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { endpoints } from '@gemlane/contract';
import type { AppEnv } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { subscribeMail } from '../services/mail-templates.ts';
import { hitAll } from '../services/rate-limit.ts';
import { sha256 } from '../services/sessions.ts';
import {
  cancelSubscriptions,
  confirmSubscription,
  requestSubscription,
  subscribedEmailOf,
  subscriptionByTokenHash,
  type CancelTarget,
} from '../services/subscriptions.ts';
import { userById } from '../services/users.ts';

/** A confirmation link works for 7 days after it was sent. */
export const SUBSCRIBE_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export function subscribeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.getCurrUserDetail, async (_input, { deps, user }) => {
    if (!user) return { email: null };
    const row = await userById(deps.db, user.id);
    return { email: await subscribedEmailOf(deps.db, user.id, row?.email ?? null) };
  });

  route(app, endpoints.sendSubscribeEmail, async (input, ctx) => {
    const { deps, locale } = ctx;
    const now = deps.now();
    await hitAll(deps.db, now, [
      [`subscribe:ip:${ctx.ip}`, deps.config.limits.subscribePerIp],
      [`subscribe:${input.email}`, deps.config.limits.subscribePerEmail],
    ]);
    const token = randomBytes(24).toString('base64url');
    // A confirmed subscription is left alone: its owner's link keeps working and nobody else
    // gets to re-key it or attach it to their account. The answer is the same either way.
    // Who owns the subscription is decided when the mailed link is used (confirmSubscribe),
    // never by who asked for the link.
    const link = `${deps.config.desktopOrigin}/home?${new URLSearchParams({ subscribeToken: token, email: input.email })}`;
    await requestSubscription(
      deps.db,
      deps.mailer,
      { email: input.email, tokenHash: sha256(token) },
      now,
      subscribeMail(locale, input.email, link),
    );
    ctx.message('subscribe.sent');
    return null;
  });

  route(app, endpoints.confirmSubscribe, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    const sub = await subscriptionByTokenHash(deps.db, sha256(input.token));
    const fresh =
      sub &&
      (sub.status === 'subscribed' ||
        now.getTime() - sub.updatedAt.getTime() < SUBSCRIBE_LINK_TTL_MS);
    if (
      !sub ||
      !fresh ||
      sub.status === 'cancelled' ||
      (input.email !== undefined && input.email !== sub.email)
    )
      throw badRequest('subscribe.invalidToken');
    // The link holder owns it: the signed-in user who confirms is the one the mail reached.
    await confirmSubscription(deps.db, sub, user?.id, now);
    ctx.message('subscribe.confirmed');
    return { email: sub.email };
  });

  route(app, endpoints.cancelSubscribe, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    let target: CancelTarget;
    if (input.token) {
      target = { tokenHash: sha256(input.token) };
    } else if (user) {
      const row = await userById(deps.db, user.id);
      target = { userId: user.id, userEmail: row?.email ?? null, email: input.email };
    } else {
      // A visitor proves the subscription with its token; an e-mail alone could cancel anyone's.
      throw badRequest('subscribe.invalidToken');
    }
    if (!(await cancelSubscriptions(deps.db, target, now)))
      throw notFound('subscribe.notSubscribed');
    ctx.message('subscribe.cancelled');
    return null;
  });

  return app;
}
