// The user's coupons: tabs, counts, the home list, receiving, and the coupon an order names.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  canPay,
  type Coupon,
  type CouponStatus,
  type CouponTemplate,
  type OrderStatus,
} from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import { couponTemplates, orderItems, orders, userCoupons } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Converter } from '../pricing/convert.ts';
import { couponStatusOf, type CouponTerms, type HeldCoupon } from './rules.ts';

type TemplateRow = typeof couponTemplates.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

/** A template's terms (held in US cents) in the order currency. */
export function termsIn(t: TemplateRow, cx: Converter): CouponTerms {
  return {
    kind: t.kind,
    offAmount: t.offAmountUsd === null ? null : cx.fromUsd(t.offAmountUsd),
    offPercent: t.offPercent,
    minimumOrder: cx.fromUsd(t.minimumOrderUsd),
    cap: t.capUsd === null ? null : cx.fromUsd(t.capUsd),
  };
}

function termsOut(t: TemplateRow, cx: Converter) {
  const terms = termsIn(t, cx);
  return {
    name: t.name,
    kind: t.kind,
    offAmount: terms.offAmount === null ? null : cx.money(terms.offAmount),
    offPercent: terms.offPercent,
    minimumOrder: cx.money(terms.minimumOrder),
    cap: terms.cap === null ? null : cx.money(terms.cap),
    currency: cx.currency,
  };
}

function toCoupon(row: UserCouponRow, t: TemplateRow, cx: Converter, now: Date): Coupon {
  return {
    id: row.id,
    ...termsOut(t, cx),
    validUntil: row.validUntil.toISOString(),
    status: couponStatusOf(row, now, !t.active),
    orderId: row.orderId,
  };
}

/**
 * The order of `userId`'s attempt `attemptKey` while it can still be paid: the coupon it holds
 * stays the attempt's to use (Back from the checkout resumes that order, coupon included), so the
 * coupon list and the quote of that attempt count it as available. Given `cart`, only when the
 * cart and method are the order's: another cart is another attempt, which the coupon is not for.
 */
export async function attemptOrderId(
  db: Tx,
  userId: number | undefined,
  attemptKey: string | undefined,
  cart?: { items: readonly { packageId: number; quantity: number }[]; payMethod: string },
): Promise<string | undefined> {
  if (userId === undefined || attemptKey === undefined) return undefined;
  const [row] = await db
    .select({ id: orders.id, status: orders.status, payMethod: orders.payMethod })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, attemptKey)));
  if (!row || !canPay(row.status as OrderStatus)) return undefined;
  if (!cart) return row.id;
  if (row.payMethod !== cart.payMethod) return undefined;
  const lines = await db
    .select({ packageId: orderItems.packageId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  const text = (l: readonly { packageId: number; quantity: number }[]) =>
    l.map((i) => `${i.packageId}x${i.quantity}`).join(',');
  return text(lines) === text(cart.items) ? row.id : undefined;
}

/** The row as the attempt whose unpaid order is `heldBy` sees it: its own hold is no use. */
const freedFor = (row: UserCouponRow, heldBy: string | undefined): UserCouponRow =>
  heldBy !== undefined && row.orderId === heldBy ? { ...row, usedAt: null, orderId: null } : row;

/** A coupon the store withdrew (its template disabled) is no longer available: it counts as expired. */
const withdrawn = eq(couponTemplates.active, false);

/** Which of a user's coupons (joined to their templates) are in `status` at `now`. */
const statusWhere = (status: CouponStatus, now: Date, heldBy?: string): SQL | undefined =>
  status === 'used'
    ? isNotNull(userCoupons.usedAt)
    : status === 'expired'
      ? and(isNull(userCoupons.usedAt), or(lte(userCoupons.validUntil, now), withdrawn))
      : and(
          heldBy === undefined
            ? isNull(userCoupons.usedAt)
            : or(isNull(userCoupons.usedAt), eq(userCoupons.orderId, heldBy)),
          gt(userCoupons.validUntil, now),
          eq(couponTemplates.active, true),
        );

export async function listCoupons(
  db: Tx,
  userId: number,
  q: { status: CouponStatus; page: number; pageSize: number; attemptKey?: string | undefined },
  cx: Converter,
  now: Date,
) {
  // Only the Available tab lends the attempt its held coupon; Used still shows it as used.
  const heldBy =
    q.status === 'available' ? await attemptOrderId(db, userId, q.attemptKey) : undefined;
  const where = and(eq(userCoupons.userId, userId), statusWhere(q.status, now, heldBy));
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(where);
  const rows = await db
    .select()
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(where)
    .orderBy(
      q.status === 'available' ? asc(userCoupons.validUntil) : desc(userCoupons.validUntil),
      asc(userCoupons.id),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => toCoupon(freedFor(r.user_coupons, heldBy), r.coupon_templates, cx, now)),
    total: n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function countCoupons(db: Tx, userId: number, now: Date) {
  const [row] = await db
    .select({
      available: sql<number>`count(*) filter (where ${statusWhere('available', now)})`.mapWith(
        Number,
      ),
      used: sql<number>`count(*) filter (where ${statusWhere('used', now)})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${statusWhere('expired', now)})`.mapWith(Number),
    })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(eq(userCoupons.userId, userId));
  return { available: row?.available ?? 0, used: row?.used ?? 0, expired: row?.expired ?? 0 };
}

export async function homeCoupons(
  db: Tx,
  userId: number | undefined,
  cx: Converter,
): Promise<CouponTemplate[]> {
  const templates = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.active, true), eq(couponTemplates.onHome, true)))
    .orderBy(asc(couponTemplates.id));
  const held = userId
    ? new Set(
        (
          await db
            .select({ templateId: userCoupons.templateId })
            .from(userCoupons)
            .where(eq(userCoupons.userId, userId))
        ).map((r) => r.templateId),
      )
    : new Set<number>();
  return templates.map((t) => ({
    templateId: t.id,
    ...termsOut(t, cx),
    validDays: t.validDays,
    received: held.has(t.id),
    remaining: t.totalQuantity === null ? null : Math.max(0, t.totalQuantity - t.issued),
  }));
}

/** Hands one coupon of a template to the user: once per user and template, while stock lasts. */
async function issue(
  tx: Tx,
  userId: number,
  t: TemplateRow,
  now: Date,
): Promise<UserCouponRow | undefined> {
  const taken = await tx
    .update(couponTemplates)
    .set({ issued: sql`${couponTemplates.issued} + 1` })
    .where(
      and(
        eq(couponTemplates.id, t.id),
        sql`(${couponTemplates.totalQuantity} is null or ${couponTemplates.issued} < ${couponTemplates.totalQuantity})`,
      ),
    )
    .returning({ id: couponTemplates.id });
  if (taken.length === 0) return undefined;
  const [row] = await tx
    .insert(userCoupons)
    .values({
      userId,
      templateId: t.id,
      validUntil: new Date(now.getTime() + t.validDays * DAY_MS),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Receives a home coupon, once per user and template (the template row locked while counting). */
export async function receiveCoupon(
  db: Db,
  userId: number,
  templateId: number,
  cx: Converter,
  now: Date,
): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(couponTemplates)
      .where(
        and(
          eq(couponTemplates.id, templateId),
          eq(couponTemplates.active, true),
          eq(couponTemplates.onHome, true),
        ),
      )
      .for('update');
    if (!t) throw notFound('commerce.couponNotAvailable');
    // Once per user and template; receiving again answers the coupon already held (idempotent).
    const already = await heldCoupon(tx, userId, t.id);
    if (already) return toCoupon(already, t, cx, now);
    return issueOnce(tx, userId, t, cx, now);
  });
}

/** The user's coupon of a template, if they hold one (used or not). */
async function heldCoupon(tx: Tx, userId: number, templateId: number) {
  const [row] = await tx
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.templateId, templateId)));
  return row;
}

/** Issues the template's coupon (its row locked by the caller), or says none is left. */
async function issueOnce(
  tx: Tx,
  userId: number,
  t: TemplateRow,
  cx: Converter,
  now: Date,
): Promise<Coupon> {
  const row = await issue(tx, userId, t, now);
  if (!row) throw conflict('commerce.couponsGone');
  return toCoupon(row, t, cx, now);
}

/**
 * Claims the coupon a typed code names: the template's code (active, not the sign-up gift, which
 * only new accounts get), once per user. A code the user already holds answers that coupon while it
 * is available, and says why not when it was used or has expired.
 */
export async function claimCouponByCode(
  db: Db,
  userId: number,
  code: string,
  cx: Converter,
  now: Date,
): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(couponTemplates)
      .where(
        and(
          sql`upper(${couponTemplates.code}) = ${code.trim().toUpperCase()}`,
          eq(couponTemplates.active, true),
        ),
      )
      .for('update');
    const already = t ? await heldCoupon(tx, userId, t.id) : undefined;
    if (!t || (t.forNewUsers && !already)) throw notFound('commerce.couponCodeUnknown');
    if (already) {
      const status = couponStatusOf(already, now);
      if (status === 'used') throw conflict('commerce.couponUsed');
      if (status === 'expired') throw conflict('commerce.couponExpired');
      return toCoupon(already, t, cx, now);
    }
    return issueOnce(tx, userId, t, cx, now);
  });
}

/**
 * Sign-up gift: the coupons of the templates marked for new users. The account service calls it
 * once when an account is created.
 */
export async function grantNewUserCoupons(tx: Tx, userId: number, now: Date): Promise<number> {
  const templates = await tx
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.active, true), eq(couponTemplates.forNewUsers, true)));
  let granted = 0;
  for (const t of templates) if (await issue(tx, userId, t, now)) granted += 1;
  return granted;
}

/** A coupon an order names, read once: its terms in whichever currency the order is priced in. */
export type HeldCouponIn = (cx: Converter) => HeldCoupon;

/**
 * The coupon an order names, read once and locked when `lock` (so two orders cannot both use it);
 * the answer gives its terms in any currency without reading the row again. None when its
 * template is disabled.
 */
export async function lockHeldCoupon(
  tx: Tx,
  couponId: number,
  lock = true,
  /** The unpaid order of the attempt asking: a hold of its own does not count as used. */
  heldBy?: string,
): Promise<HeldCouponIn | undefined> {
  const query = tx
    .select()
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(eq(userCoupons.id, couponId));
  const [row] = lock ? await query.for('update', { of: userCoupons }) : await query;
  // A coupon staff disabled is no longer applied: the order is told it is not available.
  if (!row || !row.coupon_templates.active) return undefined;
  const c = freedFor(row.user_coupons, heldBy);
  return (cx) => ({
    id: c.id,
    userId: c.userId,
    validUntil: c.validUntil,
    usedAt: c.usedAt,
    ...termsIn(row.coupon_templates, cx),
  });
}

export async function markCouponUsed(
  tx: Tx,
  couponId: number,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const done = await tx
    .update(userCoupons)
    .set({ usedAt: now, orderId })
    .where(and(eq(userCoupons.id, couponId), isNull(userCoupons.usedAt)))
    .returning({ id: userCoupons.id });
  return done.length > 0;
}

/** A cancelled or refunded order gives its coupon back (it keeps its own expiry). */
export async function releaseCoupon(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(userCoupons)
    .set({ usedAt: null, orderId: null })
    .where(eq(userCoupons.orderId, orderId));
}
