// Coupons: tabs, counts, home list, receive.
import { Hono } from 'hono';
import { endpoints } from '@gemlane/contract';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/endpoint.ts';
import {
  countCoupons,
  homeCoupons,
  listCoupons,
  receiveCoupon,
} from '../../services/coupons/coupons.ts';
import { converterFor } from '../../services/pricing/convert.ts';

export function couponRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.couponList, async (input, { deps, user, currency }) =>
    listCoupons(deps.db, user.id, input, await converterFor(deps.db, currency), deps.now()),
  );

  route(app, endpoints.couponCount, async (_input, { deps, user }) =>
    countCoupons(deps.db, user.id, deps.now()),
  );

  route(app, endpoints.couponHomeList, async (_input, { deps, user, currency }) =>
    homeCoupons(deps.db, user?.id, await converterFor(deps.db, currency)),
  );

  route(app, endpoints.receiveCoupon, async (input, { deps, user, currency }) => {
    const cx = await converterFor(deps.db, currency);
    return deps.db.transaction((tx) =>
      receiveCoupon(tx, user.id, input.templateId, cx, deps.now()),
    );
  });

  return app;
}
