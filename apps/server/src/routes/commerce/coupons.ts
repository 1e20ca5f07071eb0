// Coupons: tabs, counts, home list, receive, claim by code.
import { Hono } from 'hono';
import { endpoints } from '@gemlane/contract';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../endpoint.ts';
import {
  claimCouponByCode,
  countCoupons,
  homeCoupons,
  listCoupons,
  receiveCoupon,
} from '../../services/coupons/coupons.ts';
import { named } from '../../services/coupons/name.ts';
import { converterFor } from '../../services/pricing/convert.ts';

export function couponRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.couponList, async (input, { deps, user, currency, locale }) => {
    const page = await listCoupons(
      deps.db,
      user.id,
      input,
      await converterFor(deps.db, currency),
      deps.now(),
    );
    return { ...page, list: page.list.map((c) => named(c, locale)) };
  });

  route(app, endpoints.couponCount, async (_input, { deps, user }) =>
    countCoupons(deps.db, user.id, deps.now()),
  );

  route(app, endpoints.couponHomeList, async (_input, { deps, user, currency, locale }) =>
    (await homeCoupons(deps.db, user?.id, await converterFor(deps.db, currency))).map((c) =>
      named(c, locale),
    ),
  );

  route(app, endpoints.receiveCoupon, async (input, { deps, user, currency, locale }) => {
    const cx = await converterFor(deps.db, currency);
    const coupon = await receiveCoupon(deps.db, user.id, input.templateId, cx, deps.now());
    return named(coupon, locale);
  });

  route(app, endpoints.claimCouponCode, async (input, { deps, user, currency, locale }) => {
    const cx = await converterFor(deps.db, currency);
    const coupon = await claimCouponByCode(deps.db, user.id, input.code, cx, deps.now());
    return named(coupon, locale);
  });

  return app;
}
