// Background jobs of this process: fulfilment of paid orders and the sandbox provider's webhooks.
// main.ts calls `startJobs(deps)`; the answer is a stop function (also reachable as `.stop()`)
// that stops claiming and waits for the jobs in hand.
import type { AppDeps } from '../lib/context.ts';
import { fulfilOrder } from '../services/fulfilment/fulfil.ts';
import type { Publisher } from '../services/fulfilment/publisher.ts';
import { sandboxPublisher } from '../services/fulfilment/sandbox-publisher.ts';
import { FULFIL_JOB, providerOf } from '../services/payments/payments.ts';
import { sendWebhook, WEBHOOK_JOB } from '../services/payments/sandbox.ts';
import { listen } from '../db/listen.ts';
import { JOBS_CHANNEL } from '../services/queue/queue.ts';
import { JobRunner, type JobHandler } from './runner.ts';

export type Transport = (req: Request) => Response | Promise<Response>;

export interface JobOptions {
  /** How the sandbox provider reaches the webhook route (main.ts: this server's own app, in process). */
  transport: Transport;
  publisher?: Publisher;
  workerId?: string;
  pollMs?: number;
  leaseMs?: number;
  concurrency?: number;
  kinds?: string[];
}

export function commerceJobHandlers(deps: AppDeps, opts: JobOptions): Record<string, JobHandler> {
  const { transport } = opts;
  const fulfilDeps = {
    db: deps.db,
    provider: providerOf(deps.config),
    publisher: opts.publisher ?? sandboxPublisher(deps.db, deps.config.sandboxDeliveryMs),
    now: deps.now,
    log: deps.log,
    mailer: deps.mailer,
  };
  return {
    [FULFIL_JOB]: (job) => fulfilOrder(fulfilDeps, String(job.payload.orderId)),
    [WEBHOOK_JOB]: (job) => sendWebhook(deps.config, job.payload, transport, deps.now()),
  };
}

export function createJobRunner(deps: AppDeps, opts: JobOptions): JobRunner {
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

export function startJobs(deps: AppDeps, opts: JobOptions): StopJobs {
  const runner = createJobRunner(deps, opts);
  runner.start();
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
    await runner.stop();
  };
  return Object.assign(stop, { stop });
}
