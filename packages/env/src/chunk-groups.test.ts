import { describe, expect, it } from 'vitest';
import { FRAMEWORK_MODULES, sharedModules } from './chunk-groups.js';

const root = '/repo/';

describe('the chunk groups of both apps', () => {
  it('put React, the router and i18next in the framework chunk, not the kits', () => {
    expect(FRAMEWORK_MODULES.test(`${root}node_modules/.pnpm/react-dom@19.3.1/x.js`)).toBe(true);
    expect(FRAMEWORK_MODULES.test(`${root}node_modules/.pnpm/react-router@7.9.0/x.js`)).toBe(true);
    expect(FRAMEWORK_MODULES.test(`${root}node_modules/.pnpm/antd@6.0.0/es/x.js`)).toBe(false);
    expect(FRAMEWORK_MODULES.test(`${root}node_modules/.pnpm/react-is@19.0.0/x.js`)).toBe(false);
  });

  it('take the small shared modules and the app’s own, and nothing a single page needs', () => {
    const test = sharedModules({
      appModules: ['apps/mobile/src/components/section/section'],
      extra: ['node_modules/antd-mobile/es/locales/en-US'],
    });
    for (const file of [
      'packages/stores/src/router/routes.ts',
      'packages/stores/src/router/link.tsx',
      'packages/api/src/errors.ts',
      'packages/contract/src/rules/money.ts',
      'apps/mobile/src/components/section/section.tsx',
      'node_modules/antd-mobile/es/locales/en-US.js',
    ])
      expect(test.test(root + file), file).toBe(true);
    for (const file of [
      'packages/stores/src/purchase/state.ts',
      'packages/api/src/client.ts',
      'packages/stores/src/router/routes.test.ts',
      'apps/mobile/src/components/section/section.module.css',
      'apps/desktop/src/components/section/section.tsx',
    ])
      expect(test.test(root + file), file).toBe(false);
  });
});
