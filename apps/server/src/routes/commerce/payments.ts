// Payments: channels and fees, pay again, the result of an attempt, and provider webhooks.
import { Hono } from 'hono';
import { endpoints } from '@gemlane/contract';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../endpoint.ts';
import { badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/respond.ts';
import { returnOriginOf } from '../../services/orders/create.ts';
import { payOrderAgain, payStartOf } from '../../services/orders/open-payment.ts';
import {
  handlePaymentEvent,
  paymentMethods,
  paymentResult,
  providerOf,
} from '../../services/payments/payments.ts';
import { WebhookRejected } from '../../services/payments/provider.ts';
import { SANDBOX_WEBHOOK_PATH } from '../../services/payments/sandbox.ts';
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
    const started = await payOrderAgain(
      deps.db,
      user.id,
      { orderId: input.orderId, idempotencyKey: input.idempotencyKey, returnOrigin },
      deps.now(),
    );
    return payStartOf(deps.config, started, locale);
  });

  route(app, endpoints.paymentResult, async (input, { deps, user, locale }) =>
    paymentResult(deps.db, user.id, input.outTradeNo, locale),
  );

  // The provider's signed event: verified on the exact raw body, within 300 s, once per event id.
  app.post(SANDBOX_WEBHOOK_PATH, async (c) => {
    const deps = c.get('deps');
    const raw = await c.req.text();
    const provider = providerOf(deps.config);
    let event;
    try {
      event = provider.parseWebhook(
        raw,
        c.req.raw.headers,
        Math.floor(deps.now().getTime() / 1000),
      );
    } catch (error) {
      if (error instanceof WebhookRejected) {
        c.get('log').warn('webhook rejected', { reason: error.reason });
        throw badRequest(WEBHOOK_REJECTION[error.reason]);
      }
      throw error;
    }
    const outcome = await handlePaymentEvent(deps.db, deps.config, provider, event, deps.now());
    return ok(c, { received: true, outcome });
  });

  return app;
}
