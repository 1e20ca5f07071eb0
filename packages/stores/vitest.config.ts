import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom per worker instead of one per file (a fresh one costs seconds of CPU, most of this
    // suite's time); the shops' fresh-file setup gives each file fresh modules and an empty page
    // and storage. By path: @gemlane/testing depends on this package, so it cannot be a dependency.
    isolate: false,
    setupFiles: ['../testing/src/fresh-file.ts'],
  },
});
