// Background jobs of this process: fulfilment of paid orders, refunds asked of the payment
// provider, and the periodic reconciliation of payment attempts whose event never came.
// main.ts calls `startJobs(deps)`; the answer is a stop function (also reachable as `.stop()`)
// that stops claiming and waits for the jobs in hand.
import type { AppDeps } from '../lib/context.ts';
import { fulfilOrder } from '../services/fulfilment/fulfil.ts';
import type { ToDeliver } from '../services/fulfilment/to-deliver.ts';
import type { Publisher } from '../services/fulfilment/publisher.ts';
import { deliveringPublisher } from '../services/fulfilment/sandbox-publisher.ts';
import { paymentDepsOf } from '../services/payments/deps.ts';
import {
  FULFIL_JOB,
  reconcilePayments,
  REFUND_JOB,
  runRefund,
} from '../services/payments/payments.ts';
import type { PaymentProvider } from '../services/payments/provider.ts';
import { listen } from '../db/listen.ts';
import { JOBS_CHANNEL, type HeldJob } from '../services/queue/queue.ts';
import { JobRunner, type JobHandler } from './runner.ts';

export interface JobOptions {
  publisher?: Publisher;
  /** The payment provider (default: the configured one); tests pass a faulty one. */
  provider?: PaymentProvider;
  workerId?: string;
  pollMs?: number;
  leaseMs?: number;
  concurrency?: number;
  kinds?: string[];
}

export function commerceJobHandlers(
  deps: AppDeps,
  opts: JobOptions = {},
): Record<string, JobHandler> {
  const payDeps = paymentDepsOf(deps, opts);
  const fulfilDeps = {
    db: deps.db,
    publisher: opts.publisher ?? deliveringPublisher(deps.db, deps.config.sandboxDeliveryMs),
    now: deps.now,
    log: deps.log,
    mailer: deps.mailer,
  };
  return {
    [FULFIL_JOB]: (job: HeldJob) =>
      fulfilOrder(fulfilDeps, String(job.payload.orderId), job.known as ToDeliver | undefined),
    [REFUND_JOB]: (job) => runRefund(payDeps, job),
  };
}

/** How often the attempts are looked at: a fifth of PAYMENT_RECONCILE_AFTER_S, 1 s to 60 s. */
export const reconcileEveryMs = (config: AppDeps['config']) =>
  Math.min(60_000, Math.max(1_000, Math.floor(config.payments.reconcileAfterMs / 5)));

/** Runs reconciliation now and then until stopped; every instance may (settling is once). */
export function startReconciler(deps: AppDeps, opts: Pick<JobOptions, 'provider'> = {}) {
  const payDeps = paymentDepsOf(deps, opts);
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => reconcilePayments(payDeps))
      .then(
        (settled) => {
          if (settled) payDeps.log.info('payments reconciled', { settled });
        },
        (error: unknown) => payDeps.log.error('reconciliation failed', { error }),
      );
  }, reconcileEveryMs(deps.config));
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export function createJobRunner(deps: AppDeps, opts: JobOptions = {}): JobRunner {
  return new JobRunner({
    db: deps.db,
    log: deps.log.child({ component: 'jobs' }),
    now: deps.now,
    handlers: commerceJobHandlers(deps, opts),
    ...(opts.workerId ? { workerId: opts.workerId } : {}),
    ...(opts.pollMs ? { pollMs: opts.pollMs } : {}),
    ...(opts.leaseMs ? { leaseMs: opts.leaseMs } : {}),
    ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
    ...(opts.kinds ? { kinds: opts.kinds } : {}),
  });
}

export type StopJobs = (() => Promise<void>) & { stop: () => Promise<void> };

export function startJobs(deps: AppDeps, opts: JobOptions = {}): StopJobs {
  const runner = createJobRunner(deps, opts);
  runner.start();
  const stopReconciler = startReconciler(deps, opts);
  // On PostgreSQL another instance's enqueue wakes this one at once (NOTIFY at its commit).
  const listening = deps.config.databaseUrl
    ? listen(deps.config.databaseUrl, JOBS_CHANNEL, () => runner.wake(), deps.log).catch(
        (error: unknown) => {
          deps.log.warn('job notifications unavailable; polling only', { error });
          return async () => undefined;
        },
      )
    : Promise.resolve(async () => undefined);
  const stop = async () => {
    await (
      await listening
    )();
    await stopReconciler();
    await runner.stop();
  };
  return Object.assign(stop, { stop });
}
