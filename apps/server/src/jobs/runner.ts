// Polls the job table and runs handlers; `stop()` stops claiming and waits for the running jobs.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Logger } from '../lib/log.ts';
import { claimJobs, completeJob, purgeDoneJobs, retryJob, type Job } from './queue.ts';

const PURGE_EVERY_MS = 60 * 60_000;

export type JobHandler = (job: Job) => Promise<void>;

/** Thrown by a handler to be retried with backoff, but not after `notAfter`. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly notAfter?: Date,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

export interface JobRunnerOptions {
  db: Db;
  log: Logger;
  now: () => Date;
  handlers: Record<string, JobHandler>;
  workerId?: string;
  pollMs?: number;
  /** How long a claim lasts; a worker that dies holds its jobs no longer than this. */
  leaseMs?: number;
  batch?: number;
  /** Only these kinds (a worker dedicated to some jobs); default: every kind it has a handler for. */
  kinds?: string[];
}

const runners = new Set<JobRunner>();

/** Wakes this process's runners now (after enqueueing work that should not wait for a poll). */
export function wakeJobRunners(): void {
  for (const runner of runners) runner.wake();
}

export class JobRunner {
  readonly workerId: string;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  private current: Promise<unknown> = Promise.resolve();
  private lastPurge = 0;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;

  constructor(private readonly opts: JobRunnerOptions) {
    this.workerId = opts.workerId ?? `worker-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.pollMs = opts.pollMs ?? 500;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.batch = opts.batch ?? 5;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    runners.add(this);
    this.schedule(0);
  }

  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Stops polling and resolves once the jobs in hand are finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    runners.delete(this);
    if (this.timer) clearTimeout(this.timer);
    await this.current.catch(() => undefined);
  }

  /** Claims one batch and runs it; returns how many jobs ran (tests drive the queue with it). */
  async runOnce(): Promise<number> {
    const { db, log, now, handlers } = this.opts;
    const kinds = this.opts.kinds ?? Object.keys(handlers);
    const claimed = await claimJobs(db, this.workerId, this.batch, this.leaseMs, now(), kinds);
    for (const job of claimed) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job);
        await completeJob(db, job, now());
      } catch (error) {
        const outcome = await retryJob(
          db,
          job,
          error,
          now(),
          error instanceof RetryLater ? error.notAfter : undefined,
        );
        log[outcome === 'dead' ? 'error' : 'warn']('job failed', {
          jobId: job.id,
          kind: job.kind,
          attempt: job.attempts,
          outcome,
          error,
        });
      }
    }
    return claimed.length;
  }

  /** Runs batches until nothing is due. */
  async drain(maxRounds = 50): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i += 1) {
      const n = await this.runOnce();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  /** At most once an hour: delete finished jobs past their retention. */
  private async housekeep(): Promise<void> {
    const now = this.opts.now();
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    const purged = await purgeDoneJobs(this.opts.db, now);
    if (purged) this.opts.log.info('finished jobs purged', { purged });
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = true;
    let ran = 0;
    const work = this.housekeep()
      .then(() => this.runOnce())
      .then(
        (n) => {
          ran = n;
        },
        (error: unknown) => this.opts.log.error('job poll failed', { error }),
      );
    this.current = work;
    await work;
    this.running = false;
    // A full batch means more may be due: go again at once.
    if (!this.stopped) this.schedule(ran >= this.batch ? 0 : this.pollMs);
  }
}
