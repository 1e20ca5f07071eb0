// Orders: role check, quote, create, list, detail, cancel.
import { Hono } from 'hono';
import { endpoints } from '@gemlane/contract';
import type { AppEnv } from '../../lib/context.ts';
import { packageNameIn } from '../../services/content-text.ts';
import { serverNamer } from '../../services/catalog.ts';
import { route } from '../endpoint.ts';
import { t } from '../../lib/i18n.ts';
import { shopPublisher } from '../../services/fulfilment/sandbox-publisher.ts';
import { cancelOrder } from '../../services/orders/cancel.ts';
import { createOrder } from '../../services/orders/create.ts';
import { payStartOf } from '../../services/orders/open-payment.ts';
import { paymentDepsOf } from '../../services/payments/deps.ts';
import { quoteOrder } from '../../services/orders/quote.ts';
import { listOrders, orderDetail } from '../../services/orders/read.ts';
import { checkRole } from '../../services/orders/role.ts';
import { converterFor } from '../../services/pricing/convert.ts';
import { hit } from '../../services/rate-limit.ts';

/** Order lines with their server's display name, so no publisher code reaches the screen. */
function withServerNames<O extends { items: { gameId: number; serverId: string | null }[] }>(
  order: O,
  name: (gameId: number, serverId: string | null) => string | null,
): O {
  return {
    ...order,
    items: order.items.map((i) => ({ ...i, serverName: name(i.gameId, i.serverId) })),
  };
}

/** Durations of consecutive stages of one request, as a Server-Timing header value. */
function stageTimer() {
  let last = performance.now();
  const stages: string[] = [];
  return {
    mark: (stage: string) => {
      const now = performance.now();
      stages.push(`${stage};dur=${(now - last).toFixed(2)}`);
      last = now;
    },
    header: () => stages.join(', '),
  };
}

export function orderRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.checkRole, async (input, { deps, ip }) => {
    await hit(deps.db, `role-check:ip:${ip}`, deps.config.limits.roleCheckPerIp, deps.now());
    return checkRole(deps.db, shopPublisher(deps.db), input);
  });

  route(app, endpoints.quoteOrder, async (input, { deps, user, currency, locale }) => {
    const cx = await converterFor(deps.db, currency);
    const priced = await quoteOrder(deps.db, deps.config, user?.id, input, cx, deps.now());
    const quote = {
      ...priced,
      items: priced.items.map((l) => ({ ...l, packageName: packageNameIn(locale, l.packageName) })),
    };
    return quote.coupon?.reason
      ? { ...quote, coupon: { ...quote.coupon, reason: t(locale, quote.coupon.reason) } }
      : quote;
  });

  route(app, endpoints.createOrder, async (input, { c, deps, user, currency, locale }) => {
    // Where the order's time goes, in the answer's Server-Timing header (the bench sums it).
    const timing = stageTimer();
    const cx = await converterFor(deps.db, currency);
    const payment = paymentDepsOf(deps);
    const started = await createOrder(deps.db, deps.config, input, {
      userId: user.id,
      cx,
      lng: locale,
      now: deps.now(),
      publisher: shopPublisher(deps.db),
      provider: payment.provider,
      limit: { key: `order-create:user:${user.id}`, limit: deps.config.limits.orderCreatePerUser },
      mark: timing.mark,
    });
    // Opened after the order's commit (the provider is never called inside a transaction),
    // unless the checkout is a page of ours that came with the order's row.
    const answer = await payStartOf(payment, started, locale);
    timing.mark('checkout');
    c.header('Server-Timing', timing.header());
    return answer;
  });

  route(app, endpoints.orderList, async (input, { deps, user, locale }) => {
    const [page, name] = await Promise.all([
      listOrders(deps.db, user.id, input, locale),
      serverNamer(deps.db, locale),
    ]);
    return { ...page, list: page.list.map((o) => withServerNames(o, name)) };
  });

  route(app, endpoints.orderDetail, async (input, { deps, user, locale }) => {
    const [order, name] = await Promise.all([
      orderDetail(deps.db, user.id, input.orderId, locale),
      serverNamer(deps.db, locale),
    ]);
    return withServerNames(order, name);
  });

  route(app, endpoints.cancelOrder, async (input, { deps, user, locale }) => {
    const [order, name] = await Promise.all([
      cancelOrder(deps.db, user.id, input.orderId, deps.now(), locale),
      serverNamer(deps.db, locale),
    ]);
    return withServerNames(order, name);
  });

  return app;
}
