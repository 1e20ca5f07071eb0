// Methods no API call takes (TRACE, TRACK, PUT, ...) are refused by the API's own server with 405
// and Allow, in the reader's language, over a real socket (a web Request cannot carry TRACE).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { HEADER } from '@gemlane/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS, refuseOtherMethods } from '../src/lib/node-http.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  server = createServer(refuseOtherMethods(getRequestListener(t.app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end(method === 'PUT' ? '{"a":1}' : undefined);
    },
  );
}

describe('methods no call takes', () => {
  it('are answered 405 with Allow and a translated message, never a 404 or a 500', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const res = await send(method, '/api/health', { [HEADER.locale]: 'de' });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe(API_METHODS.join(', '));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(res.body)).toEqual({
        code: 405,
        data: null,
        message: 'Diese Anfragemethode wird hier nicht angenommen',
      });
    }
    const english = await send('TRACE', '/api/user/info');
    expect(JSON.parse(english.body).message).toBe('This request method is not accepted here');
    // A method Node's parser does not know (TRACK) is answered 400 by Node, before any code of ours.
    expect((await send('TRACK', '/api/health')).status).toBe(400);
  });

  it('leave the methods of the calls to the app', async () => {
    expect((await send('GET', '/api/health')).status).toBe(200);
    expect((await send('HEAD', '/api/health')).status).toBe(200);
    const post = await send('POST', '/api/nope');
    expect(post.status).toBe(404);
  });
});
