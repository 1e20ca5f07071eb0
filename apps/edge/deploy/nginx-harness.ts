// deploy/nginx.conf in a real local nginx (Debian's `nginx-light` is enough): the production file
// with local listeners, the test hosts of test/cases.ts (`*.gemlane.test`) and the given builds.
// Used by `check:nginx` and by src/nginx.test.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where Debian puts nginx; `NGINX` overrides. */
export const NGINX_BINARY = process.env.NGINX ?? '/usr/sbin/nginx';

/** The nginx binary, or an error that says how to get it (the check is never skipped). */
export function requireNginx(): string {
  const found = spawnSync(NGINX_BINARY, ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0)
    throw new Error(
      `nginx is not installed (${NGINX_BINARY}): apt-get install -y nginx-light ` +
        '(CI installs it in .ci/run); deploy/nginx.conf is checked in a real nginx only',
    );
  return NGINX_BINARY;
}

export interface NginxAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RunningNginx {
  port: number;
  /** A request as a browser on `url`'s host would send it (Host from the URL). */
  send(
    url: string,
    init?: { method?: string; headers?: Record<string, string> },
  ): Promise<NginxAnswer>;
  stop(): Promise<void>;
}

export async function startNginx(options: {
  port: number;
  desktopDist: string;
  mobileDist: string;
}): Promise<RunningNginx> {
  const binary = requireNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'gemlane-nginx-'));
  const { port } = options;
  const site = readFileSync(here('nginx.conf'), 'utf8')
    .replace('listen 443 ssl default_server;', `listen 127.0.0.1:${port} default_server;`)
    .replace(/^\s*ssl_reject_handshake on;\n/m, '')
    .replaceAll('listen 443 ssl;', `listen 127.0.0.1:${port};`)
    .replace(/^\s*http2 on;\n/gm, '')
    .replaceAll('gemlane.com', 'gemlane.test')
    .replace('/srv/gemlane/desktop/dist', options.desktopDist)
    .replace('/srv/gemlane/mobile/dist', options.mobileDist);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${prefix};`)
    .join(' ');
  // Started as root, nginx runs its worker as `nobody`, which cannot read sites in a checkout that
  // only root may enter (a clone in a `mktemp -d` folder): the harness's worker keeps its user.
  const user = process.getuid?.() === 0 ? 'user root; ' : '';
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${user}worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log; events {}\n` +
      `http { access_log off; ${temp} types { text/html html; text/javascript js; text/css css; image/svg+xml svg; text/plain txt; }\n${site}\n}\n`,
  );
  const test = spawnSync(binary, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refuses deploy/nginx.conf:\n${test.stderr}`);
  }
  const nginx: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => nginx.once('exit', resolve));

  const send: RunningNginx['send'] = (url, init = {}) => {
    const target = new URL(url);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: `${target.pathname}${target.search}`,
          method: init.method ?? 'GET',
          headers: { ...init.headers, host: target.host },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  };

  // Listening once it answers.
  for (let tries = 0; ; tries += 1) {
    try {
      await send('http://www.gemlane.test/robots.txt');
      break;
    } catch (error) {
      if (tries > 100 || nginx.exitCode !== null) {
        rmSync(prefix, { recursive: true, force: true });
        throw error;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    port,
    send,
    async stop() {
      nginx.kill('SIGTERM');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
