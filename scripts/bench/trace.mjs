// Where a page's main-thread time goes: a Chrome trace of one first visit (CPU throttled 4x, as
// Lighthouse's mobile preset), summed per category the way Lighthouse's main-thread breakdown does
// (its own tracehouse), and each long task's script time attributed to the source modules through
// the build's source maps. The figures are observed times on this machine, steadier than a
// Lighthouse score under load.
//
//   node scripts/bench/trace.mjs [--app mobile|desktop] [--runs 3] [--maps DIR] [--origin URL] [--quiet] [PATH...]
//
// --quiet: per long task only its categories and packages (no modules, trace events, callers, the
// innermost line of our code under each sample, or React's step: render, commit, passive effects).
// --maps: a build of the same app with source maps (`vite build --sourcemap --outDir DIR`); the
// served chunks are matched to it by content. Without it, long tasks are attributed to chunks.
// --origin: an already running gateway; without it, the built stack starts on the bench ports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, devices } from 'playwright';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gemlane/testing/chromium';
import { startStack, URLS } from './stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const LONG_TASK_MS = 50;
// source-map-js is not a dependency of the root: it is reached the way the apps' build reaches it
// (vite -> postcss -> source-map-js), so the bench reads maps with the same reader as the build.
const { SourceMapConsumer } = createRequire(
  createRequire(createRequire(join(root, 'apps/mobile/package.json')).resolve('vite')).resolve(
    'postcss',
  ),
)('source-map-js');
// Lighthouse's trace categories (enough for its tracehouse to find the page's main thread).
const CATEGORIES = [
  '-*',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-lighthouse',
];

/** Served chunk (content without hashes) -> its source map, from a build with source maps. */
function loadMaps(dir) {
  const normal = (text) =>
    text
      .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')
      .replace(/-[\w-]{8}\.(js|css)/g, '-H.$1')
      .trimEnd();
  const byContent = new Map();
  const assets = join(dir, 'assets');
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.js')) continue;
    const map = join(assets, `${file}.map`);
    if (!existsSync(map)) continue;
    byContent.set(normal(readFileSync(join(assets, file), 'utf8')), map);
  }
  const consumers = new Map();
  return (served) => {
    const map = byContent.get(normal(served));
    if (!map) return null;
    if (!consumers.has(map)) consumers.set(map, new SourceMapConsumer(readFileSync(map, 'utf8')));
    return consumers.get(map);
  };
}

/** A source file as a module name: a package and its path, or a file of ours. */
function moduleName(source) {
  const path = source.replaceAll('\\', '/');
  const pnpm = path.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (pnpm) return `${pnpm[1]}/${pnpm[2]}`;
  const nm = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (nm) return `${nm[1]}/${nm[2]}`;
  const ours = path.match(/(?:^|\/)((?:packages|apps)\/.*)$/);
  return ours ? ours[1] : path;
}

/** The package (or our workspace) a module belongs to. */
function packageName(module) {
  if (/^(packages|apps)\//.test(module)) return module.split('/').slice(0, 2).join('/');
  const parts = module.split('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function add(map, key, ms) {
  map.set(key, (map.get(key) ?? 0) + ms);
}

function top(map, n) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
}

async function traceOnce(browser, url, mobile, mapFor) {
  const context = await browser.newContext(
    mobile
      ? { ...devices['Pixel 7'] }
      : { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
  );
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.set(res.url(), await res.text());
    } catch {
      // a response without a body (a redirect) has no code to map
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // What runs after the load: effects, timers, idle callbacks, the language suggestion (1 s).
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();

  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
  );
  const byGroup = new Map();
  for (const task of tasks) add(byGroup, task.group.id, task.selfTime);
  const topLevel = tasks.filter((t) => !t.parent);
  const blocking = topLevel.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);

  // CPU samples: the time until the next sample goes to the sample's innermost script frame.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const origin = processed.timestamps.timeOrigin; // trace microseconds, the page's time 0
  const samples = [];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1] : 0;
    samples.push({ ts: at, ms: next / 1000, node: profile.samples[i] });
  }
  const frameModule = new Map();
  const moduleOf = (nodeId) => {
    let node = nodes.get(nodeId);
    const leaf = node.callFrame.functionName;
    if (leaf === '(garbage collector)') return { module: '(garbage collector)', pkg: '(gc)' };
    if (leaf === '(program)' || leaf === '(idle)' || leaf === '(root)')
      return { module: leaf, pkg: leaf };
    while (node && !node.callFrame.url) node = nodes.get(parents.get(node.id));
    if (!node) return { module: `(native) ${leaf}`, pkg: '(native)' };
    return frameOf(node);
  };
  /** The first frame above `nodeId`'s module that is in another module: who called into it. */
  const callerOf = (nodeId) => {
    const { module } = moduleOf(nodeId);
    for (let id = parents.get(nodeId); id !== undefined; id = parents.get(id)) {
      const node = nodes.get(id);
      if (!node.callFrame.url) continue;
      const frame = frameOf(node);
      if (frame.module !== module)
        return `${frame.module} ${node.callFrame.functionName || '(top level)'}`;
    }
    return '(none)';
  };
  const frameOf = (node) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    const key = `${url}:${lineNumber}:${columnNumber}`;
    if (!frameModule.has(key)) {
      const consumer = mapFor && scripts.has(url) ? mapFor(scripts.get(url)) : null;
      const pos = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      const module = pos?.source ? moduleName(pos.source) : new URL(url).pathname;
      frameModule.set(key, { module, pkg: pos?.source ? packageName(module) : module });
    }
    return frameModule.get(key);
  };
  /** Where a profile node is in the sources (a build with source maps), or null. */
  const positionOf = (node) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    const consumer = mapFor && scripts.has(url) ? mapFor(scripts.get(url)) : null;
    return consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) ?? null;
  };
  /** The innermost frame of our own code (apps/, packages/) under a sample, with its line. */
  const oursOf = (nodeId) => {
    for (let id = nodeId; id !== undefined; id = parents.get(id)) {
      const node = nodes.get(id);
      if (!node.callFrame.url || !/^(apps|packages)\//.test(frameOf(node).module)) continue;
      return `${frameOf(node).module}:${positionOf(node)?.line ?? '?'}`;
    }
    return '(not ours)';
  };
  /** What React is doing in a sample: its work-loop functions on the stack, outermost first. */
  const REACT_STEP = /^(perform|commit|flush|render|hydrate|work|recursively|process|dispatch)/;
  const reactOf = (nodeId) => {
    const names = [];
    for (let id = nodeId; id !== undefined; id = parents.get(id)) {
      const node = nodes.get(id);
      if (!node.callFrame.url) continue;
      const pos = positionOf(node);
      if (pos?.source?.includes('react-dom') && pos.name && REACT_STEP.test(pos.name))
        names.push(pos.name);
    }
    return names.reverse().slice(0, 5).join('>') || '-';
  };
  const long = topLevel
    .filter((t) => t.duration >= LONG_TASK_MS)
    .map((t) => {
      const from = origin + t.startTime * 1000;
      const to = origin + t.endTime * 1000;
      const modules = new Map();
      const pkgs = new Map();
      const callers = new Map();
      const ours = new Map();
      const react = new Map();
      for (const s of samples) {
        if (s.ts < from || s.ts >= to) continue;
        const { module, pkg } = moduleOf(s.node);
        add(modules, module, s.ms);
        if (!module.startsWith('(')) add(callers, `${module} <- ${callerOf(s.node)}`, s.ms);
        add(ours, oursOf(s.node), s.ms);
        add(react, reactOf(s.node), s.ms);
        add(pkgs, pkg, s.ms);
      }
      const groups = new Map();
      const events = new Map();
      const walk = (n) => {
        add(groups, n.group.id, n.selfTime);
        add(events, n.event.name, n.selfTime);
        n.children.forEach(walk);
      };
      walk(t);
      return {
        start: t.startTime,
        duration: t.duration,
        groups,
        events,
        modules,
        pkgs,
        callers,
        ours,
        react,
      };
    });
  // Script time of the whole visit per package, for the picture beyond the long tasks.
  const allPkgs = new Map();
  for (const s of samples) {
    if (s.ts < origin) continue;
    const { pkg } = moduleOf(s.node);
    if (pkg !== '(idle)' && pkg !== '(program)' && pkg !== '(root)') add(allPkgs, pkg, s.ms);
  }
  return { byGroup, blocking, long, allPkgs, total: topLevel.reduce((s, t) => s + t.duration, 0) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const GROUPS = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'garbageCollection',
  'other',
];

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      app: { type: 'string', default: 'mobile' },
      runs: { type: 'string', default: '3' },
      maps: { type: 'string' },
      origin: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const mobile = values.app === 'mobile';
  const pages = positionals.length
    ? positionals
    : ['/home', '/gameZone/genshin-impact-top-up', '/cart'];
  const mapFor = values.maps ? loadMaps(values.maps) : null;
  const stack = values.origin ? null : await startStack(root);
  const origin = values.origin ?? URLS[values.app];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One visit first so the server's render cache and the gateway are warm, as in the bench.
    const warm = await browser.newPage();
    for (const path of pages) await warm.goto(origin + path, { waitUntil: 'load' });
    await warm.close();
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < Number(values.runs); i++)
        runs.push(await traceOnce(browser, origin + path, mobile, mapFor));
      console.log(`\n${values.app} ${path} (4x CPU, ${runs.length} runs, median ms)`);
      console.log(
        `  main thread ${median(runs.map((r) => r.total)).toFixed(0)}, blocking (sum of task - 50) ${median(runs.map((r) => r.blocking)).toFixed(0)}`,
      );
      console.log(
        `  ${GROUPS.map((g) => `${g} ${median(runs.map((r) => r.byGroup.get(g) ?? 0)).toFixed(0)}`).join(', ')}`,
      );
      // The long tasks of the median run by blocking time.
      const mid = [...runs].sort((a, b) => a.blocking - b.blocking)[Math.floor(runs.length / 2)];
      console.log(`  script time by package (median run): ${top(mid.allPkgs, 12)}`);
      for (const t of mid.long) {
        console.log(
          `  long task at ${t.start.toFixed(0)} ms: ${t.duration.toFixed(0)} ms (${top(t.groups, 4)})`,
        );
        console.log(`    packages: ${top(t.pkgs, 8)}`);
        if (!values.quiet) console.log(`    modules: ${top(t.modules, 10)}`);
        if (!values.quiet) console.log(`    trace events (self ms): ${top(t.events, 6)}`);
        if (!values.quiet) console.log(`    called from: ${top(t.callers, 4)}`);
        if (!values.quiet) console.log(`    in our code: ${top(t.ours, 8)}`);
        if (!values.quiet) console.log(`    react: ${top(t.react, 6)}`);
      }
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

await main();
