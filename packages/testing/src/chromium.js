// Debian's Chromium (no browser download) and the flags it needs when run as root in a container.
// Plain JavaScript: Vite's config loader and the bench scripts import it from node_modules, where
// Node 20 cannot strip TypeScript types (types in chromium.d.ts).
import { statfsSync } from 'node:fs';

/**
 * Chromium shares its pages' memory through /dev/shm. A container's default one (64 MB) is too
 * small and crashes tabs, so there it is told to use /tmp instead; where /dev/shm is large, the
 * flag would move that traffic onto the disk for nothing (page loads measured 10-20% slower).
 */
function smallSharedMemory() {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return false;
  }
}

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
];

/**
 * Playwright's trace setting for the suites. Recording a trace costs CPU in every test, passing or
 * not (a screencast of every frame, a DOM snapshot at every action, every response body), and the
 * browser suites are CPU-bound on a 2-core machine: off by default. `E2E_TRACE=1` keeps the trace
 * of each failed test (test-results/), to look into a failure with `playwright show-trace`.
 */
export const E2E_TRACE = process.env.E2E_TRACE ? 'retain-on-failure' : 'off';
