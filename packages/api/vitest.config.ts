import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The client runs against a real node:http server; browser globals are stubbed per test.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
