import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One PGlite (or one PostgreSQL schema) per file; opening a template copy takes about a second.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
