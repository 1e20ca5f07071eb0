#!/usr/bin/env node
// Every command of the README lands here (`npm start`, `npm test`, `npm run <name>`), so that a
// machine with only Node and npm runs them: it gets the pinned pnpm (global if present, else a
// private copy in .tools/), installs the workspace, then runs the command.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const command = process.argv[2];

function log(line) {
  console.log(`\x1b[36m[gemlane]\x1b[0m ${line}`);
}

function pnpmVersion(bin) {
  try {
    return execFileSync(bin, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function ensurePnpm() {
  const local = join(root, '.tools', 'node_modules', '.bin');
  process.env.PATH = [local, process.env.PATH].join(delimiter);
  if (pnpmVersion('pnpm') === wanted) return;
  log(`installing pnpm ${wanted} into .tools/ (corepack cannot verify it on this registry)`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      join(root, '.tools'),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${wanted}`,
    ],
    { stdio: 'inherit' },
  );
  if (pnpmVersion('pnpm') !== wanted) throw new Error(`pnpm ${wanted} could not be installed`);
}

function run(bin, args, env = {}) {
  const result = spawnSync(bin, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function must(bin, args, env) {
  if (!run(bin, args, env)) process.exit(1);
}

/** Debian packages the test suites drive: Chromium (browser tests) and nginx (the deploy config's test). */
const TEST_PACKAGES = [
  { bin: '/usr/bin/chromium', pkg: 'chromium', why: 'browser tests drive /usr/bin/chromium' },
  { bin: '/usr/sbin/nginx', pkg: 'nginx', why: 'the edge suite runs deploy/nginx.conf in nginx' },
];

function ensureTestPackages() {
  const missing = TEST_PACKAGES.filter((p) => !existsSync(p.bin));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.pkg);
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    log(
      `missing Debian packages: ${names.join(', ')} (${missing.map((p) => p.why).join('; ')}); install them and run again.`,
    );
    process.exit(1);
  }
  log(`installing ${names.join(' and ')} from Debian (${missing.map((p) => p.why).join('; ')})`);
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', ...names], { DEBIAN_FRONTEND: 'noninteractive' });
}

const BUILD_APPS = [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@gemlane/desktop',
  '--filter=@gemlane/mobile',
  '--filter=@gemlane/admin',
  '--filter=@gemlane/server',
  '--filter=@gemlane/edge',
  '--output-logs=errors-only',
];

/** `npm run <name>`: the pnpm steps of each command, run in order (the first failure stops). */
const COMMANDS = {
  dev: [['exec', 'turbo', 'run', 'dev', '--parallel']],
  build: [['exec', 'turbo', 'run', 'build']],
  lint: [
    ['exec', 'turbo', 'run', 'lint'],
    ['exec', 'prettier', '--check', '.'],
  ],
  typecheck: [['exec', 'turbo', 'run', 'typecheck']],
  format: [['exec', 'prettier', '--write', '.']],
  'test:unit': [['exec', 'turbo', 'run', 'test']],
  'test:stories': [['exec', 'turbo', 'run', 'test:stories']],
  'test:e2e': [['exec', 'turbo', 'run', 'e2e', '--concurrency=1']],
  storybook: [
    [
      '--parallel',
      '--filter',
      '@gemlane/desktop',
      '--filter',
      '@gemlane/mobile',
      'run',
      'storybook',
    ],
  ],
  'storybook:desktop': [['--filter', '@gemlane/desktop', 'run', 'storybook']],
  'storybook:mobile': [['--filter', '@gemlane/mobile', 'run', 'storybook']],
  'build-storybook': [['exec', 'turbo', 'run', 'build-storybook']],
};

const USAGE = `usage: node scripts/bootstrap.mjs ${['start', 'test', 'bench', ...Object.keys(COMMANDS)].join('|')}`;
if (!command || !(command in COMMANDS || ['start', 'test', 'bench'].includes(command))) {
  console.error(USAGE);
  process.exit(2);
}

ensurePnpm();
must('pnpm', ['install', '--frozen-lockfile']);

if (command === 'start') {
  must('pnpm', BUILD_APPS);
  must('pnpm', ['--filter', '@gemlane/edge', 'run', 'stack']);
} else if (command === 'test') {
  ensureTestPackages();
  must('node', ['scripts/test-all.mjs']);
} else if (command === 'bench') {
  ensureTestPackages();
  must('pnpm', BUILD_APPS);
  must('pnpm', ['--filter', '@gemlane/edge', 'run', 'bench']);
  must('node', ['scripts/bench/run.mjs']);
} else {
  for (const step of COMMANDS[command]) must('pnpm', step);
}
