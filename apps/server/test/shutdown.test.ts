// The real server process: SIGTERM lets a request in flight finish, then the process exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { copyTemplate, ensureTemplate } from './template.ts';
import { DEMO } from './helpers.ts';

let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (dataDir) rmSync(`${dataDir}-uploads`, { recursive: true, force: true });
});

const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');

describe('graceful shutdown (PGlite child process on either run)', () => {
  it('finishes an upload in flight after SIGTERM, then exits 0', async () => {
    dataDir = copyTemplate(await ensureTemplate());
    child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        UPLOAD_DIR: `${dataDir}-uploads`,
        PORT: '0',
        JOBS: 'false',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line:\n${out}`)), 90_000);
      child?.stdout?.on('data', () => {
        const m = /"msg":"listening".*?"url":"([^"]+)"/.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const login = await fetch(`${url}/api/common/auth/emailLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    const token = ((await login.json()) as { data: { authToken: string } }).data.authToken;

    // A multipart body sent slowly: the signal arrives while the request is still being read.
    const boundary = 'gemlaneboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let sentFirst: () => void = () => {};
    const firstSent = new Promise<void>((r) => (sentFirst = r));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(Buffer.concat([head, PNG_HEAD]));
        sentFirst();
        for (let i = 0; i < 5; i++) {
          await new Promise((r) => setTimeout(r, 200));
          controller.enqueue(Buffer.alloc(64 * 1024, i));
        }
        controller.enqueue(tail);
        controller.close();
      },
    });
    const pending = fetch(`${url}/api/base/sys/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-auth-token': token,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    await firstSent;
    await new Promise((r) => setTimeout(r, 100));
    const exited = new Promise<number | null>((r) => child?.on('exit', (code) => r(code)));
    child.kill('SIGTERM');

    const res = await pending;
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { data: { mimeType: string; size: number } };
    expect(answer.data.mimeType).toBe('image/png');
    expect(answer.data.size).toBe(PNG_HEAD.length + 5 * 64 * 1024);
    expect(await exited).toBe(0);
    expect(out).toMatch(/"msg":"stopping"/);
    expect(out).toMatch(/"msg":"stopped"/);
  }, 120_000);
});
