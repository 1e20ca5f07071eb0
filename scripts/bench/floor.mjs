// The floor of hydration: a page that only server-renders and hydrates a trivial React tree, with
// the React build the mobile app ships (react and react-dom resolved from apps/mobile, bundled by
// the same Vite in production mode, hydrated in a transition as both apps' main.tsx do). Measured
// with the same Lighthouse preset in the same run as our pages, its blocking time is what this
// machine and Lighthouse give for React itself; what our pages cost above it is ours to win.
// The server is a child process (Lighthouse runs through execFileSync, which blocks this process).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageOfChild } from './blank.mjs';

/** A tree about the size of a page's header: a heading, a short list, a counter (one state). */
const TREE = `
import { createElement as h, useState } from 'react';
export function App() {
  const [count, setCount] = useState(0);
  return h('main', null,
    h('h1', null, 'Floor'),
    h('p', null, 'A trivial React tree, server-rendered and hydrated.'),
    h('ul', null, ['One', 'Two', 'Three'].map((item) => h('li', { key: item }, item))),
    h('button', { type: 'button', onClick: () => setCount(count + 1) }, 'Pressed ' + count),
  );
}
`;

const CLIENT = `
import { createElement as h, startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './tree.js';
startTransition(() => {
  hydrateRoot(document.getElementById('root'), h(StrictMode, null, h(App)));
});
`;

const SERVER = `
const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const [dist, reactDomServer, react] = process.argv.slice(1);
const { renderToString } = require(reactDomServer);
const { createElement: h, StrictMode } = require(react);
const app = require(join(dist, 'tree.cjs'));
const script = readdirSync(join(dist, 'assets')).find((f) => f.endsWith('.js'));
// Compressed as the gateway sends our scripts (brotli when asked for, else gzip).
const { brotliCompressSync, gzipSync } = require('node:zlib');
const raw = readFileSync(join(dist, 'assets', script));
const encoded = { br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
const server = require('node:http').createServer((req, res) => {
  if (req.url === '/assets/' + script) {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\\bbr\\b/.test(accepts) ? 'br' : /\\bgzip\\b/.test(accepts) ? 'gzip' : null;
    res.writeHead(200, {
      'content-type': 'text/javascript',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    return res.end(encoding ? encoded[encoding] : raw);
  }
  const html = renderToString(h(StrictMode, null, h(app.App)));
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(\`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The floor of the bench: a trivial React tree, hydrated." />
    <title>Floor</title>
    <script type="module" crossorigin src="/assets/\${script}"></script>
  </head>
  <body>
    <div id="root">\${html}</div>
  </body>
</html>
\`);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * Builds the floor page (a few seconds) and serves it on an ephemeral port of 127.0.0.1 until
 * `close()`. `root` is the repository; react comes from apps/mobile, so the floor moves with it.
 */
export async function startFloorPage(root) {
  const fromMobile = createRequire(join(root, 'apps/mobile/package.json'));
  const reactDir = dirname(fromMobile.resolve('react/package.json'));
  const reactDomDir = dirname(fromMobile.resolve('react-dom/package.json'));
  const { build } = await import(pathToFileURL(fromMobile.resolve('vite')).href);
  const dir = mkdtempSync(join(tmpdir(), 'gemlane-floor-'));
  writeFileSync(join(dir, 'tree.js'), TREE);
  writeFileSync(join(dir, 'main.js'), CLIENT);
  const shared = {
    configFile: false,
    root: dir,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: { react: reactDir, 'react-dom': reactDomDir } },
  };
  // The browser bundle: one module script, as the apps' builds target (es2022).
  await build({
    ...shared,
    build: {
      outDir: join(dir, 'dist'),
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: join(dir, 'main.js') },
    },
  });
  // The same tree for the server render, as CommonJS with react from apps/mobile.
  writeFileSync(
    join(dir, 'dist', 'tree.cjs'),
    TREE.replace(
      "import { createElement as h, useState } from 'react';",
      `const { createElement: h, useState } = require(${JSON.stringify(fromMobile.resolve('react'))});`,
    ).replace('export function App', 'exports.App = function App'),
  );
  const child = spawn(
    process.execPath,
    [
      '-e',
      SERVER,
      join(dir, 'dist'),
      fromMobile.resolve('react-dom/server'),
      fromMobile.resolve('react'),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return pageOfChild(child, 'floor page', () => rmSync(dir, { recursive: true, force: true }));
}
