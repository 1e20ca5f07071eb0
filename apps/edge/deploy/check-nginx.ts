// `pnpm --filter @gemlane/edge run check:nginx`: runs deploy/nginx.conf in a local nginx (Debian's
// `nginx-light` is enough) against the same case table as the handler, and prints where they differ.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_CASES } from '../test/cases.ts';

const PORT = 4321;
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const prefix = mkdtempSync(join(tmpdir(), 'gemlane-nginx-'));

// The production file with local listeners, the test hosts of test/cases.ts and the fixture apps.
const site = readFileSync(here('nginx.conf'), 'utf8')
  .replace('listen 443 ssl default_server;', `listen 127.0.0.1:${PORT} default_server;`)
  .replace(/^\s*ssl_reject_handshake on;\n/m, '')
  .replaceAll('listen 443 ssl;', `listen 127.0.0.1:${PORT};`)
  .replace(/^\s*http2 on;\n/gm, '')
  .replaceAll('gemlane.com', 'gemlane.test')
  .replace('/srv/gemlane/desktop/dist', here('../test/fixtures/desktop-dist'))
  .replace('/srv/gemlane/mobile/dist', here('../test/fixtures/mobile-dist'));
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((t) => `${t}_temp_path ${prefix};`)
  .join(' ');
writeFileSync(
  join(prefix, 'nginx.conf'),
  `worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log; events {}\n` +
    `http { access_log off; ${temp} types { text/html html; text/javascript js; text/css css; image/svg+xml svg; text/plain txt; }\n${site}\n}\n`,
);

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | null }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { ...headers, host: target.host },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const nginx = spawn(
  'nginx',
  ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
  { stdio: 'inherit' },
);
try {
  await new Promise((r) => setTimeout(r, 500));
  const differ: string[] = [];
  for (const c of ALL_CASES) {
    const headers = Object.fromEntries(
      Object.entries(c.headers ?? {}).filter(([name]) => name !== 'host'),
    );
    const answer = await send(c.url, c.method ?? 'GET', headers);
    const location = answer.status === 302 ? answer.location : null;
    if (location !== c.location)
      differ.push(
        `  ${c.name}: nginx ${answer.status} ${location ?? ''}, handler ${c.location ?? 'no redirect'}`,
      );
  }
  console.log(
    `nginx agrees with the handler on ${ALL_CASES.length - differ.length} of ${ALL_CASES.length} cases`,
  );
  if (differ.length) console.log(differ.join('\n'));
} finally {
  nginx.kill('SIGTERM');
  await new Promise((r) => nginx.once('exit', r));
  rmSync(prefix, { recursive: true, force: true });
}
