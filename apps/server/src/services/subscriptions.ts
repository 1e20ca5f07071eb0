// Newsletter subscriptions: the queries behind routes/subscribe.ts. Who owns a subscription is
// decided when the mailed link is used, never by who asked for the link.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema/index.ts';
import type { Mail, Mailer } from './mail.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** The subscriptions of a user: attached to the account, or to the account's e-mail. */
function mine(userId: number, email: string | null): SQL | undefined {
  return email
    ? or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email))
    : eq(newsletterSubscriptions.userId, userId);
}

/** The e-mail of a confirmed subscription of the user, or null. */
export async function subscribedEmailOf(
  db: Tx,
  userId: number,
  email: string | null,
): Promise<string | null> {
  const [sub] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.status, 'subscribed'), mine(userId, email)))
    .limit(1);
  return sub?.email ?? null;
}

/**
 * Keys a pending subscription of `email` to `tokenHash`, owned by nobody yet. A confirmed
 * subscription is left alone (its owner's link keeps working, nobody else re-keys it or attaches it
 * to their account): false then, and no link is to be mailed.
 */
export async function keyPendingSubscription(
  tx: Tx,
  email: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const [existing] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  if (existing?.status === 'subscribed') return false;
  if (existing) {
    await tx
      .update(newsletterSubscriptions)
      .set({ tokenHash, status: 'pending', userId: null, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, existing.id));
  } else {
    await tx.insert(newsletterSubscriptions).values({
      email,
      tokenHash,
      status: 'pending',
      userId: null,
      createdAt: now,
      updatedAt: now,
    });
  }
  return true;
}

export async function subscriptionByTokenHash(
  db: Tx,
  tokenHash: string,
): Promise<SubscriptionRow | undefined> {
  const [sub] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.tokenHash, tokenHash))
    .limit(1);
  return sub;
}

/** Confirms `sub`, owned by `userId` (the link holder) when given, else by its current owner. */
export async function confirmSubscription(
  db: Tx,
  sub: SubscriptionRow,
  userId: number | undefined,
  now: Date,
): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({
      status: 'subscribed',
      confirmedAt: sub.confirmedAt ?? now,
      userId: userId ?? sub.userId ?? null,
      updatedAt: now,
    })
    .where(eq(newsletterSubscriptions.id, sub.id));
}

/** Which confirmed subscriptions a cancel applies to: the token's, or the user's (one e-mail's). */
export type CancelTarget =
  { tokenHash: string } | { userId: number; userEmail: string | null; email?: string | undefined };

/** Cancels the confirmed subscriptions `target` names; false when there was none. */
export async function cancelSubscriptions(
  db: Tx,
  target: CancelTarget,
  now: Date,
): Promise<boolean> {
  let where: SQL | undefined;
  if ('tokenHash' in target) {
    where = eq(newsletterSubscriptions.tokenHash, target.tokenHash);
  } else {
    const own = mine(target.userId, target.userEmail);
    where = target.email ? and(own, eq(newsletterSubscriptions.email, target.email)) : own;
  }
  const done = await db
    .update(newsletterSubscriptions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(where, eq(newsletterSubscriptions.status, 'subscribed')))
    .returning({ id: newsletterSubscriptions.id });
  return done.length > 0;
}

/** Keys a pending subscription and queues its confirmation mail together (none for a confirmed one). */
export async function requestSubscription(
  db: Db,
  mailer: Pick<Mailer, 'enqueue'>,
  request: { email: string; tokenHash: string },
  now: Date,
  mail: Mail,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (await keyPendingSubscription(tx, request.email, request.tokenHash, now))
      await mailer.enqueue(mail, tx);
  });
}
