import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom per worker instead of one per file (a fresh one costs seconds of CPU, most of this
    // suite's time); vitest.setup.ts gives each file fresh modules and an empty page and storage.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
  },
});
