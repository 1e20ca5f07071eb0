// Runs the job table's jobs in this process: up to `concurrency` at a time. A due job this process
// enqueues while a slot is free is inserted already claimed by this runner and starts when its
// transaction commits (no claim); the rest are claimed as soon as they are enqueued (an in-process
// wake after the enqueueing transaction commits, and the NOTIFY of another instance's enqueue),
// with a slow poll only for what nobody announces (retries coming due, leases of a dead process
// running out). While a job runs, a heartbeat renews its short lease, so a process killed with its
// jobs in hand holds them for at most the lease (5 s), not minutes.
// `stop()` stops claiming and waits for the jobs in hand.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Logger } from '../lib/log.ts';
import {
  claimJobs,
  completeJob,
  completeJobs,
  JOB_LEASE_MS,
  onJobsEnqueued,
  purgeDoneJobs,
  renewLeases,
  RetryLater,
  retryJob,
  takeJobsAsEnqueued,
  type Job,
} from '../services/queue/queue.ts';

export { RetryLater };

const PURGE_EVERY_MS = 60 * 60_000;
/** Jobs a runner has in hand at once (each may hold a database connection while it runs). */
export const JOB_CONCURRENCY = 16;

export type JobHandler = (job: Job) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  log: Logger;
  now: () => Date;
  handlers: Record<string, JobHandler>;
  workerId?: string;
  /** Idle poll: how soon a retry coming due or a dead process's lapsed lease is noticed. */
  pollMs?: number;
  /** How long a claim lasts without a heartbeat; a worker that dies holds its jobs no longer. */
  leaseMs?: number;
  /** How often the leases of the jobs in hand are renewed (default: a third of the lease). */
  heartbeatMs?: number;
  /** Jobs claimed at a time by `runOnce` (tests drive the queue with it). */
  batch?: number;
  /** Jobs running at the same time in the background loop. */
  concurrency?: number;
  /** Only these kinds (a worker dedicated to some jobs); default: every kind it has a handler for. */
  kinds?: string[];
}

export class JobRunner {
  readonly workerId: string;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private stopped = true;
  private stopListening: (() => void) | undefined;
  /** A claim round is under way; `wakeAgain` asks it for one more round when it ends. */
  private claiming: Promise<void> | undefined;
  private wakeAgain = false;
  /** The last claim round stopped with every slot taken: due jobs may be left unclaimed. */
  private saturated = false;
  private beating = false;
  private readonly inHand = new Map<number, Promise<void>>();
  /** Slots held for jobs enqueued in hand whose transaction has not ended yet. */
  private reserved = 0;
  private stopTaking: (() => void) | undefined;
  /** Jobs of the background loop that ended, to be recorded done together (`recordDone`). */
  private ended: Job[] = [];
  private recording: Promise<void> | undefined;
  private lastPurge = 0;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly batch: number;
  private readonly concurrency: number;

  constructor(private readonly opts: JobRunnerOptions) {
    this.workerId = opts.workerId ?? `worker-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.pollMs = opts.pollMs ?? 1_000;
    this.leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
    this.heartbeatMs = opts.heartbeatMs ?? Math.max(50, Math.floor(this.leaseMs / 3));
    this.batch = opts.batch ?? 5;
    this.concurrency = opts.concurrency ?? JOB_CONCURRENCY;
  }

  private get kinds(): string[] {
    return this.opts.kinds ?? Object.keys(this.opts.handlers);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopListening = onJobsEnqueued(() => this.wake());
    // Due jobs this process enqueues come straight here while a slot is free: no claim.
    this.stopTaking = takeJobsAsEnqueued({
      kinds: new Set(this.kinds),
      workerId: this.workerId,
      leaseMs: this.leaseMs,
      reserve: () => {
        if (this.stopped || this.inHand.size + this.reserved >= this.concurrency) return false;
        this.reserved += 1;
        return true;
      },
      take: (job) => {
        this.reserved -= 1;
        // Stopping: the job's lease runs out and it is claimed again (here after a restart).
        if (!this.stopped) this.runInHand(job);
      },
      release: () => {
        this.reserved -= 1;
      },
    });
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.heartbeatTimer.unref?.();
    this.wake();
  }

  /** Claims what is due now, up to the free slots (called on enqueue, on NOTIFY, on each poll). */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.wakeAgain = true;
      return;
    }
    this.claiming = this.fill().finally(() => {
      this.claiming = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      } else this.schedulePoll();
    });
  }

  /** Stops claiming and resolves once the jobs in hand are finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    this.stopTaking?.();
    if (this.pollTimer) clearTimeout(this.pollTimer);
    await this.claiming?.catch(() => undefined);
    await Promise.all(this.inHand.values());
    await this.recordDone();
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
  }

  /** Claims one batch and runs it, one job after another; returns how many jobs ran. */
  async runOnce(): Promise<number> {
    const { db, now } = this.opts;
    const claimed = await claimJobs(db, this.workerId, this.batch, this.leaseMs, now(), this.kinds);
    for (const job of claimed) await this.run(job);
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

  /** Claims into the free slots until nothing more is due or every slot is taken. */
  private async fill(): Promise<void> {
    const { db, now, log } = this.opts;
    try {
      while (!this.stopped) {
        const free = this.concurrency - this.inHand.size - this.reserved;
        this.saturated = free <= 0;
        if (this.saturated) return;
        const claimed = await claimJobs(db, this.workerId, free, this.leaseMs, now(), this.kinds, [
          ...this.inHand.keys(),
        ]);
        for (const job of claimed) this.runInHand(job);
        if (claimed.length < free) return;
      }
    } catch (error) {
      log.error('job claim failed', { error });
    }
  }

  /** Runs a job this worker holds, in a slot of its own until it ends. */
  private runInHand(job: Job): void {
    const running = this.run(job, (done) => this.endedNow(done)).finally(() => {
      this.inHand.delete(job.id);
      // A slot came free: jobs may be waiting if a claim found more than there was room for.
      // Otherwise nothing is (each enqueue wakes the runners), and a claim would find nothing.
      if (this.saturated) this.wake();
    });
    this.inHand.set(job.id, running);
  }

  /**
   * A job of the background loop ended: recorded done with the others that end in this turn of the
   * event loop, in one statement, right after it. Until then its claim stands (its lease is
   * seconds, the wait a few milliseconds); if the process dies first, the job runs again, as after
   * any crash (every handler is safe to run again).
   */
  private endedNow(job: Job): Promise<void> {
    this.ended.push(job);
    if (this.ended.length === 1) setImmediate(() => void this.recordDone());
    return Promise.resolve();
  }

  private async recordDone(): Promise<void> {
    await this.recording;
    const batch = this.ended.splice(0);
    if (batch.length === 0) return;
    this.recording = completeJobs(this.opts.db, batch, this.opts.now())
      .then(() => undefined)
      .catch((error: unknown) => {
        // Their leases run out and they run again: the same as a crash after the work.
        this.opts.log.error('jobs done not recorded', { jobIds: batch.map((j) => j.id), error });
      });
    await this.recording;
  }

  private async run(
    job: Job,
    done: (job: Job) => Promise<unknown> = (j) => completeJob(this.opts.db, j, this.opts.now()),
  ): Promise<void> {
    const { db, log, now, handlers } = this.opts;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await done(job);
    } catch (error) {
      try {
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
      } catch (recordError) {
        // The lease runs out and the job comes back.
        log.error('job failure not recorded', { jobId: job.id, error: recordError });
      }
    }
  }

  /** Renews the leases of the jobs in hand, so nobody takes them while this process lives. */
  private async heartbeat(): Promise<void> {
    if (this.beating || this.inHand.size === 0) return;
    this.beating = true;
    try {
      await renewLeases(
        this.opts.db,
        this.workerId,
        [...this.inHand.keys()],
        this.leaseMs,
        this.opts.now(),
      );
    } catch (error) {
      this.opts.log.warn('job heartbeat failed', { error });
    } finally {
      this.beating = false;
    }
  }

  /** At most once an hour: delete finished jobs past their retention. */
  private async housekeep(): Promise<void> {
    const now = this.opts.now();
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    const purged = await purgeDoneJobs(this.opts.db, now);
    if (purged) this.opts.log.info('finished jobs purged', { purged });
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => {
      this.housekeep().then(
        () => this.wake(),
        (error: unknown) => {
          this.opts.log.error('job housekeeping failed', { error });
          this.wake();
        },
      );
    }, this.pollMs);
    this.pollTimer.unref?.();
  }
}
