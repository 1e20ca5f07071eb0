// A paced rush: requests sent at a fixed rate whatever the server does (an open loop), over
// keep-alive HTTP/1.1 connections, one request at a time on each. Each answer is timed from the
// moment its request was due, not from when a connection was free to send it: a server that falls
// behind shows it in every answer that waited (no coordinated omission). A closed loop (each
// connection sends its next request on an answer) measures a server's capacity instead, and its
// latency there is the connections divided by the rate, by Little's law.
import net from 'node:net';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the moment the request was due (or, warming up, sent) to its answer. */
  ms: number;
}

export interface PacedRushOptions {
  /** `http://host:port` */
  base: string;
  connections: number;
  /** Requests due each second, evenly spaced. */
  perSecond: number;
  count: number;
  /** Answers each connection gets, one after the other, before the first paced request is due. */
  warmUpPerConnection: number;
  /** The request of the nth send (warm-up first, then the paced ones). */
  request: (n: number) => PacedRequest;
  onWarmUpAnswer: (answer: PacedAnswer) => void;
  onAnswer: (answer: PacedAnswer) => void;
}

/** The head of an HTTP/1.1 answer: status, headers, and where its body starts. */
function headOf(buffer: Buffer, end: number): { status: number; headers: Record<string, string> } {
  const lines = buffer.toString('latin1', 0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]);
  if (!status) throw new Error(`not an HTTP answer: ${JSON.stringify(lines[0])}`);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers };
}

/**
 * The length of a complete chunked body at `start` and its bytes, or undefined while more is to
 * come.
 */
function chunkedBody(buffer: Buffer, start: number): { end: number; body: Buffer } | undefined {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error('a chunk without its size');
    const dataEnd = lineEnd + 2 + size;
    if (buffer.length < dataEnd + 2) return undefined;
    if (size === 0) {
      // No trailers are sent to us: the body ends with the empty chunk's line.
      return { end: dataEnd + 2, body: Buffer.concat(parts) };
    }
    parts.push(buffer.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}

/** One whole answer at the start of `buffer` and the bytes it took, or undefined while partial. */
export function answerAt(
  buffer: Buffer,
): { status: number; headers: Record<string, string>; body: string; used: number } | undefined {
  const headEnd = buffer.indexOf('\r\n\r\n', 0, 'latin1');
  if (headEnd < 0) return undefined;
  const { status, headers } = headOf(buffer, headEnd);
  const start = headEnd + 4;
  if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
    const chunked = chunkedBody(buffer, start);
    if (!chunked) return undefined;
    return { status, headers, body: chunked.body.toString('utf8'), used: chunked.end };
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < start + length) return undefined;
  return {
    status,
    headers,
    body: buffer.toString('utf8', start, start + length),
    used: start + length,
  };
}

function encode(host: string, request: PacedRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const head = [`${request.method} ${request.path} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(request.headers)) head.push(`${name}: ${value}`);
  if (body) head.push(`content-length: ${body.length}`);
  const bytes = Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1');
  return body ? Buffer.concat([bytes, body]) : bytes;
}

interface Connection {
  socket: net.Socket;
  buffer: Buffer;
  /** The request in flight: when it counts from, and where its answer goes. */
  inFlight?: { from: number; deliver: (answer: PacedAnswer) => void };
}

function open(url: URL): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () =>
      resolve(connection),
    );
    socket.setNoDelay(true);
    const connection: Connection = { socket, buffer: Buffer.alloc(0) };
    socket.once('error', reject);
  });
}

/**
 * Sends `warmUpPerConnection` requests on each connection one after the other, then `count`
 * requests due `1000 / perSecond` ms apart from then on, each on the first free connection (a
 * request due while all are busy waits for one, and its wait is part of its time). Resolves with
 * the seconds from the first paced request's due time to the last answer.
 */
export async function pacedRush(options: PacedRushOptions): Promise<{ seconds: number }> {
  const url = new URL(options.base);
  const host = url.host;
  const connections = await Promise.all(
    Array.from({ length: options.connections }, () => open(url)),
  );
  let sent = 0;
  /** Rejects the phase under way: a broken answer or connection ends the rush. */
  let fail: (error: Error) => void = () => undefined;

  const send = (connection: Connection, from: number, deliver: (a: PacedAnswer) => void) => {
    connection.inFlight = { from, deliver };
    connection.socket.write(encode(host, options.request(sent)));
    sent += 1;
  };

  let onFree: (connection: Connection) => void = () => undefined;
  for (const connection of connections) {
    connection.socket.on('data', (chunk: Buffer) => {
      connection.buffer =
        connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
      let answer;
      try {
        answer = answerAt(connection.buffer);
      } catch (error) {
        fail(error as Error);
        return;
      }
      if (!answer) return;
      const now = performance.now();
      connection.buffer = connection.buffer.subarray(answer.used);
      const flight = connection.inFlight;
      connection.inFlight = undefined;
      if (!flight) {
        fail(new Error('an answer nobody asked for'));
        return;
      }
      flight.deliver({
        status: answer.status,
        headers: answer.headers,
        body: answer.body,
        ms: now - flight.from,
      });
      onFree(connection);
    });
    connection.socket.on('close', () => {
      if (connection.inFlight) fail(new Error('a connection closed with a request in flight'));
    });
    connection.socket.on('error', (error) => fail(error));
  }

  // The paced requests' spacing, and when the first is due (set once the warm-up is over).
  const spacing = 1000 / options.perSecond;
  let lastAnswer = 0;
  let start = 0;
  try {
    // The warm-up: each connection's answers one after the other.
    await new Promise<void>((resolve, reject) => {
      fail = (error) => reject(error);
      let left = options.connections * options.warmUpPerConnection;
      if (left === 0) resolve();
      const counts = new Map<Connection, number>();
      const warm = (connection: Connection) => {
        const done = counts.get(connection) ?? 0;
        if (done >= options.warmUpPerConnection) return;
        counts.set(connection, done + 1);
        send(connection, performance.now(), (answer) => {
          options.onWarmUpAnswer(answer);
          left -= 1;
          if (left === 0) resolve();
        });
      };
      onFree = warm;
      for (const connection of connections) warm(connection);
    });

    // The paced requests.
    start = performance.now();
    await new Promise<void>((resolve, reject) => {
      const free: Connection[] = [...connections];
      /** Due times of the requests that came due while every connection was busy. */
      const waiting: number[] = [];
      let due = 0;
      let answered = 0;
      let timer: NodeJS.Timeout | undefined;
      const deliver = (answer: PacedAnswer) => {
        lastAnswer = performance.now();
        options.onAnswer(answer);
        answered += 1;
        if (answered === options.count) resolve();
      };
      const dispatch = () => {
        while (waiting.length > 0 && free.length > 0)
          send(free.shift()!, waiting.shift()!, deliver);
      };
      const tick = () => {
        timer = undefined;
        const now = performance.now();
        while (due < options.count && start + due * spacing <= now) {
          waiting.push(start + due * spacing);
          due += 1;
        }
        dispatch();
        if (due < options.count)
          timer = setTimeout(tick, Math.max(0, start + due * spacing - performance.now()));
      };
      onFree = (connection) => {
        free.push(connection);
        dispatch();
      };
      // A rush that failed stops sending.
      fail = (error) => {
        if (timer) clearTimeout(timer);
        reject(error);
      };
      tick();
    });
  } finally {
    for (const connection of connections) connection.socket.destroy();
  }
  return { seconds: (lastAnswer - start) / 1000 };
}
