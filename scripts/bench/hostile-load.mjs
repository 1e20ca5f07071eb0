// The hostile requests of the `hostile` bench part, run in a child process of the bench so that
// building and sending them does not delay the process that samples the latencies. Keeps them in
// flight until told to stop, then reports how many of each were sent and what they were answered.
// Started by hostile.mjs with { api, site, token, fileUrl } as its first message.
//
// Sent with node:http, each body built once as one buffer and every answer drained unread: the
// attacker's own CPU is not the server's, and on a 2-core machine it competes with the server for
// the same cores. Built per request with fetch and FormData, the load took 50-125% of a core,
// more than the API it was aimed at; the bodies and the addresses the server sees are the same.
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { paddedPng } from './hostile.mjs';

/** The upload limit of the contract (AVATAR_MAX_BYTES): a file just under it. */
const UPLOAD_BYTES = 20 * 1024 * 1024 - 1024;
/**
 * Concurrent senders of each kind. HOSTILE_SENDERS (JSON, e.g. `{"uploadRead":4}`) sends only the
 * kinds it names, to find which kind a slow figure comes from; the bench's figure is the default.
 */
const SENDERS = process.env.HOSTILE_SENDERS
  ? JSON.parse(process.env.HOSTILE_SENDERS)
  : { upload: 2, uploadRead: 4, urlencoded: 1, deepJson: 2, render: 20 };

/** About 2 million keys in 20 MB of application/x-www-form-urlencoded. */
function manyKeys() {
  const keys = 2_000_000;
  const body = Buffer.alloc(keys * 10);
  for (let i = 0; i < keys; i += 1) body.write(`${i.toString(36).padStart(7, '0')}=1&`, i * 10);
  return body;
}

/** A multipart/form-data body with one `file` field, as a browser's FormData sends it. */
function multipart(file, filename, type) {
  const boundary = `----gemlane-hostile-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const DEEP_JSON = Buffer.from(`${'['.repeat(3000)}${']'.repeat(3000)}`);

let stopping = false;
/** Aborts whatever is in flight when the bench has sampled enough. */
const stop = new AbortController();
const counts = {};
function count(kind, answer) {
  counts[kind] ??= {};
  counts[kind][answer] = (counts[kind][answer] ?? 0) + 1;
}

/** One request; resolves with the status once the answer has been read (and dropped) in full. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        signal: stop.signal,
      },
      (res) => {
        res.on('error', reject);
        res.on('end', () => resolve(res.statusCode));
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function loop(kind, next) {
  while (!stopping) {
    try {
      count(kind, await next());
    } catch (error) {
      // In flight when the sampling ended: counted apart, as neither answered nor failed.
      if (stopping) count(kind, 'unfinished');
      else count(kind, error?.code ?? error?.name ?? 'error');
      if (stopping) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

process.once('message', ({ api, site, token, fileUrl }) => {
  const upload = multipart(paddedPng(UPLOAD_BYTES), 'hostile.png', 'image/png');
  const urlencoded = manyKeys();
  const signedIn = { 'x-auth-token': token };
  const senders = [];
  const start = (kind, next) => {
    for (let i = 0; i < (SENDERS[kind] ?? 0); i += 1) senders.push(loop(kind, next));
  };
  start('upload', () =>
    send(`${api}/api/base/sys/upload`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': upload.contentType },
      body: upload.body,
    }),
  );
  // A fresh query string each time, as a cache-busting attacker sends.
  start('uploadRead', () => send(`${api}${fileUrl}?v=${randomBytes(6).toString('hex')}`));
  start('urlencoded', () =>
    send(`${api}/api/base/sys/upload`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
      body: urlencoded,
    }),
  );
  start('deepJson', () =>
    send(`${api}/api/common/home/searchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: DEEP_JSON,
    }),
  );
  start('render', () => send(`${site}/search?keyword=${randomBytes(6).toString('hex')}`));
  process.send({ started: true });
  process.once('message', async () => {
    stopping = true;
    stop.abort();
    await Promise.all(senders);
    process.send({ counts });
    process.disconnect();
  });
});
