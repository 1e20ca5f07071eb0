// The hostile requests of the `hostile` bench part, run in a child process of the bench so that
// building and sending them does not delay the process that samples the latencies. Keeps them in
// flight until told to stop, then reports how many of each were sent and what they were answered.
// Started by hostile.mjs with { api, site, token, fileUrl } as its first message.
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

const DEEP_JSON = `${'['.repeat(3000)}${']'.repeat(3000)}`;

let stopping = false;
/** Aborts whatever is in flight when the bench has sampled enough. */
const stop = new AbortController();
const counts = {};
function count(kind, answer) {
  counts[kind] ??= {};
  counts[kind][answer] = (counts[kind][answer] ?? 0) + 1;
}

async function loop(kind, send) {
  while (!stopping) {
    try {
      const res = await send(stop.signal);
      await res.arrayBuffer();
      count(kind, res.status);
    } catch (error) {
      // In flight when the sampling ended: counted apart, as neither answered nor failed.
      if (stopping) count(kind, 'unfinished');
      else count(kind, error?.cause?.code ?? error?.name ?? 'error');
      if (stopping) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

process.once('message', ({ api, site, token, fileUrl }) => {
  const png = new Blob([paddedPng(UPLOAD_BYTES)], { type: 'image/png' });
  const urlencoded = manyKeys();
  const signedIn = { 'x-auth-token': token };
  const senders = [];
  const start = (kind, send) => {
    for (let i = 0; i < (SENDERS[kind] ?? 0); i += 1) senders.push(loop(kind, send));
  };
  start('upload', (signal) => {
    const form = new FormData();
    form.append('file', png, 'hostile.png');
    return fetch(`${api}/api/base/sys/upload`, {
      method: 'POST',
      headers: signedIn,
      body: form,
      signal,
    });
  });
  // A fresh query string each time, as a cache-busting attacker sends.
  start('uploadRead', (signal) =>
    fetch(`${api}${fileUrl}?v=${randomBytes(6).toString('hex')}`, { signal }),
  );
  start('urlencoded', (signal) =>
    fetch(`${api}/api/base/sys/upload`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
      body: urlencoded,
      signal,
    }),
  );
  start('deepJson', (signal) =>
    fetch(`${api}/api/common/home/searchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: DEEP_JSON,
      signal,
    }),
  );
  start('render', (signal) =>
    fetch(`${site}/search?keyword=${randomBytes(6).toString('hex')}`, {
      redirect: 'manual',
      signal,
    }),
  );
  process.send({ started: true });
  process.once('message', async () => {
    stopping = true;
    stop.abort();
    await Promise.all(senders);
    process.send({ counts });
    process.disconnect();
  });
});
