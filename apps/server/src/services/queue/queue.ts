// A job table as the queue: enqueue inside the caller's transaction, claim with FOR UPDATE SKIP
// LOCKED (several instances can run jobs), lease-based so a crashed worker's job comes back: the
// lease is short and renewed by the worker's heartbeat while it runs the job, so a job held by a
// process that died is taken again within seconds.
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared, preparedSql, value } from '../../db/prepared.ts';
import { jobs } from '../../db/schema/index.ts';
import { whenTransactionEnds } from '../../db/tx-scope.ts';
import { retryDelayMs } from './backoff.ts';

export type Job = typeof jobs.$inferSelect;

/** Channel of the NOTIFY sent with every enqueue (at commit), so idle runners of any instance wake. */
export const JOBS_CHANNEL = 'gemlane_jobs';
/** How long a claim lasts without a heartbeat: a dead worker's jobs are free again after this. */
export const JOB_LEASE_MS = 5_000;

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one unfinished job per key; a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
  /** Claimed before due jobs of a lower priority (default 0). */
  priority?: number;
}

/**
 * One statement (one round trip on PostgreSQL): the insert, and the NOTIFY delivered when the
 * caller's transaction commits (never for a rollback). The payload is passed as JSON text.
 */
const jobInsert = preparedSql('job_insert', () => {
  const now = sql`${value('now')}::timestamptz`;
  return sql`with queued as (
      insert into ${jobs} (kind, payload, run_at, dedupe_key, max_attempts, priority, created_at, updated_at)
      values (${value('kind')}::text, ${value('payload')}::jsonb, ${value('runAt')}::timestamptz,
        ${value('dedupeKey')}::text, ${value('maxAttempts')}::int, ${value('priority')}::smallint, ${now}, ${now})
      on conflict (dedupe_key) do nothing)
    select pg_notify(${JOBS_CHANNEL}, ${value('kind')}::text)`;
});

/**
 * A job runner of this process that takes the jobs it runs as they are enqueued, without claiming
 * them from the table: `reserve` holds a free slot for one, `take` hands it over once its
 * transaction committed, `release` gives the slot back (rolled back, or a duplicate).
 */
export interface LocalTaker {
  kinds: ReadonlySet<string>;
  workerId: string;
  leaseMs: number;
  reserve(): boolean;
  take(job: Job): void;
  release(): void;
}

const localTakers = new Set<LocalTaker>();

/** Registers a runner that takes due jobs of its kinds as they are enqueued; returns the way out. */
export function takeJobsAsEnqueued(taker: LocalTaker): () => void {
  localTakers.add(taker);
  return () => localTakers.delete(taker);
}

/**
 * A due job inserted in hand by another statement of the caller (a CTE, `jobInHandCte`), so the
 * writes of one moment are one statement: undefined when no runner of this process has a free slot
 * (the caller then enqueues as usual). Give `values` to the statement, then `inserted` its job's id
 * (null: its key had a job already) with what the statement read for the job, or `release` if the
 * statement failed.
 */
export interface JobInHand {
  values: Record<string, unknown>;
  inserted(id: number | null, known?: unknown): void;
  release(): void;
}

/**
 * A job as its runner holds it. `known`: what the statement that inserted it in hand read for it,
 * handed to its handler (so the job need not read it again); a job claimed from the table has none.
 */
export type HeldJob = Job & { known?: unknown };

export function reserveJobInHand(
  kind: string,
  payload: Record<string, unknown>,
  now: Date,
  opts: Omit<EnqueueOptions, 'runAt'> = {},
): JobInHand | undefined {
  const taker = [...localTakers].find((t) => t.kinds.has(kind) && t.reserve());
  if (!taker) return undefined;
  const job = {
    kind,
    payload,
    status: 'running' as const,
    runAt: now,
    attempts: 1,
    maxAttempts: opts.maxAttempts ?? 20,
    priority: opts.priority ?? 0,
    lockedUntil: new Date(now.getTime() + taker.leaseMs),
    lockedBy: taker.workerId,
    lastError: null,
    dedupeKey: opts.dedupeKey ?? null,
    createdAt: now,
    updatedAt: now,
  };
  return {
    values: {
      jobKind: kind,
      jobPayload: JSON.stringify(payload),
      jobMaxAttempts: job.maxAttempts,
      jobPriority: job.priority,
      jobWorkerId: job.lockedBy,
      jobLockedUntil: job.lockedUntil,
      jobDedupeKey: job.dedupeKey,
      now,
    },
    inserted: (id, known) => {
      if (id === null) return taker.release();
      const held: HeldJob = { id, ...job, known };
      whenTransactionEnds(
        () => taker.take(held),
        () => taker.release(),
      );
    },
    release: () => taker.release(),
  };
}

/**
 * A due job enqueued in hand: inserted already claimed by a runner of this process (running,
 * under its lease, first attempt), so the runner starts it when the transaction commits, with no
 * claim. If the process dies first, the lease runs out and any runner claims it as usual. Its
 * values are a `reserveJobInHand`'s; it returns the job's id, or nothing if its key had a job.
 */
const jobInHandInsert = () =>
  sql`insert into ${jobs} (kind, payload, status, run_at, attempts, max_attempts, priority, locked_by, locked_until, dedupe_key, created_at, updated_at)
    values (${value('jobKind')}::text, ${value('jobPayload')}::jsonb, 'running', ${value('now')}::timestamptz, 1,
      ${value('jobMaxAttempts')}::int, ${value('jobPriority')}::smallint, ${value('jobWorkerId')}::text,
      ${value('jobLockedUntil')}::timestamptz, ${value('jobDedupeKey')}::text, ${value('now')}::timestamptz, ${value('now')}::timestamptz)
    on conflict (dedupe_key) do nothing
    returning id`;

const jobInsertInHand = preparedSql<{ id: string | number }>('job_insert_in_hand', jobInHandInsert);

/** The insert of a `reserveJobInHand` job, as a CTE named `job` of another statement. */
export const jobInHandCte = (db: Tx) => db.$with('job', { id: jobs.id }).as(jobInHandInsert());

export async function enqueue(
  tx: Tx,
  kind: string,
  payload: Record<string, unknown>,
  now: Date,
  opts: EnqueueOptions = {},
): Promise<void> {
  const due = !opts.runAt || opts.runAt <= now;
  const inHand = due ? reserveJobInHand(kind, payload, now, opts) : undefined;
  if (inHand) {
    let rows;
    try {
      rows = await jobInsertInHand(tx, inHand.values);
    } catch (error) {
      inHand.release();
      throw error;
    }
    inHand.inserted(rows[0] ? Number(rows[0].id) : null);
    return;
  }
  await jobInsert(tx, {
    kind,
    payload: JSON.stringify(payload),
    runAt: opts.runAt ?? now,
    dedupeKey: opts.dedupeKey ?? null,
    maxAttempts: opts.maxAttempts ?? 20,
    priority: opts.priority ?? 0,
    now,
  });
  // Queued: this process's runners look once it commits (other processes hear the NOTIFY).
  if (due) whenTransactionEnds(wakeSoon, () => undefined);
}

/**
 * The claim, one named statement whatever the kinds and the jobs in hand (they go in as arrays): a
 * runner claims once per job in a rush of payments, and a statement built and planned each time
 * cost PGlite 0.7 ms, the most of any statement on the pay path. The states are written in the
 * text, not passed, so a plan made once for every value still reads the due jobs' partial index.
 * One statement, not a read then a locking transaction: on PostgreSQL each statement is a round
 * trip (begin, select, update, commit were four, plus a read first), and a rush of payments
 * enqueues hundreds of jobs, each woken runner claiming a few. An idle poll that finds nothing
 * writes nothing. Rows another runner is claiming are skipped, not waited for.
 */
const jobsClaim = prepared('jobs_claim', (db, name) => {
  const now = sql`${value('now')}::timestamptz`;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(
          and(sql`${jobs.status} = 'queued'`, sql`${jobs.runAt} <= ${now}`),
          and(sql`${jobs.status} = 'running'`, sql`${jobs.lockedUntil} <= ${now}`),
        ),
        sql`(${value('kinds')}::text[] is null or ${jobs.kind} = any(${value('kinds')}::text[]))`,
        sql`${jobs.id} <> all(${value('inHand')}::bigint[])`,
      ),
    )
    .orderBy(desc(jobs.priority), jobs.runAt, jobs.id)
    .limit(value('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: sql`${value('workerId')}::text`,
      lockedUntil: sql`${value('lockedUntil')}::timestamptz`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning()
    .prepare(name);
});

/**
 * Claims up to `limit` due jobs for `workerId` for `leaseMs`: queued ones whose time has come and
 * running ones whose lease ran out (their worker died), highest priority first, then oldest. Rows
 * another instance is claiming right now are skipped, not waited for.
 */
export async function claimJobs(
  db: Db,
  workerId: string,
  limit: number,
  leaseMs: number,
  now: Date,
  kinds?: string[],
  /** Jobs this worker has in hand (never taken twice by the same worker, even if its lease lapsed). */
  inHand: number[] = [],
): Promise<Job[]> {
  const claimed = await jobsClaim(db).execute({
    now,
    lockedUntil: new Date(now.getTime() + leaseMs),
    workerId,
    limit,
    kinds: kinds ?? null,
    inHand,
  });
  // RETURNING keeps no order: run them as claimed, highest priority first, then oldest.
  return claimed.sort(
    (a, b) => b.priority - a.priority || a.runAt.getTime() - b.runAt.getTime() || a.id - b.id,
  );
}

/** The heartbeat: extends this worker's claims on `ids` (those it still holds) by `leaseMs`. */
export async function renewLeases(
  db: Tx,
  workerId: string,
  ids: number[],
  leaseMs: number,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return renewed.length;
}

/**
 * Only the worker holding the current claim may finish a job (a reclaimed job is not its any more):
 * the condition of every statement that finishes one, on the values of `claimOf`.
 */
const heldByClaim = () =>
  and(
    eq(jobs.id, value('id')),
    eq(jobs.lockedBy, value('lockedBy')),
    eq(jobs.attempts, value('attempts')),
  );
const claimOf = (job: Job) => ({
  id: job.id,
  lockedBy: job.lockedBy ?? '',
  attempts: job.attempts,
});

export async function completeJob(db: Tx, job: Job, now: Date): Promise<boolean> {
  const done = await heldJobDone(db).execute({ ...claimOf(job), now });
  return done.length > 0;
}

/**
 * Several jobs done at once, each only if its worker still holds the claim it ran under: a runner
 * in a rush records the jobs that ended in one turn of the event loop with one statement.
 */
const heldJobsDone = preparedSql<{ id: number }>(
  'held_jobs_done',
  () => sql`update ${jobs} set status = 'done', locked_until = null, dedupe_key = null,
      updated_at = ${value('now')}::timestamptz
    from unnest(${value('ids')}::bigint[], ${value('lockedBy')}::text[], ${value('attempts')}::int[])
      as claim (id, locked_by, attempts)
    where ${jobs.id} = claim.id and ${jobs.lockedBy} = claim.locked_by and ${jobs.attempts} = claim.attempts
    returning ${jobs.id}`,
);

/** `completeJob` of several jobs in one statement; answers how many were still held. */
export async function completeJobs(db: Tx, done: readonly Job[], now: Date): Promise<number> {
  if (done.length === 0) return 0;
  const claims = done.map(claimOf);
  const rows = await heldJobsDone(db, {
    ids: claims.map((c) => c.id),
    lockedBy: claims.map((c) => c.lockedBy),
    attempts: claims.map((c) => c.attempts),
    now,
  });
  return rows.length;
}

const heldJobDone = prepared('held_job_done', (db, name) =>
  db
    .update(jobs)
    .set({
      status: 'done',
      lockedUntil: null,
      dedupeKey: null,
      updatedAt: sql`${value('now')}::timestamptz`,
    })
    .where(heldByClaim())
    .returning({ id: jobs.id })
    .prepare(name),
);

/**
 * After a failed attempt: again after the backoff delay (never later than `notAfter`, e.g. a
 * fulfilment deadline), or `dead` once the attempts are spent.
 */
export async function retryJob(
  db: Tx,
  job: Job,
  error: unknown,
  now: Date,
  notAfter?: Date,
): Promise<'retry' | 'dead'> {
  const message = error instanceof Error ? error.message : String(error);
  if (job.attempts >= job.maxAttempts) {
    await heldJobDead(db).execute({ ...claimOf(job), message, now });
    return 'dead';
  }
  let runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
  if (notAfter && runAt > notAfter) runAt = notAfter < now ? now : notAfter;
  await heldJobAgain(db).execute({ ...claimOf(job), message, runAt, now });
  return 'retry';
}

const heldJobDead = prepared('held_job_dead', (db, name) =>
  db
    .update(jobs)
    .set({
      status: 'dead',
      lockedUntil: null,
      dedupeKey: null,
      lastError: sql`${value('message')}::text`,
      updatedAt: sql`${value('now')}::timestamptz`,
    })
    .where(heldByClaim())
    .prepare(name),
);

const heldJobAgain = prepared('held_job_again', (db, name) =>
  db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: sql`${value('runAt')}::timestamptz`,
      lockedUntil: null,
      lastError: sql`${value('message')}::text`,
      updatedAt: sql`${value('now')}::timestamptz`,
    })
    .where(heldByClaim())
    .prepare(name),
);

/** Finished jobs are kept a week for inspection, then deleted (dead ones stay until looked at). */
export const DONE_JOB_RETENTION_MS = 7 * 24 * 60 * 60_000;

export async function purgeDoneJobs(
  db: Tx,
  now: Date,
  retentionMs = DONE_JOB_RETENTION_MS,
): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lte(jobs.updatedAt, new Date(now.getTime() - retentionMs))))
    .returning({ id: jobs.id });
  return gone.length;
}

/** Thrown by a job handler to be retried with backoff, but not after `notAfter`. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly notAfter?: Date,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

const wakeListeners = new Set<() => void>();

/** Job runners of this process listen here (`jobs/runner.ts`); returns the way to stop listening. */
export function onJobsEnqueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Wakes this process's runners now: after a change that made a job due without enqueueing it (an
 * enqueue wakes them itself when its transaction commits).
 */
export function wakeJobRunners(): void {
  for (const listener of wakeListeners) listener();
}

let wakeScheduled = false;
/** `wakeJobRunners` once for all the commits of this turn of the event loop. */
function wakeSoon(): void {
  if (wakeScheduled) return;
  wakeScheduled = true;
  queueMicrotask(() => {
    wakeScheduled = false;
    wakeJobRunners();
  });
}
