// The metrics read from the database when Prometheus scrapes: jobs by kind and state and the age
// of the oldest ready job, the webhook lag, refunds by reason and state. Registered once on the
// process registry; each scrape asks the database of the app being scraped.
import { and, asc, count, eq, lte } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Db } from '../db/client.ts';
import { jobs, payments, refunds } from '../db/schema/index.ts';
import { registry } from '../lib/metrics.ts';
import {
  DEADLINE_PASSED,
  PAID_AFTER_CANCEL,
  PAID_TWICE,
  REJECTED_AT_DELIVERY,
  ROLE_NOT_FOUND,
  STAFF_REFUND,
} from './orders/timeline-notes.ts';

/** Refund reasons as a short, bounded label (a provider's free text is `other`). */
const REASON_LABELS = new Map<string, string>([
  [DEADLINE_PASSED, 'deadline_passed'],
  [ROLE_NOT_FOUND, 'player_unknown'],
  [REJECTED_AT_DELIVERY, 'rejected_at_delivery'],
  [PAID_AFTER_CANCEL, 'paid_after_cancel'],
  [PAID_TWICE, 'paid_twice'],
  [STAFF_REFUND, 'staff'],
]);
export const refundReasonLabel = (reason: string): string =>
  REASON_LABELS.get(reason) ?? (reason.startsWith('Card rule') ? 'card_rule' : 'other');

const ageSeconds = (since: Date | undefined, now: Date) =>
  since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0;

const jobsGauge = new Gauge({
  name: 'gemlane_jobs',
  help: 'Jobs in the queue, by kind and state (queued, running, done, dead)',
  labelNames: ['kind', 'state'] as const,
  registers: [registry],
});
const oldestReady = new Gauge({
  name: 'gemlane_job_oldest_ready_age_seconds',
  help: 'How long the oldest due job has waited to run (0 when none is due)',
  registers: [registry],
});
const webhookLag = new Gauge({
  name: 'gemlane_webhook_lag_seconds',
  help: "Age of the oldest submitted payment still waiting for the provider's event (0 when none)",
  registers: [registry],
});
const refundsGauge = new Gauge({
  name: 'gemlane_refunds',
  help: 'Refunds recorded, by reason and state (pending, succeeded, failed)',
  labelNames: ['reason', 'state'] as const,
  registers: [registry],
});
const failedRefunds = new Gauge({
  name: 'gemlane_refunds_failed',
  help: 'Refunds the provider refused or never answered (support follows them up)',
  registers: [registry],
});

/** Reads the database figures into the gauges; call before rendering a scrape. */
export async function collectDbMetrics(db: Db, now: Date): Promise<void> {
  const [byKind, [ready], [waiting], byReason] = await Promise.all([
    db
      .select({ kind: jobs.kind, state: jobs.status, n: count() })
      .from(jobs)
      .groupBy(jobs.kind, jobs.status),
    db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)))
      .orderBy(asc(jobs.runAt))
      .limit(1),
    db
      .select({ since: payments.updatedAt })
      .from(payments)
      .where(eq(payments.status, 'pending'))
      .orderBy(asc(payments.updatedAt))
      .limit(1),
    db
      .select({ reason: refunds.reason, state: refunds.status, n: count() })
      .from(refunds)
      .groupBy(refunds.reason, refunds.status),
  ]);
  jobsGauge.reset();
  for (const r of byKind) jobsGauge.set({ kind: r.kind, state: r.state }, r.n);
  oldestReady.set(ageSeconds(ready?.runAt, now));
  webhookLag.set(ageSeconds(waiting?.since, now));
  refundsGauge.reset();
  let failed = 0;
  const sums = new Map<string, number>();
  for (const r of byReason) {
    const key = `${refundReasonLabel(r.reason)}\u0000${r.state}`;
    sums.set(key, (sums.get(key) ?? 0) + r.n);
    if (r.state === 'failed') failed += r.n;
  }
  for (const [key, n] of sums) {
    const [reason, state] = key.split('\u0000') as [string, string];
    refundsGauge.set({ reason, state }, n);
  }
  failedRefunds.set(failed);
}

/** The whole scrape in the Prometheus text format. */
export async function renderMetrics(db: Db, now: Date): Promise<{ text: string; type: string }> {
  await collectDbMetrics(db, now);
  return { text: await registry.metrics(), type: registry.contentType };
}
