// The floor under orderCreate on PostgreSQL: what this machine answers when a bare node:http
// server does the least an order needs (find the session, then one transaction that inserts the
// order: BEGIN, INSERT, COMMIT, four round trips) on the same database, loaded the same way as the
// real endpoint (32 connections, a pool of 10). No framework, no validation, no pricing: whatever
// the real endpoint reaches above this rate is our code's to win, and a budget above it is below
// what the machine can do. Also the bare round trip (`SELECT 1`) rate over the same pool.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 5);
const CONNECTIONS = 32;
const POOL = 10;
const PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4408);

async function serve(databaseUrl) {
  const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
  const { default: pg } = await import(pathToFileURL(require.resolve('pg')).href);
  const { createServer } = await import('node:http');
  const schema = `bench_floor_${process.pid}`;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL,
    options: `-c search_path=${schema}`,
  });
  const setup = await pool.connect();
  await setup.query(`CREATE SCHEMA ${schema}`);
  await setup.query(
    'CREATE TABLE sessions (token text PRIMARY KEY, user_id int NOT NULL); ' +
      'CREATE TABLE orders (id bigserial PRIMARY KEY, user_id int NOT NULL, key text UNIQUE, total int NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  );
  await setup.query(
    "INSERT INTO sessions SELECT 'token-' || i, i FROM generate_series(1, 100) AS i",
  );
  setup.release();
  let n = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        if (req.url === '/round-trip') {
          await pool.query('SELECT 1');
        } else {
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
          const { rows } = await pool.query('SELECT user_id FROM sessions WHERE token = $1', [
            req.headers['x-auth-token'],
          ]);
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query('INSERT INTO orders (user_id, key, total) VALUES ($1, $2, $3)', [
              rows[0]?.user_id ?? 0,
              `${process.pid}-${(n += 1)}`,
              body.total ?? 0,
            ]);
            await client.query('COMMIT');
          } finally {
            client.release();
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":200}');
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    });
  });
  server.listen(PORT, '127.0.0.1', () => process.send?.('ready'));
  process.on('message', async (msg) => {
    if (msg !== 'stop') return;
    server.close();
    await pool.query(`DROP SCHEMA ${schema} CASCADE`);
    await pool.end();
    process.exit(0);
  });
}

function cannon(path, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}${path}`,
        duration: SECONDS,
        connections: CONNECTIONS,
        ...opts,
      },
      (err, res) =>
        err
          ? reject(err)
          : resolve({
              rps: Math.round(res.requests.average),
              p50: res.latency.p50,
              p99: res.latency.p99,
              errors: res.errors + res.timeouts + (res.non2xx ?? 0),
            }),
    );
  });
}

/** `{ order, roundTrip, loadAverage }`: the bare order and the bare round trip, req/s and ms. */
export async function orderFloorBench(databaseUrl) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, BENCH_FLOOR_DATABASE_URL: databaseUrl },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  const before = loadavg().map((l) => l.toFixed(1));
  const order = await cannon('/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': 'token-7' },
    body: JSON.stringify({ total: 2626 }),
  });
  const roundTrip = await cannon('/round-trip');
  const after = loadavg().map((l) => l.toFixed(1));
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  return { order, roundTrip, loadAverage: { before, after } };
}

if (process.argv.includes('--serve')) await serve(process.env.BENCH_FLOOR_DATABASE_URL);
