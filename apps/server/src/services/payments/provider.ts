// What the server needs from a payment provider. Built in: the sandbox (./sandbox.ts, the default)
// and Stripe Checkout (./stripe.ts). Every method here is a network call for a real provider, so
// none may run inside a database transaction (`guardProvider` refuses it at run time): the caller
// writes its record first, commits, then asks the provider, then records the answer.
import type { Config } from '../../config.ts';
import { CalledInsideTransaction, insideTransaction } from '../../db/tx-scope.ts';

export type ProviderName = 'sandbox' | 'stripe';

export type PaymentRow = {
  id: number;
  outTradeNo: string;
  orderId: string;
  userId: number;
  method: 'card' | 'wallet';
  amount: number;
  currency: string;
  providerRef?: string | null;
};

/** What a hosted checkout is opened with. */
export interface CheckoutRequest {
  payment: PaymentRow;
  /** The shopper's language (one of our ten). */
  lang: string;
  /** Shown on the provider's page: "<game> · <package>". */
  description: string;
  /** The storefront origin the shopper came from: success and cancel lead back there. */
  returnOrigin: string;
  /** When the provider's page stops taking the payment (our payment window). */
  expiresAt: Date;
}

export interface OpenedCheckout {
  url: string;
  /** The provider's id of the checkout (kept on the payment; webhooks and lookups name it). */
  reference: string;
}

/** The card as the provider reports it: the card rules apply to these. */
export interface ReportedCard {
  fingerprint: string;
  holderName: string;
}

/** A provider's event about a payment attempt, after its signature was verified. */
export interface PaymentEvent {
  kind: 'payment';
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.expired' | 'payment.disputed';
  outTradeNo: string;
  amount: number;
  currency: string;
  /** The bank's words on a decline ("Do Not Honor"). */
  reason?: string | undefined;
  card?: ReportedCard | undefined;
  /** The provider's id of the checkout, when the event names it (checked against ours). */
  providerRef?: string | undefined;
}

/** A provider's event about a refund we asked for (matched by our refund id or its reference). */
export interface RefundEvent {
  kind: 'refund';
  id: string;
  type: 'refund.succeeded' | 'refund.failed' | 'refund.pending';
  refundId?: number | undefined;
  providerRef?: string | undefined;
  reason?: string | undefined;
}

export type ProviderEvent = PaymentEvent | RefundEvent;

/** A verified webhook: its events for us, or `foreign` (another merchant's or not ours). */
export type ParsedWebhook = { events: ProviderEvent[] } | { foreign: true; id: string };

export interface RefundRequest {
  refundId: number;
  payment: PaymentRow;
  amount: number;
  currency: string;
  reason: string;
}

export interface RefundAnswer {
  status: 'succeeded' | 'pending' | 'failed';
  reference: string;
  reason?: string | undefined;
}

/** What became of a hosted checkout we asked the provider to close (a pay-again replaces it). */
export type ClosedCheckout =
  /** It can no longer be paid (closed now, or it had expired already). */
  | { state: 'closed' }
  /** The shopper paid it first: its event settles the attempt (the order is paid). */
  | { state: 'paid'; event: PaymentEvent }
  /** Completed with a payment still on its way (a bank debit): it may yet be paid. */
  | { state: 'processing' };

/** Our refund row as the provider is asked about it again (reconciliation). */
export interface RefundRef {
  refundId: number;
  /** The provider's id of the refund, once it answered the request. */
  providerRef: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens the hosted page where the shopper pays this attempt. The same key answers the same
   *  checkout (a retry after a timeout never opens a second one). */
  openCheckout(req: CheckoutRequest, idempotencyKey: string): Promise<OpenedCheckout>;
  /** A checkout that is a page of ours (the sandbox's form): its address is made without a call,
   *  so it is written with the payment's row as the order is placed. Hosted pages leave it out. */
  ownCheckout?(outTradeNo: string, lang: string): OpenedCheckout;
  /** Checks the signature and freshness of a webhook and reads it; throws WebhookRejected. */
  parseWebhook(rawBody: string, headers: Headers, nowSeconds: number): Promise<ParsedWebhook>;
  /** Gives the money back. The key comes from our refund row: asked twice, it refunds once. */
  refund(req: RefundRequest, idempotencyKey: string): Promise<RefundAnswer>;
  /** What the provider knows now about an attempt whose event never came (reconciliation);
   *  null while the shopper has not finished. */
  lookup(payment: PaymentRow): Promise<PaymentEvent | null>;
  /** Closes the hosted checkout of an attempt that a new one replaces, so the two can never
   *  both be paid; says what became of it. */
  closeCheckout(payment: PaymentRow): Promise<ClosedCheckout>;
  /** The outcome of a refund whose event never came (reconciliation); null while the provider
   *  has not decided, or when it never heard of the refund (the refund job asks again). */
  lookupRefund(refund: RefundRef): Promise<RefundEvent | null>;
}

export class WebhookRejected extends Error {
  constructor(readonly reason: 'malformed' | 'stale' | 'mismatch' | 'invalid') {
    super(`webhook rejected: ${reason}`);
  }
}

/** The provider could not be reached or answered with an error: try again later. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

export type ProviderFactory = (config: Config) => PaymentProvider;

/** The same provider, refusing every call made inside a database transaction. */
export function guardProvider(provider: PaymentProvider): PaymentProvider {
  const outside =
    <A extends unknown[], R>(what: string, call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (insideTransaction())
        return Promise.reject(new CalledInsideTransaction(`${provider.name}.${what}`));
      return call(...args);
    };
  return {
    name: provider.name,
    openCheckout: outside('openCheckout', provider.openCheckout.bind(provider)),
    // No call leaves the process: it may run inside the order's transaction.
    ...(provider.ownCheckout ? { ownCheckout: provider.ownCheckout.bind(provider) } : {}),
    parseWebhook: outside('parseWebhook', provider.parseWebhook.bind(provider)),
    refund: outside('refund', provider.refund.bind(provider)),
    lookup: outside('lookup', provider.lookup.bind(provider)),
    closeCheckout: outside('closeCheckout', provider.closeCheckout.bind(provider)),
    lookupRefund: outside('lookupRefund', provider.lookupRefund.bind(provider)),
  };
}
