// API throughput and latency under autocannon, next to a bare Hono hello-world in the same run.
import { fork } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

// Reads are measured in short rounds, hello-world right before each read, so that a change of load
// on a shared machine hits both sides of a ratio; figures are medians over the rounds.
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 5);
const CONNECTIONS = 32;
// Settable so that two benches (or a bench and a test run) can share a machine.
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 4409);

// Order creation runs as many buyers: one buyer may open 30 orders in 10 minutes
// (the server's `orderCreatePerUser` rate limit), a limit the bench keeps. The buyers sign in through the
// real partner login with a partner that exists only in the bench stack: its secret is random per
// run and reaches the server through the environment the stack inherits (run.mjs imports this
// module before it starts the stack). Partner login allows 60 sign-ins per address in 15 minutes.
const BENCH_PARTNER = 'gemlane-bench';
const BENCH_PARTNER_SECRET = randomBytes(32).toString('hex');
process.env.PARTNER_JWT_SECRETS = [
  process.env.PARTNER_JWT_SECRETS,
  `${BENCH_PARTNER}=${BENCH_PARTNER_SECRET}`,
]
  .filter(Boolean)
  .join(',');
const BUYERS = 50;
const ORDERS_PER_BUYER = 30;

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 partner token for bench buyer `sub`, as a partner's server would sign it. */
function partnerToken(sub) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ iss: BENCH_PARTNER, aud: 'gemlane', sub, jti: randomBytes(16).toString('hex'), iat: now, exp: now + 600, nickname: `Bench ${sub}` })}`;
  return `${head}.${createHmac('sha256', BENCH_PARTNER_SECRET).update(head).digest('base64url')}`;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** Seconds of unmeasured load before the rounds: JIT and caches warm for hello and API alike. */
const WARM_UP_S = Number(process.env.BENCH_API_WARM_UP_SECONDS ?? 2);

function figures(res) {
  return {
    rps: Math.round(res.requests.average),
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.timeouts + (res.non2xx ?? 0),
    requests: res.requests.total,
  };
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const loadAverage = () => loadavg().map((l) => Number(l.toFixed(2)));

/**
 * One figure from several rounds: median req/s, p50 and p99 (each round's are printed), errors and
 * requests summed; `ratio` (reads only) is the median of each round's req/s over the hello-world's
 * req/s measured just before it.
 */
function summary(runs) {
  const out = {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    requests: runs.reduce((n, r) => n + r.requests, 0),
    rounds: runs,
  };
  if (runs[0]?.helloRps !== undefined) out.ratio = median(runs.map((r) => r.rps / r.helloRps));
  return out;
}

/** The reads and hello-world in turn for ROUNDS rounds, after a warm-up of each. */
async function alternating(hello, reads) {
  const load = { before: loadAverage() };
  if (WARM_UP_S > 0)
    for (const opts of [hello, ...Object.values(reads)])
      await cannon({ ...opts, duration: WARM_UP_S });
  const helloRuns = [];
  const readRuns = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [name, opts] of Object.entries(reads)) {
      const base = figures(await cannon(hello));
      helloRuns.push(base);
      readRuns[name].push({ ...figures(await cannon(opts)), helloRps: base.rps });
    }
  load.after = loadAverage();
  const out = { hello: { ...summary(helloRuns), loadAverage: load } };
  for (const [name, runs] of Object.entries(readRuns)) out[name] = summary(runs);
  console.log(
    `\nAPI reads: ${ROUNDS} rounds of ${DURATION_S} s each, hello-world measured right before every read ` +
      `(${CONNECTIONS} connections; load average ${load.before.join(' ')} before, ${load.after.join(' ')} after)`,
  );
  for (const name of Object.keys(reads)) {
    const each = (key) => out[name].rounds.map((r) => r[key]).join(' ');
    const ratio = Math.round(100 * out[name].ratio);
    console.log(
      `  ${name.padEnd(17)} req/s ${each('rps')}; hello before each ${each('helloRps')}; p99 ms ${each('p99')}; median ratio ${ratio}%`,
    );
  }
  return out;
}

async function call(api, path, body, headers = {}) {
  const res = await fetch(api + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

export async function apiBench(api, account) {
  const hello = fork(new URL('./hello-hono.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(HELLO_PORT) },
  });
  await new Promise((r) => hello.once('message', r));
  const json = { 'content-type': 'application/json', 'x-currency': 'USD', 'x-locale': 'en' };
  // The reads as the storefronts send them: every browser asks for a compressed answer.
  const browser = { ...json, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const out = {};
  try {
    Object.assign(
      out,
      await alternating(
        { url: `http://127.0.0.1:${HELLO_PORT}/`, headers: browser },
        {
          catalogue: { url: `${api}/api/common/home/gameListByClassify`, headers: browser },
          search: {
            url: `${api}/api/common/home/searchGame`,
            method: 'POST',
            headers: browser,
            body: JSON.stringify({ page: 1, pageSize: 100, gameName: 'im' }),
          },
          gameZone: {
            url: `${api}/api/common/game/getGameZone?gameZonePath=genshin-impact-top-up`,
            headers: browser,
          },
          // The same call from a client that takes no compression (the whole 10 KB each time).
          catalogueIdentity: { url: `${api}/api/common/home/gameListByClassify`, headers: json },
        },
      ),
    );

    // Order creation: BUYERS signed-in buyers in turn, each with a confirmed player ID and a fresh
    // idempotency key per request; exactly ORDERS_PER_BUYER orders each, so every answer is an order.
    const run = randomBytes(4).toString('hex');
    const tokens = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const login = await call(
        api,
        '/api/common/auth/partnerLogin',
        { partner: BENCH_PARTNER, token: partnerToken(`buyer-${run}-${i}`) },
        json,
      );
      tokens.push(login.authToken);
    }
    const role = await call(
      api,
      '/api/order/checkRole',
      { gameZonePath: account.zonePath, playerId: account.playerId, serverId: account.serverId },
      json,
    );
    const zone = await (
      await fetch(`${api}/api/common/game/getGameZone?gameZonePath=${account.zonePath}`, {
        headers: json,
      })
    ).json();
    const packageId = zone.data.packages[0].packageId ?? zone.data.packages[0].id;
    const order = (key) =>
      JSON.stringify({
        idempotencyKey: key,
        items: [
          {
            packageId,
            quantity: 1,
            playerId: account.playerId,
            serverId: account.serverId,
            roleName: role.roleName,
          },
        ],
        payMethod: 'wallet',
        returnUrl: account.returnUrl,
      });
    let next = 0;
    const created = await cannon({
      url: `${api}/api/order/create`,
      method: 'POST',
      headers: json,
      connections: 8,
      amount: BUYERS * ORDERS_PER_BUYER,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, 'x-auth-token': tokens[next++ % BUYERS] },
            body: order(randomUUID()),
          }),
        },
      ],
    });
    out.orderCreate = figures(created);
    // Every 200 is a real order: the buyers' order lists add up to the answers counted.
    let orders = 0;
    for (const token of tokens) {
      const list = await call(
        api,
        '/api/order/list',
        { page: 1, pageSize: 1 },
        { ...json, 'x-auth-token': token },
      );
      orders += list.total;
    }
    out.orderCreate.buyers = BUYERS;
    out.orderCreate.ordersStored = orders;
    if (orders !== created['2xx']) out.orderCreate.errors += Math.abs(created['2xx'] - orders);
  } finally {
    hello.kill();
  }
  return out;
}
