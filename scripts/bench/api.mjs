// API throughput and latency under autocannon, next to a bare Hono hello-world in the same run.
import { fork } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = 32;
// Settable so that two benches (or a bench and a test run) can share a machine.
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 4409);

// Order creation runs as many buyers: one buyer may open 30 orders in 10 minutes
// (ORDER_CREATE_LIMIT of apps/server), a limit the bench keeps. The buyers sign in through the
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
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ iss: BENCH_PARTNER, sub, iat: now, exp: now + 600, nickname: `Bench ${sub}` })}`;
  return `${head}.${createHmac('sha256', BENCH_PARTNER_SECRET).update(head).digest('base64url')}`;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** Seconds of unmeasured load before each read figure: JIT and caches warm for hello and API alike. */
const WARM_UP_S = Number(process.env.BENCH_API_WARM_UP_SECONDS ?? 2);

/** A read measured after its warm-up. */
async function measured(opts) {
  if (WARM_UP_S > 0) await cannon({ ...opts, duration: WARM_UP_S });
  return figures(await cannon(opts));
}

function figures(res) {
  return {
    rps: Math.round(res.requests.average),
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.timeouts + (res.non2xx ?? 0),
    requests: res.requests.total,
  };
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
  const out = {};
  try {
    out.hello = await measured({ url: `http://127.0.0.1:${HELLO_PORT}/` });
    out.catalogue = await measured({
      url: `${api}/api/common/home/gameListByClassify`,
      headers: json,
    });
    out.search = await measured({
      url: `${api}/api/common/home/searchGame`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ page: 1, pageSize: 100, gameName: 'im' }),
    });
    out.gameZone = await measured({
      url: `${api}/api/common/game/getGameZone?gameZonePath=genshin-impact-top-up`,
      headers: json,
    });

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
