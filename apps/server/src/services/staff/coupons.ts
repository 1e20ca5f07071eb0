// Coupons as the console manages them: the templates with how many were handed out and used (and
// by which orders), creating one claimable by its code, and disabling one. A disabled template is
// neither claimed (claimCouponByCode, receiveCoupon read active ones only) nor applied to an order
// (lockHeldCoupon answers no coupon for it, so the order is told the coupon is not available).
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AdminCoupon, adminCouponCreate } from '@gemlane/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { couponTemplates, userCoupons } from '../../db/schema/index.ts';

type TemplateRow = typeof couponTemplates.$inferSelect;

/** Orders listed per coupon. */
const ORDERS_SHOWN = 20;

async function withUse(db: Tx, rows: TemplateRow[]): Promise<AdminCoupon[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({
      templateId: userCoupons.templateId,
      claimed: sql<number>`count(*)`.mapWith(Number),
      used: sql<number>`count(*) filter (where ${userCoupons.usedAt} is not null)`.mapWith(Number),
    })
    .from(userCoupons)
    .where(inArray(userCoupons.templateId, ids))
    .groupBy(userCoupons.templateId);
  // The newest uses of each template, at most ORDERS_SHOWN each (one read per template).
  const uses = await Promise.all(
    rows.map((t) =>
      db
        .select({ orderId: userCoupons.orderId, usedAt: userCoupons.usedAt })
        .from(userCoupons)
        .where(and(eq(userCoupons.templateId, t.id), isNotNull(userCoupons.orderId)))
        .orderBy(desc(userCoupons.usedAt), desc(userCoupons.id))
        .limit(ORDERS_SHOWN),
    ),
  );
  return rows.map((t, i) => {
    const c = counts.find((x) => x.templateId === t.id);
    return {
      templateId: t.id,
      code: t.code,
      name: t.name,
      kind: t.kind,
      offAmountUsd: t.offAmountUsd,
      offPercent: t.offPercent,
      minimumOrderUsd: t.minimumOrderUsd,
      capUsd: t.capUsd,
      validDays: t.validDays,
      totalQuantity: t.totalQuantity,
      onHome: t.onHome,
      forNewUsers: t.forNewUsers,
      active: t.active,
      createdAt: t.createdAt.toISOString(),
      claimed: c?.claimed ?? 0,
      used: c?.used ?? 0,
      orders: uses[i]!.map((u) => ({
        orderId: u.orderId!,
        usedAt: (u.usedAt ?? t.createdAt).toISOString(),
      })),
    };
  });
}

export async function listStaffCoupons(db: Tx): Promise<AdminCoupon[]> {
  const rows = await db
    .select()
    .from(couponTemplates)
    .orderBy(desc(couponTemplates.active), asc(couponTemplates.id));
  return withUse(db, rows);
}

export async function couponById(db: Tx, id: number): Promise<AdminCoupon | undefined> {
  const rows = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
  return (await withUse(db, rows))[0];
}

/** Creates a coupon; undefined when its code is taken (codes are unique, case aside). */
export async function createStaffCoupon(
  tx: Tx,
  input: z.output<typeof adminCouponCreate>,
  now: Date,
): Promise<AdminCoupon | undefined> {
  const [taken] = await tx
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(sql`upper(${couponTemplates.code}) = ${input.code}`);
  if (taken) return undefined;
  const [row] = await tx
    .insert(couponTemplates)
    .values({
      code: input.code,
      name: input.name,
      kind: input.kind,
      offAmountUsd: input.kind === 'amount' ? (input.offAmountUsd ?? null) : null,
      offPercent: input.kind === 'percent' ? (input.offPercent ?? null) : null,
      capUsd: input.kind === 'percent' ? (input.capUsd ?? null) : null,
      minimumOrderUsd: input.minimumOrderUsd,
      validDays: input.validDays,
      totalQuantity: input.totalQuantity ?? null,
      onHome: input.onHome,
      forNewUsers: false,
      active: true,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ? (await withUse(tx, [row]))[0] : undefined;
}

export async function setCouponActive(tx: Tx, id: number, active: boolean) {
  await tx.update(couponTemplates).set({ active }).where(eq(couponTemplates.id, id));
}
