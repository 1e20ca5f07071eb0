// One lint config for the whole workspace. The import rules keep the layering (CONTRIBUTING.md, Conventions):
// shared packages never import a UI kit or an app; nothing reaches into another package's src/.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noDeepImports = {
  group: ['@gemlane/*/src', '@gemlane/*/src/*'],
  message: 'Import a package through its exports map, not its src/ folder.',
};

const NAVIGATION_MESSAGE =
  'Navigate through @gemlane/stores/router (Link, NavLink, Navigate, usePartnerNavigate, loadPage, openNewWeb): they carry the partner parameter.';
const STORAGE_MESSAGE =
  'Web storage is read and written through @gemlane/stores (atoms, storage helpers), never directly.';

/** react-router's own navigation exports, which would drop the partner parameter. */
const routerNavigation = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate', 'redirect'],
  message: NAVIGATION_MESSAGE,
};

const locationWrites = ['assign', 'replace'].flatMap((method) => [
  {
    selector: `CallExpression[callee.property.name='${method}'][callee.object.name='location']`,
    message: NAVIGATION_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name='${method}'][callee.object.property.name='location']`,
    message: NAVIGATION_MESSAGE,
  },
]);

const appRestrictedSyntax = [
  ...locationWrites,
  {
    selector: "AssignmentExpression[left.property.name='href'][left.object.name='location']",
    message: NAVIGATION_MESSAGE,
  },
  {
    selector:
      "AssignmentExpression[left.property.name='href'][left.object.property.name='location']",
    message: NAVIGATION_MESSAGE,
  },
  { selector: "AssignmentExpression[left.property.name='location']", message: NAVIGATION_MESSAGE },
  { selector: "AssignmentExpression[left.name='location']", message: NAVIGATION_MESSAGE },
];

const storageProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  ['localStorage', 'sessionStorage'].map((property) => ({
    object,
    property,
    message: STORAGE_MESSAGE,
  })),
);

/** The source rules of one app (tests and their setup may prepare storage directly). */
function appSourceRules(srcDir, otherKit) {
  return [
    {
      files: [`${srcDir}/**/*.{ts,tsx}`],
      ignores: [`${srcDir}/**/*.test.{ts,tsx}`, `${srcDir}/test/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [otherKit, routerNavigation], patterns: [noDeepImports] },
        ],
        'no-restricted-syntax': ['error', ...appRestrictedSyntax],
        'no-restricted-globals': [
          'error',
          { name: 'localStorage', message: STORAGE_MESSAGE },
          { name: 'sessionStorage', message: STORAGE_MESSAGE },
        ],
        'no-restricted-properties': ['error', ...storageProperties],
      },
    },
  ];
}

/** The seed script: it writes the first run's data through services, so only main.ts calls it. */
const SEED_SCRIPT = 'db/seed/index';

/**
 * `from` (a folder of apps/server/src, or one file of it) may not import these folders (or files)
 * of apps/server/src. `except` files of the folder follow their own entry.
 */
const SERVER_LAYER_RULES = [
  {
    from: 'lib',
    banned: ['services', 'jobs', 'routes', 'middleware', 'app', 'main', 'deps', SEED_SCRIPT],
    why: 'lib is below everything: it may import db and other lib files only.',
  },
  {
    from: 'db',
    except: [`${SEED_SCRIPT}.ts`],
    banned: ['services', 'jobs', 'routes', 'middleware', 'app', 'main', 'deps'],
    why: "db (client, schema, locks, LISTEN, the seed's data) is below services, jobs and routes.",
  },
  {
    // A script like main.ts, not a layer: it hashes the demo passwords and writes the coupons
    // through the same services the app uses, and nothing but main.ts and tests imports it.
    from: `${SEED_SCRIPT}.ts`,
    banned: ['jobs', 'routes', 'middleware', 'app', 'main', 'deps'],
    why: 'the seed script writes data through services, under the app.',
  },
  {
    from: 'services',
    banned: ['jobs', 'routes', 'middleware', 'app', 'main', 'deps', SEED_SCRIPT],
    why: 'Services call the database; jobs and routes call services, never the other way.',
  },
  {
    from: 'jobs',
    banned: ['routes', 'middleware', 'app', 'main', SEED_SCRIPT],
    why: 'Jobs call services; main.ts hands them what they need of the app.',
  },
  {
    from: 'middleware',
    banned: ['routes', 'jobs', 'app', 'main', SEED_SCRIPT],
    why: 'Middleware sits under the routes and calls services.',
  },
  {
    from: 'routes',
    banned: ['jobs', 'main', 'db/schema', 'db/client', SEED_SCRIPT],
    why: 'Routes call services: a query on a table belongs in a service.',
  },
];

/** A relative import that lands in `target` from a file any depth inside src/<from>/. */
const upInto = (target) => `^(\\.\\./)+${target.replaceAll('/', '\\/')}(\\.ts|/.*)?$`;

function serverLayers() {
  return SERVER_LAYER_RULES.map(({ from, except = [], banned, why }) => ({
    files: [from.endsWith('.ts') ? `apps/server/src/${from}` : `apps/server/src/${from}/**/*.ts`],
    ignores: except.map((f) => `apps/server/src/${f}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepImports,
            ...banned.map((target) => ({
              regex: upInto(target),
              message: `apps/server/src/${from} may not import ${target}: ${why}`,
            })),
          ],
        },
      ],
    },
  }));
}

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
                '@gemlane/admin',
                '@gemlane/admin/*',
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
    // The staff console: antd, and no shop state (it talks to the staff API only).
    files: ['apps/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd-mobile', message: 'The console uses antd.' },
            { name: '@gemlane/stores', message: 'The console keeps no shop state.' },
          ],
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
  // The apps navigate and store only through the shared primitives (issue: partner carried on
  // every navigation, storage keys and their fallbacks written once).
  ...appSourceRules('apps/desktop/src', {
    name: 'antd-mobile',
    message: 'The desktop app uses antd.',
  }),
  ...appSourceRules('apps/mobile/src', {
    name: 'antd',
    message: 'The mobile app uses antd-mobile.',
  }),
  // apps/server layers (README "Layout"): routes -> services -> db, jobs -> services; lib and db
  // below everything. An import that points back up is an error (proof: apps/server/test/layering.test.ts).
  ...serverLayers(),
  {
    // A route reads its input and turns an outcome into its answer; what must happen together
    // (a change and its audit row, an order and its job) is one service call.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Routes do not open transactions: a service opens it (apps/server/README.md, Layout).',
        },
      ],
    },
  },
);
