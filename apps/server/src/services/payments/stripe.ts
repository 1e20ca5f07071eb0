// Stripe Checkout as a payment provider (PAYMENT_PROVIDER=stripe): a hosted Checkout Session per
// payment attempt, refunds of its PaymentIntent, and Stripe's signed webhooks. The client uses
// fetch and Web Crypto only, so the same code runs in Node and in workerd. STRIPE_API_BASE points
// it at a local stand-in (test/stripe-stand-in.ts) in tests.
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { resultUrl } from './checkout-url.ts';
import { stripeAmount, ourAmount } from './stripe-amounts.ts';
import {
  ProviderUnavailable,
  WebhookRejected,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderEvent,
  type ClosedCheckout,
  type RefundAnswer,
  type RefundEvent,
  type ReportedCard,
} from './provider.ts';

export const STRIPE = 'stripe';
export const STRIPE_WEBHOOK_PATH = '/api/pay/webhook/stripe';
/** Our keys in a session's (and its PaymentIntent's and refunds') metadata. */
export const META_OUT_TRADE_NO = 'gemlane_out_trade_no';
export const META_ORDER_ID = 'gemlane_order_id';
export const META_REFUND_ID = 'gemlane_refund_id';

/** Our ten languages in Checkout's `locale` (each is one Stripe supports as is). */
export const STRIPE_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  de: 'de',
  en: 'en',
  fr: 'fr',
  id: 'id',
  ja: 'ja',
  ms: 'ms',
  ru: 'ru',
  th: 'th',
  vi: 'vi',
  zh: 'zh',
};

const crypto = Stripe.createSubtleCryptoProvider();
const clients = new Map<string, Stripe>();

/** One client per key and API base (stripe-node's host, port and protocol). */
export function stripeClient(config: Config): Stripe {
  const settings = config.payments.stripe;
  if (!settings) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)');
  const cacheKey = `${settings.secretKey}@${settings.apiBase ?? ''}`;
  const known = clients.get(cacheKey);
  if (known) return known;
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const client = new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    // Retries are ours (jobs, the shopper's retry), always with the same idempotency key.
    maxNetworkRetries: 0,
    timeout: config.payments.timeoutMs,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  clients.set(cacheKey, client);
  return client;
}

/** A Stripe error that a retry may cure (network, 5xx, 429, idempotency races). */
function unavailable(error: unknown, what: string): Error {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 0;
    if (status >= 400 && status < 500 && status !== 409 && status !== 429) return error;
  }
  return new ProviderUnavailable(
    `Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

type SessionWithCharge = Stripe.Checkout.Session & {
  payment_intent: Stripe.PaymentIntent | string | null;
};

/** The card of a paid session as Stripe reports it (fingerprint and cardholder name). */
function cardOf(session: SessionWithCharge): ReportedCard | undefined {
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return undefined;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return undefined;
  const fingerprint = charge.payment_method_details?.card?.fingerprint;
  if (!fingerprint) return undefined;
  return {
    fingerprint: `stripe:${fingerprint}`,
    holderName: charge.billing_details?.name ?? session.customer_details?.name ?? '',
  };
}

/** Our event for a session, or null when it is not ours (no trade number of ours on it). */
function sessionEvent(
  id: string,
  type: PaymentEvent['type'],
  session: Stripe.Checkout.Session,
  extra: Partial<PaymentEvent> = {},
): PaymentEvent | null {
  const outTradeNo = session.metadata?.[META_OUT_TRADE_NO];
  if (!outTradeNo || session.client_reference_id !== outTradeNo) return null;
  const currency = (session.currency ?? '').toUpperCase();
  const amount = ourAmount(session.amount_total ?? -1, currency);
  return {
    kind: 'payment',
    id,
    type,
    outTradeNo,
    // An amount Stripe cannot have charged for our order (not whole in our units) never matches.
    amount: amount ?? Number.NaN,
    currency,
    providerRef: session.id,
    ...extra,
  };
}

function refundEvent(id: string, refund: Stripe.Refund): ProviderEvent | null {
  const ours = Number(refund.metadata?.[META_REFUND_ID]);
  if (!Number.isInteger(ours) || ours <= 0) return null;
  const type: ProviderEvent['type'] =
    refund.status === 'succeeded'
      ? 'refund.succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'refund.failed'
        : 'refund.pending';
  return {
    kind: 'refund',
    id,
    type,
    refundId: ours,
    providerRef: refund.id,
    reason: refund.failure_reason ?? undefined,
  } as ProviderEvent;
}

export function stripeProvider(config: Config): PaymentProvider {
  const settings = config.payments.stripe;
  if (!settings) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)');
  const stripe = stripeClient(config);

  const paidSession = async (sessionId: string) =>
    (await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.latest_charge'],
    })) as SessionWithCharge;

  /** A session that says it is paid, read again with its charge (for the card rules). */
  async function paidEvent(id: string, session: Stripe.Checkout.Session) {
    const full = await paidSession(session.id);
    return sessionEvent(id, 'payment.succeeded', full, { card: cardOf(full) });
  }

  async function eventsOf(event: Stripe.Event): Promise<ProviderEvent[] | null> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Completed but not yet paid (a bank debit on its way): the async events follow.
        if (session.payment_status !== 'paid') {
          const ours = sessionEvent(event.id, 'payment.succeeded', session);
          return ours ? [] : null;
        }
        const paid = await paidEvent(event.id, session);
        return paid ? [paid] : null;
      }
      case 'checkout.session.async_payment_failed': {
        const failed = sessionEvent(event.id, 'payment.failed', event.data.object, {
          reason: 'Payment failed',
        });
        return failed ? [failed] : null;
      }
      case 'checkout.session.expired': {
        const expired = sessionEvent(event.id, 'payment.expired', event.data.object);
        return expired ? [expired] : null;
      }
      case 'refund.updated':
      case 'refund.failed': {
        const refund = refundEvent(event.id, event.data.object);
        return refund ? [refund] : null;
      }
      case 'charge.refunded': {
        const refunds = event.data.object.refunds?.data ?? [];
        const ours = refunds
          .map((r, i) => refundEvent(`${event.id}:${i}`, r))
          .filter((e): e is ProviderEvent => e !== null);
        // Without the refunds listed, refund.updated (or our own request's answer) settles it.
        return ours.length ? ours : [];
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const intentId =
          typeof dispute.payment_intent === 'string'
            ? dispute.payment_intent
            : dispute.payment_intent?.id;
        if (!intentId) return null;
        const intent = await stripe.paymentIntents.retrieve(intentId);
        const outTradeNo = intent.metadata?.[META_OUT_TRADE_NO];
        if (!outTradeNo) return null;
        const currency = intent.currency.toUpperCase();
        return [
          {
            kind: 'payment',
            id: event.id,
            type: 'payment.disputed',
            outTradeNo,
            amount: ourAmount(intent.amount, currency) ?? Number.NaN,
            currency,
          },
        ];
      }
      default:
        return [];
    }
  }

  return {
    name: STRIPE,

    async openCheckout(req, idempotencyKey) {
      const { payment } = req;
      const currency = payment.currency.toUpperCase();
      const metadata = {
        [META_OUT_TRADE_NO]: payment.outTradeNo,
        [META_ORDER_ID]: payment.orderId,
      };
      let session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: currency.toLowerCase(),
                  unit_amount: stripeAmount(payment.amount, currency),
                  product_data: { name: req.description.slice(0, 250) },
                },
              },
            ],
            client_reference_id: payment.outTradeNo,
            metadata,
            payment_intent_data: { metadata },
            ...(payment.method === 'card' ? { payment_method_types: ['card'] } : {}),
            locale: STRIPE_LOCALES[req.lang] ?? 'auto',
            success_url: resultUrl(req.returnOrigin, payment.outTradeNo),
            cancel_url: resultUrl(req.returnOrigin, payment.outTradeNo, 'cancelled'),
            expires_at: Math.floor(req.expiresAt.getTime() / 1000),
          },
          { idempotencyKey },
        );
      } catch (error) {
        throw unavailable(error, 'checkout');
      }
      if (!session.url) throw new ProviderUnavailable('Stripe returned a session without a url');
      return { url: session.url, reference: session.id };
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookRejected('malformed');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          settings.webhookSecret,
          undefined,
          crypto,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if (/tolerance/i.test(message)) throw new WebhookRejected('stale');
        if (/Unable to extract|header/i.test(message) && !/No signatures/i.test(message))
          throw new WebhookRejected('malformed');
        if (/signature/i.test(message)) throw new WebhookRejected('mismatch');
        throw new WebhookRejected('invalid');
      }
      let events;
      try {
        events = await eventsOf(event);
      } catch (error) {
        // Stripe could not be asked about the event now: answer 5xx so Stripe sends it again.
        throw unavailable(error, 'event lookup');
      }
      return events === null ? { foreign: true, id: event.id } : { events };
    },

    async refund(req, idempotencyKey): Promise<RefundAnswer> {
      try {
        const ref = req.payment.providerRef;
        if (!ref) throw new Error(`payment ${req.payment.outTradeNo} has no Stripe session`);
        const session = await stripe.checkout.sessions.retrieve(ref);
        const intent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : session.payment_intent?.id;
        if (!intent) throw new Error(`session ${ref} has no payment`);
        const refund = await stripe.refunds.create(
          {
            payment_intent: intent,
            amount: stripeAmount(req.amount, req.currency.toUpperCase()),
            metadata: {
              [META_REFUND_ID]: String(req.refundId),
              [META_OUT_TRADE_NO]: req.payment.outTradeNo,
            },
          },
          { idempotencyKey },
        );
        const status =
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending';
        return { status, reference: refund.id, reason: refund.failure_reason ?? undefined };
      } catch (error) {
        throw unavailable(error, 'refund');
      }
    },

    async lookup(payment) {
      if (!payment.providerRef) return null;
      let session;
      try {
        session = await paidSession(payment.providerRef);
      } catch (error) {
        throw unavailable(error, 'lookup');
      }
      const id = `lookup:${session.id}:${session.status ?? ''}:${session.payment_status}`;
      if (session.status === 'expired') return sessionEvent(id, 'payment.expired', session);
      if (session.status === 'complete' && session.payment_status === 'paid')
        return sessionEvent(id, 'payment.succeeded', session, { card: cardOf(session) });
      return null;
    },

    async closeCheckout(payment): Promise<ClosedCheckout> {
      if (!payment.providerRef) return { state: 'closed' };
      try {
        await stripe.checkout.sessions.expire(payment.providerRef);
        return { state: 'closed' };
      } catch (error) {
        // Stripe expires only an open session: read what this one became instead.
        const notOpen =
          error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400;
        if (!notOpen) throw unavailable(error, 'expire');
      }
      let session;
      try {
        session = await paidSession(payment.providerRef);
      } catch (error) {
        throw unavailable(error, 'lookup');
      }
      if (session.status === 'expired') return { state: 'closed' };
      if (session.status === 'complete' && session.payment_status === 'paid') {
        const event = sessionEvent(`close:${session.id}:paid`, 'payment.succeeded', session, {
          card: cardOf(session),
        });
        if (event) return { state: 'paid', event };
      }
      if (session.status === 'complete') return { state: 'processing' };
      throw new ProviderUnavailable(`Stripe session ${session.id} could not be expired`);
    },

    async lookupRefund(ref) {
      if (!ref.providerRef) return null;
      let refund;
      try {
        refund = await stripe.refunds.retrieve(ref.providerRef);
      } catch (error) {
        throw unavailable(error, 'refund lookup');
      }
      const event = refundEvent(
        `lookup:${refund.id}:${refund.status ?? ''}`,
        refund,
      ) as RefundEvent | null;
      if (!event || event.type === 'refund.pending' || event.refundId !== ref.refundId) return null;
      return event;
    },
  };
}
