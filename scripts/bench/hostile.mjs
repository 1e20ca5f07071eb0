// `BENCH_ONLY=hostile`: how fast the API's /api/health (and the gateway's /home) answer while
// hostile requests are in flight: 20 MB PNG uploads, parallel reads of an uploaded file, a 20 MB
// urlencoded body with 2 million keys, a JSON body nested 3000 deep, and 20 concurrent
// server renders of unique search pages. The requests come from a child process
// (hostile-load.mjs); this process only samples, one request every ~20 ms per address.
// The floor: a bare Hono hello-world in its own process, sampled the same way in the same window,
// shows what the machine itself allows while the load runs (a 2-core machine shares its cores
// between the load, the API, the gateway and the sampler).
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND) padded to `size` bytes. */
export function paddedPng(size) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    // One row: filter byte 0 and a transparent RGBA pixel.
    chunk('IDAT', deflateSync(Buffer.alloc(5))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 4409);
const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 5);
const SAMPLE_EVERY_MS = 20;
/** Let the first hostile bodies reach the server before sampling starts. */
const RAMP_MS = 500;
/** A sample not answered by then counts as failed, with the time it waited. */
const SAMPLE_TIMEOUT_MS = 10_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
function latencies(samples) {
  const ms = samples.map((s) => s.ms).toSorted((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    samples: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    p50: round(percentile(ms, 50)),
    p99: round(percentile(ms, 99)),
    max: round(ms.at(-1) ?? null),
  };
}

/** Asks `url` every SAMPLE_EVERY_MS (or as soon as the last answer came, if later) until `until`. */
async function sample(url, until, headers = {}) {
  const out = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    let ok = false;
    try {
      const res = await fetch(url, {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      ok = res.status === 200;
    } catch {
      ok = false;
    }
    const ms = performance.now() - t0;
    out.push({ ms, ok });
    await new Promise((r) => setTimeout(r, Math.max(0, SAMPLE_EVERY_MS - ms)));
  }
  return out;
}

async function signIn(api, account) {
  const res = await fetch(`${api}/api/common/auth/emailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const json = await res.json();
  if (!json.data?.authToken) throw new Error(`sign-in for the hostile bench: ${json.message}`);
  return json.data.authToken;
}

async function uploadOne(api, token) {
  const form = new FormData();
  // As large as an upload may be: the reads below stream it in full each time.
  form.append(
    'file',
    new Blob([paddedPng(20 * 1024 * 1024 - 1024)], { type: 'image/png' }),
    'read.png',
  );
  const res = await fetch(`${api}/api/base/sys/upload`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  const json = await res.json();
  if (!json.data?.url)
    throw new Error(`upload for the hostile bench: ${res.status} ${json.message}`);
  return json.data.url;
}

export async function hostileBench(urls, account) {
  const hello = fork(new URL('./hello-hono.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(HELLO_PORT) },
  });
  await new Promise((r) => hello.once('message', r));
  try {
    return await underLoad(urls, account, `http://127.0.0.1:${HELLO_PORT}/`);
  } finally {
    hello.kill();
  }
}

async function underLoad(urls, account, helloUrl) {
  const token = await signIn(urls.api, account);
  const fileUrl = await uploadOne(urls.api, token);
  // Warm both addresses (the first render of /home is kept for 10 s, as for any visitor).
  for (const url of [`${urls.api}/api/health`, `${urls.desktop}/home`, helloUrl])
    await (await fetch(url)).arrayBuffer();
  const quiet = {
    floor: latencies(await sample(helloUrl, Date.now() + 1000)),
    health: latencies(await sample(`${urls.api}/api/health`, Date.now() + 1000)),
    home: latencies(await sample(`${urls.desktop}/home`, Date.now() + 1000)),
  };

  const load = fork(new URL('./hostile-load.mjs', import.meta.url), { stdio: 'inherit' });
  const message = () => new Promise((r) => load.once('message', r));
  const started = message();
  load.send({ api: urls.api, site: urls.desktop, token, fileUrl });
  await started;
  const before = loadavg().map((l) => Number(l.toFixed(2)));
  await new Promise((r) => setTimeout(r, RAMP_MS));
  const until = Date.now() + SECONDS * 1000;
  const [floor, health, home] = await Promise.all([
    sample(helloUrl, until),
    sample(`${urls.api}/api/health`, until),
    sample(`${urls.desktop}/home`, until),
  ]);
  const finished = message();
  load.send({ stop: true });
  const { counts } = await finished;
  const after = loadavg().map((l) => Number(l.toFixed(2)));
  return {
    seconds: SECONDS,
    sampleEveryMs: SAMPLE_EVERY_MS,
    quiet,
    floor: latencies(floor),
    health: latencies(health),
    home: latencies(home),
    sent: counts,
    loadAverage: { before, after },
  };
}
