// API throughput and latency under autocannon, next to a bare Hono hello-world in the same run.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = 32;
const HELLO_PORT = 4409;

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
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
    out.hello = figures(await cannon({ url: `http://127.0.0.1:${HELLO_PORT}/` }));
    out.catalogue = figures(
      await cannon({ url: `${api}/api/common/home/gameListByClassify`, headers: json }),
    );
    out.search = figures(
      await cannon({
        url: `${api}/api/common/home/searchGame`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ page: 1, pageSize: 100, gameName: 'im' }),
      }),
    );
    out.gameZone = figures(
      await cannon({
        url: `${api}/api/common/game/getGameZone?gameZonePath=genshin-impact-top-up`,
        headers: json,
      }),
    );

    // Order creation: a logged-in buyer with a confirmed player ID, a fresh idempotency key per request.
    const login = await call(api, '/api/common/auth/emailLogin', {
      email: account.email,
      password: account.password,
    });
    const auth = { ...json, 'x-auth-token': login.authToken };
    const role = await call(
      api,
      '/api/order/checkRole',
      { gameZonePath: account.zonePath, playerId: account.playerId, serverId: account.serverId },
      auth,
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
    out.orderCreate = figures(
      await cannon({
        url: `${api}/api/order/create`,
        method: 'POST',
        headers: auth,
        connections: 8,
        requests: [{ setupRequest: (req) => ({ ...req, body: order(randomUUID()) }) }],
      }),
    );
  } finally {
    hello.kill();
  }
  return out;
}
