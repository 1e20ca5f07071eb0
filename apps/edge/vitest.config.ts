import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // workerd start-up and PGlite-free gateway servers: generous but bounded.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
