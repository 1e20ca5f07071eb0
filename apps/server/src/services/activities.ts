// Activities (registration discount, home popups and banners, the invite programme): the queries
// behind routes/activity.ts.
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  activities,
  activityTriggers,
  games,
  orders,
  shareEvents,
  users,
} from '../db/schema/index.ts';

export type ActivityRow = typeof activities.$inferSelect;
export const HOME_KINDS = ['home_popup', 'home_banner'];

const running = (now: Date) =>
  and(
    eq(activities.active, true),
    or(isNull(activities.startsAt), lte(activities.startsAt, now)),
    or(isNull(activities.endsAt), gte(activities.endsAt, now)),
  );

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export async function shareActivityOf(
  db: Tx,
  now: Date,
  id?: number,
): Promise<ActivityRow | undefined> {
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
export async function inviteesOf(db: Tx, userId: number) {
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

/** The user's share code (undefined for an unknown user). */
export async function shareCodeOf(db: Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ shareCode: users.shareCode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.shareCode;
}

export async function registerActivityOf(db: Tx, now: Date): Promise<ActivityRow | undefined> {
  const [a] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.kind, 'register'), running(now)))
    .limit(1);
  return a;
}

/** Running home popups and banners, with the ids `subject` already saw today. */
export async function homeActivitiesFor(db: Tx, now: Date, subject: string | undefined) {
  const list = await db
    .select()
    .from(activities)
    .where(and(inArray(activities.kind, HOME_KINDS), running(now)))
    .orderBy(activities.id);
  const seen = subject
    ? await db
        .select({ id: activityTriggers.activityId })
        .from(activityTriggers)
        .where(and(eq(activityTriggers.subject, subject), eq(activityTriggers.day, dayOf(now))))
    : [];
  return { list, seenIds: new Set(seen.map((s) => s.id)) };
}

/** Records that `subject` saw home activity `id` today; false when no such activity runs. */
export async function triggerHomeActivity(
  db: Tx,
  id: number,
  subject: string,
  now: Date,
): Promise<boolean> {
  const [a] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, id), inArray(activities.kind, HOME_KINDS), running(now)))
    .limit(1);
  if (!a) return false;
  await db
    .insert(activityTriggers)
    .values({ activityId: a.id, subject, day: dayOf(now), createdAt: now })
    .onConflictDoNothing();
  return true;
}

export async function activityExists(db: Tx, id: number): Promise<boolean> {
  const [a] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  return Boolean(a);
}

export async function gameExists(db: Tx, id: number): Promise<boolean> {
  const [g] = await db.select({ id: games.id }).from(games).where(eq(games.id, id)).limit(1);
  return Boolean(g);
}

export async function recordShareEvent(
  db: Tx,
  event: typeof shareEvents.$inferInsert,
): Promise<void> {
  await db.insert(shareEvents).values(event);
}
