// Payments: channels and fees, pay again, the result of an attempt, and provider webhooks.
import { Hono } from 'hono';
import { endpoints } from '@gemlane/contract';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../endpoint.ts';
import type { Context } from 'hono';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/respond.ts';
import { paymentDepsOf } from '../../services/payments/deps.ts';
import { returnOriginOf } from '../../services/orders/create.ts';
import { payOrderAgain, payStartOf } from '../../services/orders/open-payment.ts';
import {
  closeReplacedCheckouts,
  handleWebhookEvents,
  paymentMethods,
  paymentResult,
} from '../../services/payments/payments.ts';
import {
  guardProvider,
  ProviderUnavailable,
  WebhookRejected,
  type PaymentProvider,
} from '../../services/payments/provider.ts';
import { SANDBOX_WEBHOOK_PATH, sandboxProvider } from '../../services/payments/sandbox.ts';
import { STRIPE_WEBHOOK_PATH, stripeProvider } from '../../services/payments/stripe.ts';
import { converterFor } from '../../services/pricing/convert.ts';

// Provider-facing only (never shown to shoppers), so these stay English, not server.json keys.
const WEBHOOK_REJECTION: Record<WebhookRejected['reason'], string> = {
  malformed: 'Webhook rejected: missing or malformed signature',
  stale: 'Webhook rejected: the signature timestamp is too old or in the future',
  mismatch: 'Webhook rejected: the signature does not match',
  invalid: 'Webhook rejected: the event is not valid',
};

export function paymentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.paymentMethods, async (_input, { deps, currency, locale }) =>
    paymentMethods(deps.db, deps.config, await converterFor(deps.db, currency), locale),
  );

  route(app, endpoints.payAgain, async (input, { deps, user, locale }) => {
    const returnOrigin = returnOriginOf(deps.config, input.returnUrl);
    const payDeps = paymentDepsOf(deps);
    // The earlier attempts' hosted pages are closed first (outside any transaction), so the
    // order never has two pages that can both take money.
    await closeReplacedCheckouts(payDeps, {
      orderId: input.orderId,
      userId: user.id,
      keepKey: input.idempotencyKey,
    });
    const started = await payOrderAgain(
      deps.db,
      user.id,
      { orderId: input.orderId, idempotencyKey: input.idempotencyKey, returnOrigin },
      deps.now(),
    );
    // Opened after the commit: the provider is never called inside a transaction.
    return payStartOf(payDeps, started, locale);
  });

  route(app, endpoints.paymentResult, async (input, { deps, user, locale }) =>
    paymentResult(deps.db, user.id, input.outTradeNo, locale),
  );

  // Each provider's signed events: verified on the exact raw body (the sandbox within 300 s,
  // Stripe with its default tolerance), once per event id, handled as they arrive.
  app.post(SANDBOX_WEBHOOK_PATH, (c) =>
    receiveWebhook(c, guardProvider(sandboxProvider(c.get('deps').config, c.get('deps').db))),
  );
  app.post(STRIPE_WEBHOOK_PATH, (c) => {
    const { config } = c.get('deps');
    if (!config.payments.stripe) throw notFound();
    return receiveWebhook(c, guardProvider(stripeProvider(config)));
  });

  return app;
}

async function receiveWebhook(c: Context<AppEnv>, provider: PaymentProvider): Promise<Response> {
  const deps = c.get('deps');
  const raw = await c.req.text();
  let parsed;
  try {
    parsed = await provider.parseWebhook(
      raw,
      c.req.raw.headers,
      Math.floor(deps.now().getTime() / 1000),
    );
  } catch (error) {
    if (error instanceof WebhookRejected) {
      c.get('log').warn('webhook rejected', { provider: provider.name, reason: error.reason });
      throw badRequest(WEBHOOK_REJECTION[error.reason]);
    }
    if (error instanceof ProviderUnavailable) {
      // The provider sends the event again later (any answer but 2xx).
      c.get('log').warn('webhook deferred', { provider: provider.name, error });
      throw new ApiError(503, 'errors.busy', { seconds: 5 }, 5);
    }
    throw error;
  }
  // Events of sessions that are not ours are acknowledged (so they are not sent again) and ignored.
  if ('foreign' in parsed) return ok(c, { received: true, outcome: 'ignored' });
  const outcome = await handleWebhookEvents(
    paymentDepsOf(deps, { provider }),
    provider.name,
    parsed.events,
  );
  return ok(c, { received: true, outcome });
}
