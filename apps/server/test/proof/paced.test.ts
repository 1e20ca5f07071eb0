// The paced rush's client: what it reads as an answer, and that it times each request from the
// moment it was due, so a server that falls behind cannot hide it by slowing the client down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAt, pacedRush, type PacedAnswer } from './paced.ts';

describe('answerAt', () => {
  it('reads an answer with a content-length, and waits for the rest of a partial one', () => {
    const whole = Buffer.from(
      'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nServer-Timing: db;dur=1.5\r\n\r\nhelloHTTP/1.1',
    );
    expect(answerAt(whole)).toEqual({
      status: 200,
      headers: { 'content-length': '5', 'server-timing': 'db;dur=1.5' },
      body: 'hello',
      used: whole.length - 'HTTP/1.1'.length,
    });
    expect(answerAt(whole.subarray(0, 20))).toBeUndefined();
    expect(answerAt(whole.subarray(0, whole.length - 'loHTTP/1.1'.length))).toBeUndefined();
  });

  it('reads a chunked answer once its last chunk is in', () => {
    const text =
      'HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n4\r\nd€\r\n0\r\n\r\n';
    const bytes = Buffer.from(text);
    expect(answerAt(bytes)).toMatchObject({ status: 201, body: 'abcd€', used: bytes.length });
    expect(answerAt(bytes.subarray(0, bytes.length - 2))).toBeUndefined();
  });

  it('refuses what is not an HTTP answer', () => {
    expect(() => answerAt(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(/not an HTTP answer/);
  });
});

describe('pacedRush', () => {
  let server: http.Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** A server that answers each request with its body after `delayMs`, chunked when asked. */
  async function serve(delayMs: number): Promise<string> {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () =>
        setTimeout(() => {
          if (req.headers['x-chunked'] === 'yes') {
            res.write(body.slice(0, 2));
            res.end(body.slice(2));
          } else res.end(body);
        }, delayMs),
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('sends every request once, warm-up first, and gets each its own answer', async () => {
    const base = await serve(0);
    const warm: PacedAnswer[] = [];
    const paced: PacedAnswer[] = [];
    const { seconds } = await pacedRush({
      base,
      connections: 4,
      perSecond: 100,
      count: 30,
      warmUpPerConnection: 2,
      request: (n) => ({
        method: 'POST',
        path: '/',
        headers: { 'x-chunked': n % 2 ? 'yes' : 'no' },
        body: `request ${n}`,
      }),
      onWarmUpAnswer: (a) => warm.push(a),
      onAnswer: (a) => paced.push(a),
    });
    expect(warm.map((a) => a.body).sort()).toEqual(
      Array.from({ length: 8 }, (_, n) => `request ${n}`).sort(),
    );
    expect(paced.map((a) => a.body).sort()).toEqual(
      Array.from({ length: 30 }, (_, n) => `request ${n + 8}`).sort(),
    );
    expect(paced.every((a) => a.status === 200)).toBe(true);
    // 30 requests due 10 ms apart: the last is due 290 ms after the first.
    expect(seconds).toBeGreaterThanOrEqual(0.29);
  });

  it('times a request that waited for a connection from when it was due', async () => {
    // One connection, a server taking 20 ms, and a request due every 2 ms: they queue. Timed
    // from their send, each would look like 20 ms; from their due time the tenth waited for the
    // nine before it.
    const base = await serve(20);
    const paced: PacedAnswer[] = [];
    await pacedRush({
      base,
      connections: 1,
      perSecond: 500,
      count: 10,
      warmUpPerConnection: 0,
      request: () => ({ method: 'GET', path: '/', headers: {} }),
      onWarmUpAnswer: () => undefined,
      onAnswer: (a) => paced.push(a),
    });
    expect(paced).toHaveLength(10);
    expect(paced[0]!.ms).toBeGreaterThanOrEqual(19);
    // The last was due 18 ms after the first and answered after ten times 20 ms.
    expect(paced[9]!.ms).toBeGreaterThanOrEqual(10 * 20 - 18 - 1);
  });

  it('fails when a connection closes with a request in flight', async () => {
    server = http.createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await expect(
      pacedRush({
        base,
        connections: 1,
        perSecond: 100,
        count: 1,
        warmUpPerConnection: 1,
        request: () => ({ method: 'GET', path: '/', headers: {} }),
        onWarmUpAnswer: () => undefined,
        onAnswer: () => undefined,
      }),
    ).rejects.toThrow(/closed with a request in flight/);
  });
});
