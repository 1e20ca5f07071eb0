import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gemlane/testing/chromium';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            // One jsdom per worker instead of one per file (a fresh one costs seconds of CPU, most
            // of this suite's time); @gemlane/testing/fresh-file gives each file fresh modules, storage
            // and page.
            isolate: false,
            setupFiles: ['@gemlane/testing/fresh-file', './vitest.setup.ts'],
            css: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              // Not Vitest's fixed default port: the mobile stories (4291) may run at the same time.
              api: { port: 4191, strictPort: false },
              provider: playwright({
                launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
