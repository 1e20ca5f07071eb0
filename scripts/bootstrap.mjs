#!/usr/bin/env node
// The README's two commands land here: `npm start` and `npm test` on a machine with only Node and npm.
// It gets the pinned pnpm (global if present, else a private copy in .tools/), installs the
// workspace, then starts the stack, runs every suite, or runs the benchmarks.
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

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    log(
      "Chromium is missing: install Debian's `chromium` package (browser tests need /usr/bin/chromium).",
    );
    process.exit(1);
  }
  log('installing Chromium from Debian (browser tests drive /usr/bin/chromium)');
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
}

ensurePnpm();
must('pnpm', ['install', '--frozen-lockfile']);

if (command === 'start') {
  must('pnpm', [
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
  ]);
  must('pnpm', ['--filter', '@gemlane/edge', 'run', 'stack']);
} else if (command === 'test') {
  ensureChromium();
  must('node', ['scripts/test-all.mjs']);
} else if (command === 'bench') {
  ensureChromium();
  must('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@gemlane/desktop',
    '--filter=@gemlane/mobile',
    '--filter=@gemlane/server',
    '--filter=@gemlane/edge',
    '--output-logs=errors-only',
  ]);
  must('pnpm', ['--filter', '@gemlane/edge', 'run', 'bench']);
  must('node', ['scripts/bench/run.mjs']);
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test|bench');
  process.exit(2);
}
