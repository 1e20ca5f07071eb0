// Start-up work that the first paint does not need runs when the main thread is free, so it does
// not lengthen the long tasks of the first render (Lighthouse TBT).

/** The latest an idle task waits, so it still runs on a page that never goes idle. */
export const IDLE_TIMEOUT_MS = 1000;

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(id);
  }
  // No idle callbacks (Safari, jsdom): the next task, after the current render.
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
