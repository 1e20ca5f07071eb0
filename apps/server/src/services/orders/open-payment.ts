// Opening an order's payment, and what the shopper gets back to go and pay: the provider's
// checkout address for the payment attempt.
import type { CurrencyCode, OrderStatus } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  currentPayment,
  openPayment,
  payAgain,
  providerOf,
  type Payment,
} from '../payments/payments.ts';
import type { OrderRow } from './store.ts';

export interface PayStart {
  order: OrderRow;
  payment: Payment;
}

/** The first payment attempt of a new order, under the order's idempotency key. */
export async function openFirstPayment(
  tx: Tx,
  order: OrderRow,
  idempotencyKey: string,
  now: Date,
): Promise<PayStart> {
  return { order, payment: await openPayment(tx, order, idempotencyKey, now) };
}

/** An existing order with the attempt it is paid with now (every order has one). */
export async function payStartOfOrder(db: Tx, order: OrderRow): Promise<PayStart> {
  const payment = await currentPayment(db, order.id);
  if (!payment) throw new Error(`order ${order.id} has no payment`);
  return { order, payment };
}

/** `lang`: the request's language, so the hosted checkout page speaks it too. */
export const payStartOf = (config: Config, { order, payment }: PayStart, lang: string) => ({
  orderId: order.id,
  outTradeNo: payment.outTradeNo,
  status: order.status as OrderStatus,
  payUrl: providerOf(config).checkoutUrl(payment, lang),
  total: { amount: order.total, currency: order.currency as CurrencyCode },
});

/** Pay again: a new payment attempt of the shopper's unpaid order, in one transaction. */
export async function payOrderAgain(
  db: Db,
  userId: number,
  request: Parameters<typeof payAgain>[2],
  now: Date,
): Promise<PayStart> {
  return db.transaction((tx) => payAgain(tx, userId, request, now));
}
