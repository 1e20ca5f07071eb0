// Opening an order's payment, and what the shopper gets back to go and pay: the provider's
// checkout address for the payment attempt, asked of the provider after the order's transaction
// committed (never inside it).
import type { CurrencyCode, OrderStatus } from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import {
  currentPayment,
  openCheckout,
  payAgain,
  type Payment,
  type PaymentDeps,
} from '../payments/payments.ts';
import type { OrderRow } from './store.ts';

export interface PayStart {
  order: OrderRow;
  payment: Payment;
  /** The checkout's description when the order's lines are in hand (a new order): not read again. */
  description?: string;
}

/** An existing order with the attempt it is paid with now (every order has one). */
export async function payStartOfOrder(db: Tx, order: OrderRow): Promise<PayStart> {
  const payment = await currentPayment(db, order.id);
  if (!payment) throw new Error(`order ${order.id} has no payment`);
  return { order, payment };
}

/**
 * What the shopper gets to go and pay. `lang`: the request's language, so the hosted checkout
 * page speaks it too. Call outside any transaction: it opens the provider's checkout (once per
 * attempt; a retry answers the same one) and throws a translated 503 when the provider fails,
 * leaving the order payable.
 */
export async function payStartOf(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'provider' | 'now' | 'log' | 'mailer'>,
  { order, payment, description }: PayStart,
  lang: string,
) {
  return {
    orderId: order.id,
    outTradeNo: payment.outTradeNo,
    status: order.status as OrderStatus,
    payUrl: await openCheckout(deps, payment, lang, { order, description }),
    total: { amount: order.total, currency: order.currency as CurrencyCode },
  };
}

/** Pay again: a new payment attempt of the shopper's unpaid order, in one transaction. */
export async function payOrderAgain(
  db: Db,
  userId: number,
  request: Parameters<typeof payAgain>[2],
  now: Date,
): Promise<PayStart> {
  return db.transaction((tx) => payAgain(tx, userId, request, now));
}
