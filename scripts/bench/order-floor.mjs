// The floors under orderCreate and the shopper's wait: what this machine answers when a bare
// node:http server does the least each needs, on the same database (PostgreSQL with a pool of 10,
// or PGlite in the process, as the API opens each).
// - An order: find the session, then one transaction that inserts the order (BEGIN, INSERT,
//   COMMIT: four round trips), loaded the same way as the real endpoint (32 connections).
// - A payment to its final state, for 200 buyers pressing Pay at the same moment (the load proof's
//   burst): per request, the payment's transaction (lock the order, mark the payment paid, move the
//   order, note it) and the delivery's (move the order to complete, note it), answered once both
//   committed: the least a paid and delivered order costs, with no provider and no job queue.
// No framework, no validation, no pricing: whatever the real endpoints reach above these is our
// code's to win, and a budget above them is below what the machine can do. Also the bare round
// trip (`SELECT 1`) rate over the same database.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 5);
const CONNECTIONS = 32;
const POOL = 10;
const PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4408);
/** Buyers pressing Pay at once, as in the load proof. */
const PAY_BURST = 200;

const TABLES =
  'CREATE TABLE sessions (token text PRIMARY KEY, user_id int NOT NULL); ' +
  "CREATE TABLE orders (id bigserial PRIMARY KEY, user_id int NOT NULL, key text UNIQUE, total int NOT NULL, status text NOT NULL DEFAULT 'paying', created_at timestamptz NOT NULL DEFAULT now()); " +
  'CREATE TABLE payments (id bigserial PRIMARY KEY, order_id bigint NOT NULL REFERENCES orders, status text NOT NULL, updated_at timestamptz); ' +
  'CREATE TABLE order_timeline (id bigserial PRIMARY KEY, order_id bigint NOT NULL REFERENCES orders, to_status text NOT NULL, created_at timestamptz NOT NULL DEFAULT now()); ' +
  `INSERT INTO orders (user_id, total) SELECT i, 100 FROM generate_series(1, ${PAY_BURST}) AS i; ` +
  "INSERT INTO payments (order_id, status) SELECT id, 'pending' FROM orders; " +
  "INSERT INTO sessions SELECT 'token-' || i, i FROM generate_series(1, 100) AS i";

/**
 * The database the floor server uses, as `{ query, transaction, close }`, opened as the API opens
 * it: through node-postgres, each statement named (parsed and planned once per connection), to
 * PostgreSQL with a pool of 10 in a schema of its own, or (no URL) to PGlite in a fresh folder in
 * the process, over one connection (its transactions one at a time).
 */
async function openDatabase(databaseUrl) {
  const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
  const { default: pg } = await import(pathToFileURL(require.resolve('pg')).href);
  let pool;
  let dropSchema = async () => {};
  let closeEngine = async () => {};
  const schema = `bench_floor_${process.pid}`;
  if (databaseUrl) {
    pool = new pg.Pool({
      connectionString: databaseUrl,
      max: POOL,
      options: `-c search_path=${schema}`,
    });
    await pool.query(`CREATE SCHEMA ${schema}`);
    dropSchema = () => pool.query(`DROP SCHEMA ${schema} CASCADE`);
  } else {
    const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
    const { createPgConfig } = await import(
      pathToFileURL(require.resolve('@electric-sql/pglite/node-postgres')).href
    );
    const dir = mkdtempSync(join(tmpdir(), 'gemlane-floor-'));
    const engine = await PGlite.create(dir);
    pool = new pg.Pool({ ...createPgConfig(engine), max: 1, idleTimeoutMillis: 0 });
    closeEngine = async () => {
      await engine.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await pool.query(TABLES);
  const names = new Map();
  const named = (text) => {
    if (!names.has(text)) names.set(text, `floor_${names.size}`);
    return names.get(text);
  };
  const run = (client) => (text, values) => client.query({ name: named(text), text, values });
  return {
    query: run(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await work({ query: run(client) });
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    },
    close: async () => {
      await dropSchema();
      await pool.end();
      await closeEngine();
    },
  };
}

async function serve(databaseUrl) {
  const { createServer } = await import('node:http');
  const db = await openDatabase(databaseUrl);
  let n = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        if (req.url === '/round-trip') {
          await db.query('SELECT 1', []);
        } else if (req.url.startsWith('/pay/')) {
          const orderId = Number(req.url.slice('/pay/'.length));
          await db.transaction(async (client) => {
            await client.query('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
            await client.query(
              "UPDATE payments SET status = 'succeeded', updated_at = now() WHERE order_id = $1",
              [orderId],
            );
            await client.query("UPDATE orders SET status = 'checking' WHERE id = $1", [orderId]);
            await client.query(
              "INSERT INTO order_timeline (order_id, to_status) VALUES ($1, 'checking')",
              [orderId],
            );
          });
          await db.transaction(async (client) => {
            await client.query("UPDATE orders SET status = 'complete' WHERE id = $1", [orderId]);
            await client.query(
              "INSERT INTO order_timeline (order_id, to_status) VALUES ($1, 'complete')",
              [orderId],
            );
          });
        } else {
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
          const { rows } = await db.query('SELECT user_id FROM sessions WHERE token = $1', [
            req.headers['x-auth-token'],
          ]);
          await db.transaction((client) =>
            client.query('INSERT INTO orders (user_id, key, total) VALUES ($1, $2, $3)', [
              rows[0]?.user_id ?? 0,
              `${process.pid}-${(n += 1)}`,
              body.total ?? 0,
            ]),
          );
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
    await db.close();
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

/** 200 payments sent at once, each answered when its order is final: p50 / p99 / max ms. */
async function payBurst() {
  const ms = await Promise.all(
    Array.from({ length: PAY_BURST }, async (_, i) => {
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/pay/${i + 1}`, { method: 'POST' });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`the pay floor answered ${res.status}`);
      return performance.now() - t0;
    }),
  );
  ms.sort((a, b) => a - b);
  const at = (p) => Math.round(ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]);
  return { buyers: PAY_BURST, p50: at(50), p99: at(99), max: at(100) };
}

/**
 * `{ order, roundTrip, pay, loadAverage }`: the bare order and the bare round trip (req/s and ms),
 * and the bare burst of payments to their final state (ms).
 */
export async function orderFloorBench(databaseUrl) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, BENCH_FLOOR_DATABASE_URL: databaseUrl ?? '' },
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
  const pay = await payBurst();
  const after = loadavg().map((l) => l.toFixed(1));
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  return { order, roundTrip, pay, loadAverage: { before, after } };
}

if (process.argv.includes('--serve'))
  await serve(process.env.BENCH_FLOOR_DATABASE_URL || undefined);
