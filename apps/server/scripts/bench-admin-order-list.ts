// The staff order list at scale: N orders (with items, payments and shoppers) generated in a
// scratch schema of the PostgreSQL at DATABASE_URL, then each filter of the list timed (median of
// 7 runs). Usage: DATABASE_URL=postgres://... ORDERS=1000000 node --import tsx scripts/bench-admin-order-list.ts
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { adminOrderListQuery } from '@gemlane/contract';
import { migrate, openDatabase } from '../src/db/client.ts';
import { listOrders } from '../src/services/staff/orders.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL (a PostgreSQL to make a scratch schema in)');
const N = Number(process.env.ORDERS ?? 1_000_000);
const schema = `bench_${randomBytes(4).toString('hex')}`;

const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
await admin.db.execute(sql.raw(`create schema ${schema}`));
const database = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 4 });
const { db } = database;
try {
  await migrate(db);
  const t0 = performance.now();
  const users = Math.max(1, Math.floor(N / 5));
  await db.execute(
    sql.raw(`insert into users (uid, email, nickname, avatar_url, login_type, share_code)
    select 'U' || g, 'shopper' || g || '@example.com', 'n' || g, '/a.svg', 'email', 'S' || g
    from generate_series(1, ${users}) g`),
  );
  const statuses = `(array['paying','paymentPending','checking','processing','complete','paymentFailed','fail','cancelled'])`;
  const currencies = `(array['USD','EUR','JPY','IDR','THB'])`;
  await db.execute(
    sql.raw(`insert into orders (id, user_id, status, currency, subtotal, coupon_discount,
      provider_fee, total, total_usd, pay_method, idempotency_key, request_hash, return_origin, created_at, updated_at)
    select 'GL' || lpad(g::text, 10, '0'), 1 + (g % ${users}), ${statuses}[1 + (g % 8)], ${currencies}[1 + (g % 5)],
      1000 + (g % 9000), 0, 50, 1050 + (g % 9000), 1050 + (g % 9000), 'card', 'k' || g, 'h',
      'http://localhost:8080', now() - (g || ' seconds')::interval, now()
    from generate_series(1, ${N}) g`),
  );
  await db.execute(
    sql.raw(`insert into order_items (order_id, package_id, package_name, game_id, game_name,
      game_zone_path, unit_price, quantity, line_total, player_id, role_name)
    select 'GL' || lpad(g::text, 10, '0'), 1, 'Pack', 1 + (g % 40), 'Game', 'zone', 1000, 1, 1000,
      (10000000 + (g % 200000))::text, 'Role'
    from generate_series(1, ${N}) g`),
  );
  await db.execute(
    sql.raw(`insert into payments (out_trade_no, order_id, user_id, provider, method, amount,
      currency, amount_usd, status, idempotency_key)
    select 'PT' || lpad(g::text, 12, '0'), 'GL' || lpad(g::text, 10, '0'), 1 + (g % ${users}), 'sandbox', 'card',
      1050, 'USD', 1050, 'succeeded', 'k' || g
    from generate_series(1, ${N}) g`),
  );
  await db.execute(sql.raw('analyze'));
  console.log(`generated ${N} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const cases: [string, Record<string, unknown>][] = [
    ['newest first, page 1', {}],
    ['page 500', { page: 500 }],
    ['by e-mail', { email: 'shopper4242@example.com' }],
    ['by player ID', { playerId: '10004242' }],
    ['by trade number', { tradeNo: 'PT000000424242' }],
    ['by order number', { tradeNo: 'GL0000424242' }],
    ['status checking', { status: 'checking' }],
    ['currency JPY, by total', { currency: 'JPY', sort: 'total' }],
    ['game 7 + status complete', { gameId: 7, status: 'complete' }],
    ['last 24 hours', { from: new Date(Date.now() - 86_400_000).toISOString() }],
  ];
  for (const [name, q] of cases) {
    const query = adminOrderListQuery.parse(q);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 7; i += 1) {
      const t = performance.now();
      total = (await listOrders(db, query)).total;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(28)} median ${times[3]!.toFixed(1).padStart(7)} ms  (total ${total})`,
    );
  }
} finally {
  await database.close();
  await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await admin.close();
}
