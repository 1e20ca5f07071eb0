import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gemlane/testing/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

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
            setupFiles: ['@gemlane/testing/fresh-file', 'src/test/setup.ts'],
            css: true,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              // 63315 (the default) is shared with the desktop app's run on this machine; 42xx is ours.
              api: { port: 4291, strictPort: false },
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
