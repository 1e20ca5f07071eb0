// The console's dashboard: today's (UTC) orders by status and hour, revenue per currency of the
// paid ones, failure and refund rates, and the job queue now. Reads only; the order list's
// created_at index serves the day's range.
import { and, count, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  PAID_STATUSES,
  type AdminDashboard,
  type CurrencyCode,
  type OrderStatus,
} from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { jobs, orders, refunds } from '../../db/schema/index.ts';

const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

export async function dashboardOf(db: Db, now: Date): Promise<AdminDashboard> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = new Date(start.getTime() + 24 * 60 * 60_000);
  const today = and(gte(orders.createdAt, start), lt(orders.createdAt, end));
  const paid = [...PAID_STATUSES];
  const hour = sql<number>`extract(hour from ${orders.createdAt} at time zone 'UTC')::int`;
  const [byStatus, revenue, hourly, [refundsToday], queue] = await Promise.all([
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(today)
      .groupBy(orders.status),
    db
      .select({ currency: orders.currency, amount: sum(orders.total) })
      .from(orders)
      .where(and(today, inArray(orders.status, paid)))
      .groupBy(orders.currency),
    db
      .select({
        hour,
        n: count(),
        paid: sql<number>`count(*) filter (where ${inArray(orders.status, paid)})::int`,
      })
      .from(orders)
      .where(today)
      .groupBy(hour),
    db
      .select({ n: count() })
      .from(refunds)
      .where(and(gte(refunds.createdAt, start), lt(refunds.createdAt, end))),
    db
      .select({
        status: jobs.status,
        n: count(),
        ready: sql<number>`count(*) filter (where ${lte(jobs.runAt, now)})::int`,
      })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running', 'dead']))
      .groupBy(jobs.status),
  ]);
  const counts = new Map(byStatus.map((r) => [r.status as OrderStatus, r.n]));
  const total = byStatus.reduce((a, r) => a + r.n, 0);
  const paidOrders = paid.reduce((a, s) => a + (counts.get(s) ?? 0), 0);
  const q = new Map(queue.map((r) => [r.status, r]));
  const hours = new Map(hourly.map((r) => [Number(r.hour), r]));
  const refundCount = refundsToday?.n ?? 0;
  return {
    day: start.toISOString().slice(0, 10),
    at: now.toISOString(),
    orders: total,
    paidOrders,
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    revenue: revenue
      .map((r) => ({ currency: r.currency as CurrencyCode, amount: Number(r.amount ?? 0) }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    failureRate: rate(counts.get('fail') ?? 0, paidOrders),
    refundRate: rate(refundCount, paidOrders),
    refunds: refundCount,
    queue: {
      queued: q.get('queued')?.n ?? 0,
      ready: q.get('queued')?.ready ?? 0,
      running: q.get('running')?.n ?? 0,
      dead: q.get('dead')?.n ?? 0,
    },
    hourly: Array.from({ length: 24 }, (_, h) => ({
      hour: h,
      orders: hours.get(h)?.n ?? 0,
      paid: Number(hours.get(h)?.paid ?? 0),
    })),
  };
}
