// Orders: role check, cart quote, create, list, detail, cancel.
// Money is `{ amount, currency }` with `amount` in integer minor units (common.ts); an order is
// priced in the `x-currency` currency it was created in, and keeps it.
import { z } from 'zod';
import { attemptKey, isoDateTime, money, pageBody, pageOf } from './common.ts';
import { defineEndpoint } from './define.ts';

import { ORDER_STATUSES } from './constants.ts';
import { PLAYER_ID_RULE, SERVER_ID_RULE } from './rules/player-id.ts';

export { ORDER_STATUSES } from './constants.ts';
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** The English labels of the order states; the apps translate them by status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paying: 'Paying',
  paymentPending: 'Payment Pending',
  checking: 'Checking',
  processing: 'Processing',
  complete: 'Complete',
  paymentFailed: 'Payment failed',
  fail: 'Fail',
  cancelled: 'Cancel order',
};

/** Payment channels (fees: rules/fees.ts). */
export const PAY_METHODS = ['card', 'wallet'] as const;
export const payMethod = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof payMethod>;

/** A player ID as the games print it: digits and letters, no spaces (MLBB: user ID only). */
const playerId = z
  .string()
  .trim()
  .min(PLAYER_ID_RULE.minLength)
  .max(PLAYER_ID_RULE.maxLength)
  .regex(PLAYER_ID_RULE.chars);
/** MLBB's numeric server ID (the number in parentheses) or the region server picked from the
 *  game zone's `server` field; absent for games without servers. */
const serverId = z
  .string()
  .trim()
  .min(SERVER_ID_RULE.minLength)
  .max(SERVER_ID_RULE.maxLength)
  .regex(SERVER_ID_RULE.chars);

const cartLine = z.object({
  packageId: z.number().int().positive(),
  /** 1..99 of the same package; zero, negative or fractional quantities are a Parameter Error. */
  quantity: z.number().int().min(1).max(99),
});

// ---------------------------------------------------------------- role check

const checkRoleRequest = z.object({
  /** The game by its `gameId` (as in the game lists) or by its zone path. */
  gameId: z.number().int().positive().optional(),
  gameZonePath: z.string().min(1).max(80).optional(),
  playerId,
  /** Required when the game's account fields include a server ID (MLBB). */
  serverId: serverId.optional(),
});

const checkRoleResponse = z.object({
  gameId: z.number().int(),
  playerId: z.string(),
  serverId: z.string().nullable(),
  /** The in-game name the publisher reports; the shopper confirms it before buying. */
  roleName: z.string(),
});

// ---------------------------------------------------------------- quote

const quoteRequest = z.object({
  items: z.array(cartLine).min(1).max(20),
  /** One coupon per order: the `id` of one of the user's available coupons (needs a token). */
  couponId: z.number().int().positive().optional(),
  /** The fee depends on the channel; default card. */
  payMethod: payMethod.default('card'),
  /** The idempotency key of the shopper's current attempt: a coupon held by that attempt's unpaid
   *  order (made before the shopper came Back from the checkout) counts as available. */
  attemptKey: attemptKey.optional(),
});

const quoteLine = z.object({
  packageId: z.number().int(),
  packageName: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  lineTotal: money,
});

const quoteResponse = z.object({
  items: z.array(quoteLine),
  /** Sum of the lines. */
  subtotal: money,
  /** What the coupon takes off (0 without one); never more than the subtotal. */
  couponDiscount: money,
  /** The provider's fee on `subtotal - couponDiscount`, the percentage rounded half up on the
   *  minor unit (the product itself charges none). */
  providerFee: money,
  /** subtotal - couponDiscount + providerFee: what the shopper pays. */
  total: money,
  payMethod,
  coupon: z
    .object({
      id: z.number().int(),
      /** False when the coupon does not apply to this cart (`reason` says why). */
      applied: z.boolean(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** For card payments: the per-transaction limits ($10 to $500 by default) in this currency. */
  cardLimits: z.object({ min: money, max: money }),
});

// ---------------------------------------------------------------- orders

const orderLine = quoteLine.extend({
  playerId: z.string(),
  serverId: z.string().nullable(),
  /** What to show for `serverId`: the region server's name in the x-locale language ("Asien"
   *  for `os_asia`), or the number itself (MLBB); null without a server. Never a raw code. */
  serverName: z.string().nullable().optional(),
  roleName: z.string(),
  gameLogo: z.string().nullable(),
  /** The game zone's path (`/gameZone/<path>`), where the shopper checks the player ID again. */
  gameZonePath: z.string().optional(),
});

export const timelineEntry = z.object({
  /** The state entered (equal to `from` for notes such as a late payment refunded). */
  status: orderStatus,
  from: orderStatus.nullable(),
  at: isoDateTime,
  /** Why, in English (e.g. "Do Not Honor", "refunded 12.34 USD"). */
  note: z.string().nullable(),
});

const refundStatus = z.enum(['pending', 'succeeded', 'failed']);

const orderSummary = z.object({
  orderId: z.string(),
  /** The current payment attempt (each pay-again opens a new one). */
  outTradeNo: z.string().nullable(),
  status: orderStatus,
  statusLabel: z.string(),
  createdAt: isoDateTime,
  subtotal: money,
  couponDiscount: money,
  providerFee: money,
  total: money,
  payMethod,
  items: z.array(orderLine),
  /** Whether cancel / pay again are allowed now (from the server's state machine). */
  canCancel: z.boolean(),
  canPay: z.boolean(),
  /** The automatic refund's state (in progress, done, refused by the provider) when the order
   *  has one, so a list says "refund in progress" as the detail does; null without a refund. */
  refundStatus: refundStatus.nullable(),
});

const orderDetail = orderSummary.extend({
  couponId: z.number().int().nullable(),
  timeline: z.array(timelineEntry),
  payments: z.array(
    z.object({
      outTradeNo: z.string(),
      payMethod,
      status: z.enum(['created', 'pending', 'succeeded', 'failed', 'refunded', 'void']),
      amount: money,
      failureReason: z.string().nullable(),
      createdAt: isoDateTime,
    }),
  ),
  /** The automatic refund of a failed order: recorded at `at`, then in progress until the
   *  provider confirms it (`succeeded`) or refuses it (`failed`, shown so support can act). */
  refund: z
    .object({
      amount: money,
      at: isoDateTime,
      status: refundStatus.optional(),
      /** Why the order failed, in the x-locale language (null when a staff member refunded it). */
      reason: z.string().nullable().optional(),
      /** The publisher refused the player ID: the shopper is told to check the ID. */
      checkPlayerId: z.boolean().optional(),
    })
    .nullable(),
});

const createOrderRequest = z.object({
  /** Client-made unique key (8-64 chars): the same key returns the same order, never a second one. */
  idempotencyKey: attemptKey,
  items: z
    .array(
      cartLine.extend({
        playerId,
        serverId: serverId.optional(),
        /** The in-game name the shopper confirmed from the role check; re-checked by the server. */
        roleName: z.string().min(1).max(64),
      }),
    )
    .min(1)
    .max(20),
  payMethod,
  couponId: z.number().int().positive().optional(),
  /** Where the shopper returns to: its origin must be a configured storefront origin; the
   *  checkout sends the shopper back to `<origin>/payment-result?outTradeNo=...`. */
  returnUrl: z.url(),
});

const payStart = z.object({
  orderId: z.string(),
  outTradeNo: z.string(),
  status: orderStatus,
  /** The hosted checkout page to open: an absolute URL on the API origin (API_ORIGIN), under /api/pay/. */
  payUrl: z.string(),
  total: money,
});

export const ordersEndpoints = {
  checkRole: defineEndpoint({
    method: 'POST',
    path: '/api/order/checkRole',
    request: checkRoleRequest,
    response: checkRoleResponse,
    auth: 'optional',
    summary:
      "Check a player ID (and server ID for MLBB) with the game's publisher; returns the in-game name, or 'The ID you submitted is incorrect...'.",
  }),
  quoteOrder: defineEndpoint({
    method: 'POST',
    path: '/api/order/quote',
    request: quoteRequest,
    response: quoteResponse,
    auth: 'optional',
    summary:
      'Price a cart in the x-currency currency: subtotal, coupon discount, provider fee, total.',
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/api/order/create',
    request: createOrderRequest,
    response: payStart,
    auth: 'required',
    summary:
      'Create an order (idempotent by idempotencyKey) and open its first payment; returns the checkout URL.',
  }),
  orderList: defineEndpoint({
    method: 'POST',
    path: '/api/order/list',
    request: pageBody.extend({ status: orderStatus.optional() }),
    response: pageOf(orderSummary),
    auth: 'required',
    summary: "The current user's orders, newest first, optionally of one status.",
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: '/api/order/detail',
    request: z.object({ orderId: z.string().min(1).max(40) }),
    response: orderDetail,
    auth: 'required',
    summary: 'One order of the current user with the timeline of its states and its payments.',
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: '/api/order/cancel',
    request: z.object({ orderId: z.string().min(1).max(40) }),
    response: orderSummary,
    auth: 'required',
    summary:
      'Cancel an unpaid order (Paying or Payment failed); a cancelled order can never be paid.',
  }),
  payAgain: defineEndpoint({
    method: 'POST',
    path: '/api/pay/again',
    request: z.object({
      orderId: z.string().min(1).max(40),
      /** Same key -> same payment attempt. */
      idempotencyKey: z.string().min(8).max(64),
      returnUrl: z.url(),
    }),
    response: payStart,
    auth: 'required',
    summary:
      'Open a new payment for an unpaid order (Paying or Payment failed); never for a cancelled one.',
  }),
} as const;

export type OrderSummary = z.infer<typeof orderSummary>;
export type OrderDetail = z.infer<typeof orderDetail>;
export type Quote = z.infer<typeof quoteResponse>;
