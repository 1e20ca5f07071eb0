// The order as its delivery begins (its state, lines, and what its receipt needs): read by the
// delivery job, or handed to it by the payment that queued it in hand, from that payment's own
// statement, so a delivery in a rush of payments starts without a read.
import { eq, sql } from 'drizzle-orm';
import { prepared, value } from '../../db/prepared.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import { receiptFactColumns, type ReceiptFacts, type ReceiptLine } from '../orders/notices.ts';
import type { OrderLine } from '../orders/store.ts';

export type DeliveryLine = ReceiptLine &
  Pick<OrderLine, 'gameId' | 'gameZonePath' | 'playerId' | 'serverId'>;

/**
 * The lines of the order in the statement's `orders` row, as JSON, in their order. Its columns are
 * named with the table: an update's RETURNING names them bare, which a subquery would take as its
 * own.
 */
export const deliveryLines = () =>
  sql<DeliveryLine[]>`coalesce((select json_agg(json_build_object(
      'gameId', i.game_id, 'gameZonePath', i.game_zone_path, 'playerId', i.player_id,
      'serverId', i.server_id, 'gameName', i.game_name, 'packageName', i.package_name,
      'quantity', i.quantity, 'lineTotal', i.line_total) order by i.id)
    from ${orderItems} i where i.order_id = ${orders}.id), '[]'::json)`;

/**
 * Who the receipt of the order in the statement's `orders` row goes to, as JSON (null without a
 * user): for a statement that cannot join `users` (an update's RETURNING).
 */
export const recipientOfOrder = () =>
  sql<Omit<ReceiptFacts, 'method' | 'paidAt'> | null>`(select json_build_object(
      'language', u.language, 'email', u.email, 'loginType', u.login_type,
      'emailBindStatus', u.email_bind_status)
    from ${users} u where u.id = ${orders}.user_id)`;

/**
 * The order as its delivery begins, its lines, and what its receipt needs, in one statement (a
 * rush of payments runs this once per order).
 */
export const orderToDeliver = prepared('order_to_deliver', (db, name) =>
  db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      fulfilmentDeadline: orders.fulfilmentDeadline,
      lines: deliveryLines(),
      receipt: receiptFactColumns,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, value('orderId')))
    .prepare(name),
);

export type ToDeliver = Awaited<ReturnType<ReturnType<typeof orderToDeliver>['execute']>>[number];
