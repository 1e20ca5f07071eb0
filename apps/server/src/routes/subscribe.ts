// Newsletter: send a confirmation link, confirm, cancel, current user's detail.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { and, eq, or } from 'drizzle-orm';
import { endpoints } from '@gemlane/contract';
import { newsletterSubscriptions } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { subscribeMail } from '../services/mail-templates.ts';
import { hitAll } from '../services/rate-limit.ts';
import { sha256 } from '../services/sessions.ts';
import { userById } from '../services/users.ts';

/** A confirmation link works for 7 days after it was sent. */
export const SUBSCRIBE_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export function subscribeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.getCurrUserDetail, async (_input, { deps, user }) => {
    if (!user) return { email: null };
    const row = await userById(deps.db, user.id);
    const [sub] = await deps.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.status, 'subscribed'),
          row?.email
            ? or(
                eq(newsletterSubscriptions.userId, user.id),
                eq(newsletterSubscriptions.email, row.email),
              )
            : eq(newsletterSubscriptions.userId, user.id),
        ),
      )
      .limit(1);
    return { email: sub?.email ?? null };
  });

  route(app, endpoints.sendSubscribeEmail, async (input, ctx) => {
    const { deps, locale } = ctx;
    const now = deps.now();
    await hitAll(deps.db, now, [
      [`subscribe:ip:${ctx.ip}`, deps.config.limits.subscribePerIp],
      [`subscribe:${input.email}`, deps.config.limits.subscribePerEmail],
    ]);
    const token = randomBytes(24).toString('base64url');
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, input.email))
        .limit(1);
      // A confirmed subscription is left alone: its owner's link keeps working and nobody else
      // gets to re-key it or attach it to their account. The answer is the same either way.
      if (existing?.status === 'subscribed') return;
      // Who owns the subscription is decided when the mailed link is used (confirmSubscribe),
      // never by who asked for the link.
      if (existing) {
        await tx
          .update(newsletterSubscriptions)
          .set({ tokenHash: sha256(token), status: 'pending', userId: null, updatedAt: now })
          .where(eq(newsletterSubscriptions.id, existing.id));
      } else {
        await tx.insert(newsletterSubscriptions).values({
          email: input.email,
          tokenHash: sha256(token),
          status: 'pending',
          userId: null,
          createdAt: now,
          updatedAt: now,
        });
      }
      const link = `${deps.config.desktopOrigin}/home?${new URLSearchParams({ subscribeToken: token, email: input.email })}`;
      await deps.mailer.enqueue(subscribeMail(locale, input.email, link), tx);
    });
    ctx.message('subscribe.sent');
    return null;
  });

  route(app, endpoints.confirmSubscribe, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    const [sub] = await deps.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.tokenHash, sha256(input.token)))
      .limit(1);
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
    await deps.db
      .update(newsletterSubscriptions)
      .set({
        status: 'subscribed',
        confirmedAt: sub.confirmedAt ?? now,
        // The link holder owns it: the signed-in user who confirms is the one the mail reached.
        userId: user?.id ?? sub.userId ?? null,
        updatedAt: now,
      })
      .where(eq(newsletterSubscriptions.id, sub.id));
    ctx.message('subscribe.confirmed');
    return { email: sub.email };
  });

  route(app, endpoints.cancelSubscribe, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    let where;
    if (input.token) {
      where = eq(newsletterSubscriptions.tokenHash, sha256(input.token));
    } else if (user) {
      const row = await userById(deps.db, user.id);
      const mine = row?.email
        ? or(
            eq(newsletterSubscriptions.userId, user.id),
            eq(newsletterSubscriptions.email, row.email),
          )
        : eq(newsletterSubscriptions.userId, user.id);
      where = input.email ? and(mine, eq(newsletterSubscriptions.email, input.email)) : mine;
    } else {
      // A visitor proves the subscription with its token; an e-mail alone could cancel anyone's.
      throw badRequest('subscribe.invalidToken');
    }
    const done = await deps.db
      .update(newsletterSubscriptions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(where, eq(newsletterSubscriptions.status, 'subscribed')))
      .returning({ id: newsletterSubscriptions.id });
    if (done.length === 0) throw notFound('subscribe.notSubscribed');
    ctx.message('subscribe.cancelled');
    return null;
  });

  return app;
}
