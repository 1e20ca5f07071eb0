// Coupons: the user's coupons by tab, their count, the home list of coupons to receive.
import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { attemptKey, currencyCode, empty, isoDateTime, money, pageBody, pageOf } from './common.ts';

import { COUPON_STATUSES } from './constants.ts';

export { COUPON_STATUSES } from './constants.ts';
export const couponStatus = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof couponStatus>;

/** `amount`: a fixed sum off; `percent`: a share off, limited by `cap`. */
export const couponKind = z.enum(['amount', 'percent']);

/** The terms shared by a template and a received coupon; amounts converted to the x-currency
 *  currency (the templates hold US cents). */
const couponTerms = {
  name: z.string(),
  kind: couponKind,
  /** Sum off for `amount` coupons (null for `percent`). */
  offAmount: money.nullable(),
  /** Percent off for `percent` coupons, 1..100 (null for `amount`). */
  offPercent: z.number().int().nullable(),
  /** The order subtotal must reach this to use the coupon (0: no minimum). */
  minimumOrder: money,
  /** The most a coupon takes off one order (null: no cap beyond the subtotal). */
  cap: money.nullable(),
  currency: currencyCode,
};

/** A typed coupon code: letters and digits, case and surrounding spaces ignored. */
export const couponCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform((code) => code.toUpperCase());

const coupon = z.object({
  /** What an order's `couponId` names. */
  id: z.number().int(),
  ...couponTerms,
  /** ISO time after which the coupon is expired. */
  validUntil: isoDateTime,
  status: couponStatus,
  /** The order that used it (status `used`). */
  orderId: z.string().nullable(),
});

const couponTemplate = z.object({
  templateId: z.number().int(),
  ...couponTerms,
  /** Days a received coupon stays valid. */
  validDays: z.number().int(),
  /** Whether the current user already holds one (false for visitors). */
  received: z.boolean(),
  /** Coupons left to hand out (null: unlimited). */
  remaining: z.number().int().nullable(),
});

export const couponsEndpoints = {
  couponList: defineEndpoint({
    method: 'POST',
    path: '/api/coupon/list',
    request: pageBody.extend({
      status: couponStatus.default('available'),
      /** The idempotency key of the shopper's current attempt: on the Available tab, a coupon held
       *  by that attempt's unpaid order is listed as available (the same attempt may use it). */
      attemptKey: attemptKey.optional(),
    }),
    response: pageOf(coupon),
    auth: 'required',
    summary:
      "The current user's coupons of one tab (Available, Used, Expired), soonest expiry first.",
  }),
  couponCount: defineEndpoint({
    method: 'GET',
    path: '/api/coupon/count',
    request: empty,
    response: z.object({
      available: z.number().int(),
      used: z.number().int(),
      expired: z.number().int(),
    }),
    auth: 'required',
    summary: "Counts of the current user's coupons per tab (`available` feeds the user popover).",
  }),
  couponHomeList: defineEndpoint({
    method: 'GET',
    path: '/api/coupon/homeList',
    request: empty,
    response: z.array(couponTemplate),
    auth: 'optional',
    summary:
      'Coupons offered on the home page, with whether the current user already received each.',
  }),
  receiveCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/coupon/receive',
    request: z.object({ templateId: z.number().int().positive() }),
    response: coupon,
    auth: 'required',
    summary: 'Receive one coupon of a home-list template (once per user per template).',
  }),
  claimCouponCode: defineEndpoint({
    method: 'POST',
    path: '/api/coupon/claim',
    request: z.object({ code: couponCode }),
    response: coupon,
    auth: 'required',
    summary:
      'Add the coupon a typed code names to the account (once per user; a code already held answers that coupon). 404: unknown code; 409: already used or expired.',
  }),
} as const;

export type Coupon = z.infer<typeof coupon>;
export type CouponTemplate = z.infer<typeof couponTemplate>;
