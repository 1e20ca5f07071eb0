// Removes rows that no longer matter: spent rate-limit windows, old codes, ended sessions, and
// uploads an hour old that never became (or are no longer) anyone's avatar, with their files.
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits, sessions, verificationCodes } from '../db/schema/index.ts';
import { sweepUnusedUploads } from './uploads.ts';

const DAY_MS = 24 * 60 * 60_000;

export async function sweep(
  db: Db,
  now: Date,
  config: { uploadDir: string },
): Promise<{ rateLimits: number; codes: number; sessions: number; uploads: number }> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const [a, b, c] = await Promise.all([
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, dayAgo))
      .returning({ k: rateLimits.key }),
    db
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, dayAgo))
      .returning({ id: verificationCodes.id }),
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, monthAgo)),
        ),
      )
      .returning({ id: sessions.id }),
  ]);
  const uploads = await sweepUnusedUploads(db, config.uploadDir, now);
  return { rateLimits: a.length, codes: b.length, sessions: c.length, uploads };
}

/** Runs `sweep` every hour (not keeping the process alive); returns a stop function. */
export function scheduleSweep(
  db: Db,
  now: () => Date,
  config: { uploadDir: string },
  onError: (err: unknown) => void,
): () => void {
  const timer = setInterval(() => void sweep(db, now(), config).catch(onError), 60 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
