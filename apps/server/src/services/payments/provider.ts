// What the server needs from a payment provider. The built-in one is the sandbox (./sandbox.ts);
// a real provider implements the same three things and posts to /api/pay/webhook/<name>.
import type { Tx } from '../../db/client.ts';
import type { Config } from '../../config.ts';

export type PaymentRow = {
  id: number;
  outTradeNo: string;
  orderId: string;
  userId: number;
  method: 'card' | 'wallet';
  amount: number;
  currency: string;
};

/** A provider's webhook, after its signature was verified. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  outTradeNo: string;
  amount: number;
  currency: string;
  /** The bank's words on a decline ("Do Not Honor"). */
  reason?: string | undefined;
}

export interface PaymentProvider {
  readonly name: string;
  /** The hosted page where the shopper pays this attempt, in the shopper's language. */
  checkoutUrl(payment: PaymentRow, lang: string): string;
  /** Checks the signature and freshness of a webhook and reads it; throws WebhookRejected. */
  parseWebhook(rawBody: string, headers: Headers, nowSeconds: number): PaymentEvent;
  /** Gives the money back; called at most once per payment (the refunds table guarantees it). */
  refund(tx: Tx, payment: PaymentRow, reason: string): Promise<void>;
}

export class WebhookRejected extends Error {
  constructor(readonly reason: 'malformed' | 'stale' | 'mismatch' | 'invalid') {
    super(`webhook rejected: ${reason}`);
  }
}

export type ProviderFactory = (config: Config) => PaymentProvider;
