// Retry delays of background jobs: exponential from `baseMs`, capped, so a flaky publisher is not hammered.

export const JOB_RETRY_BASE_MS = 1_000;
export const JOB_RETRY_MAX_MS = 5 * 60_000;

/** Delay before attempt `attempt + 1` after `attempt` failures (1 -> base, 2 -> 2 x base, ...). */
export function retryDelayMs(
  attempt: number,
  baseMs = JOB_RETRY_BASE_MS,
  maxMs = JOB_RETRY_MAX_MS,
): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(maxMs, baseMs * 2 ** exponent);
}
