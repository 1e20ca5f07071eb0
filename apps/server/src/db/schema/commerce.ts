// Commerce tables: coupons, orders and their timeline, payments, refunds, webhooks, jobs, and the
// sandbox provider's and publisher's own records. Money columns are integer minor units.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

// ---------------------------------------------------------------- coupons

/** What the home list offers; amounts in US cents, converted to the shopper's currency on output. */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  /** Stable seed key, e.g. `WELCOME3`. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
  offAmountUsd: integer('off_amount_usd'),
  offPercent: integer('off_percent'),
  minimumOrderUsd: integer('minimum_order_usd').notNull().default(0),
  capUsd: integer('cap_usd'),
  validDays: integer('valid_days').notNull(),
  /** null: unlimited. */
  totalQuantity: integer('total_quantity'),
  issued: integer('issued').notNull().default(0),
  onHome: boolean('on_home').notNull().default(true),
  /** Granted by sign-up instead of the home list. */
  forNewUsers: boolean('for_new_users').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    validUntil: at('valid_until').notNull(),
    usedAt: at('used_at'),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_coupons_user_template').on(t.userId, t.templateId),
    index('user_coupons_user').on(t.userId, t.validUntil),
  ],
);

// ---------------------------------------------------------------- orders

export const orders = pgTable(
  'orders',
  {
    /** Public order number, e.g. `GL20261121K7Q2M9XP`. */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    providerFee: integer('provider_fee').notNull(),
    total: integer('total').notNull(),
    /** The same total in US cents: the card limits are in dollars. */
    totalUsd: integer('total_usd').notNull(),
    /** Units of `currency` per US dollar (times 1,000,000) the order was priced at: the dollar
     *  rules (card limits, the bank's advice, the fee's fixed part) are told in the order's
     *  currency at this rate. Null on orders made before it was kept (today's rate then). */
    rateMicros: bigint('rate_micros', { mode: 'number' }),
    payMethod: text('pay_method', { enum: ['card', 'wallet'] }).notNull(),
    couponId: integer('coupon_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of what was asked: the same key with another cart is refused, not answered with this order. */
    requestHash: text('request_hash').notNull(),
    /** Where the checkout returns the shopper (a configured storefront origin). */
    returnOrigin: text('return_origin').notNull(),
    /** Paid orders not delivered by then fail and are refunded. */
    fulfilmentDeadline: at('fulfilment_deadline'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_created').on(t.userId, t.createdAt),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id),
  packageId: integer('package_id').notNull(),
  packageName: text('package_name').notNull(),
  gameId: integer('game_id').notNull(),
  gameName: text('game_name').notNull(),
  gameZonePath: text('game_zone_path').notNull(),
  gameLogo: text('game_logo'),
  unitPrice: integer('unit_price').notNull(),
  quantity: integer('quantity').notNull(),
  lineTotal: integer('line_total').notNull(),
  playerId: text('player_id').notNull(),
  serverId: text('server_id'),
  roleName: text('role_name').notNull(),
});

/** Every state change of an order (and notes such as a late payment refunded), in order. */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    event: text('event').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_timeline_order').on(t.orderId, t.id)],
);

// ---------------------------------------------------------------- payments

export const paymentChannels = pgTable('payment_channels', {
  method: text('method', { enum: ['card', 'wallet'] }).primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    outTradeNo: text('out_trade_no').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    method: text('method', { enum: ['card', 'wallet'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    amountUsd: integer('amount_usd').notNull(),
    status: text('status', {
      enum: ['created', 'pending', 'succeeded', 'failed', 'refunded', 'void'],
    }).notNull(),
    failureReason: text('failure_reason'),
    /** Which key opened this attempt: the same key returns it again (pay again). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's id of the hosted checkout (a Stripe Checkout Session id), once opened. */
    providerRef: text('provider_ref'),
    /** The hosted page the shopper pays on, kept so a retry returns the same one. */
    checkoutUrl: text('checkout_url'),
    /** When the attempt was handed to the provider (submitted or opened): reconciliation asks
     *  the provider about attempts that stay unsettled too long after this. */
    submittedAt: at('submitted_at'),
    /** The card the provider reports: a fingerprint of the number (never the number) and the
     *  cardholder name, checked by the card rules whichever provider it is. */
    cardFingerprint: text('card_fingerprint'),
    cardHolder: text('card_holder'),
    /** A card rule this payment broke (it was refunded before delivery). */
    cardRule: text('card_rule'),
    /** The shopper's bank disputed the charge (a chargeback): staff must look at the order. */
    disputedAt: at('disputed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_idempotency').on(t.orderId, t.idempotencyKey),
    index('payments_provider_ref').on(t.providerRef),
    index('payments_unsettled').on(t.status, t.submittedAt),
  ],
);

/**
 * One refund per payment at most: the unique key is what makes refunds exactly-once. The row is
 * written first (`pending`); a job then asks the provider with an idempotency key made from the
 * row's id, and the provider's answer or event settles it (`succeeded` or `failed`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's id of the refund (Stripe `re_...`), once it answered. */
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  // The staff order list finds an order by the provider's refund reference too.
  (t) => [index('refunds_provider_ref').on(t.providerRef)],
);

/** Cards an account has paid with, as providers report them (the card rules count these). */
export const paymentCards = pgTable(
  'payment_cards',
  {
    fingerprint: text('fingerprint').notNull(),
    userId: integer('user_id').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fingerprint, t.userId] })],
);

/** Card payments that passed the card rules: the day and month limits count these. */
export const cardPayments = pgTable(
  'card_payments',
  {
    paymentId: integer('payment_id').primaryKey(),
    userId: integer('user_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    amountUsd: integer('amount_usd').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_payments_user').on(t.userId, t.createdAt)],
);

/** Provider webhooks already handled, by event id: a replay is answered and ignored. */
export const webhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  outTradeNo: text('out_trade_no'),
  receivedAt: at('received_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- sandbox provider's side

/** Every charge the sandbox made or declined (the day and month card limits count these). */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    outTradeNo: text('out_trade_no').notNull(),
    userId: integer('user_id').notNull(),
    method: text('method').notNull(),
    fingerprint: text('fingerprint'),
    holderName: text('holder_name'),
    amountUsd: integer('amount_usd').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_charges_user').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------- sandbox publisher's side
// (its player IDs are `sandboxPlayers` of core.ts)

/** Deliveries the sandbox publisher made, one per order: a repeated delivery is a no-op. */
export const sandboxDeliveries = pgTable('sandbox_deliveries', {
  orderId: text('order_id').primaryKey(),
  deliveredAt: at('delivered_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- background jobs

/** Claimed with FOR UPDATE SKIP LOCKED; a lease that runs out (a crash) makes the job claimable again. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status', { enum: ['queued', 'running', 'done', 'dead'] })
      .notNull()
      .default('queued'),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(20),
    /** Due jobs are claimed highest first (a paid order's delivery before the provider's webhooks). */
    priority: smallint('priority').notNull().default(0),
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one live job per key (e.g. `fulfil:<orderId>`). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due')
      .on(t.status, t.runAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);
