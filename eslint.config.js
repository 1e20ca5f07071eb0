// One lint config for the whole workspace. The import rules keep the layering of STYLE.md:
// shared packages never import a UI kit or an app; nothing reaches into another package's src/.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noDeepImports = {
  group: ['@gemlane/*/src', '@gemlane/*/src/*'],
  message: 'Import a package through its exports map, not its src/ folder.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/reports/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/drizzle/**',
      '**/test-results/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [noDeepImports] }],
    },
  },
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              message: 'Shared packages stay UI-kit free; wire antd in apps/desktop/src/adapters.',
            },
            {
              name: 'antd-mobile',
              message:
                'Shared packages stay UI-kit free; wire antd-mobile in apps/mobile/src/adapters.',
            },
          ],
          patterns: [
            noDeepImports,
            {
              group: ['antd/*', 'antd-mobile/*', '@ant-design/*'],
              message: 'Shared packages stay UI-kit free.',
            },
            {
              group: [
                '@gemlane/desktop',
                '@gemlane/mobile',
                '@gemlane/server',
                '@gemlane/edge',
                '@gemlane/desktop/*',
                '@gemlane/mobile/*',
                '@gemlane/server/*',
                '@gemlane/edge/*',
                '**/apps/*',
              ],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/desktop/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd-mobile', message: 'The desktop app uses antd.' }],
          patterns: [noDeepImports],
        },
      ],
    },
  },
  {
    files: ['apps/mobile/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'The mobile app uses antd-mobile.' }],
          patterns: [noDeepImports],
        },
      ],
    },
  },
);
