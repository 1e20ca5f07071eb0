// Pricing an order's cart: the packages read once, the coupon read (and, for an order, locked)
// once, and the one pricing rule run for the order currency and for US cents (the limits and the
// provider's amount are in dollars).
import { PAYMENT_FEES, type PayMethod, type Quote } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { attemptOrderId, lockHeldCoupon } from '../coupons/coupons.ts';
import { COUPON_REJECTION_KEYS } from '../coupons/rules.ts';
import { cardLimitsOf } from '../payments/card-usage.ts';
import { USD, type Converter } from '../pricing/convert.ts';
import { quoteCart, type CartQuote } from '../pricing/quote.ts';
import type { Use } from '../rate-limit.ts';
import { rememberedSellable, sellablePackages, type GameRow, type PackageRow } from './catalog.ts';

export type CartLine = { packageId: number; quantity: number };

/** A cart line with its package and game, priced in the order currency and in US cents. */
export type CartPriceLine<L extends CartLine = CartLine> = L & {
  pkg: PackageRow;
  game: GameRow;
  usd: number;
  unitPrice: number;
};

/** The cart's lines with their sellable package; a package that is not for sale is a 400. */
export async function cartLines<L extends CartLine>(
  db: Db,
  lines: readonly L[],
  cx: Converter,
  /** A rate-limited use counted with the read (placing an order). */
  use?: Use,
): Promise<CartPriceLine<L>[]> {
  const found = await sellablePackages(
    db,
    lines.map((l) => l.packageId),
    use,
  );
  return linesWith(found, lines, cx);
}

/**
 * The cart's lines from the packages this process last read sellable, when it read every one of
 * them moments ago (`rememberedSellable`); else undefined. Nothing is read or counted: the
 * statement that stores an order priced from these checks them (`insertOrder`'s `check`).
 */
export function rememberedCartLines<L extends CartLine>(
  db: Db,
  lines: readonly L[],
  cx: Converter,
): CartPriceLine<L>[] | undefined {
  const found = rememberedSellable(
    db,
    lines.map((l) => l.packageId),
  );
  return found && linesWith(found, lines, cx);
}

function linesWith<L extends CartLine>(
  found: Map<number, { pkg: PackageRow; game: GameRow }>,
  lines: readonly L[],
  cx: Converter,
): CartPriceLine<L>[] {
  return lines.map((line) => {
    const hit = found.get(line.packageId);
    if (!hit) throw badRequest('commerce.packageNotFound');
    return {
      ...line,
      pkg: hit.pkg,
      game: hit.game,
      usd: hit.pkg.priceUsdCents,
      unitPrice: cx.listPrice(hit.pkg.priceUsdCents),
    };
  });
}

export interface PricedCart<L extends CartLine> {
  /** The price in the order currency: what the shopper sees and pays. */
  quote: CartQuote<CartPriceLine<L>>;
  /** The same cart's total in US cents, for the dollar limits and the provider. */
  usdTotal: number;
}

/**
 * Prices `lines` with `method` and the coupon `couponId` of `userId` (none without a user). The
 * coupon row is read once; `lock` holds it until the transaction ends (an order), a quote only
 * reads it.
 */
export async function priceCart<L extends CartLine>(
  db: Tx,
  lines: CartPriceLine<L>[],
  order: {
    method: PayMethod;
    couponId: number | undefined;
    userId: number | undefined;
    /** The unpaid order of the shopper's attempt: the coupon it holds counts as available. */
    heldBy?: string | undefined;
  },
  cx: Converter,
  now: Date,
  lock: boolean,
): Promise<PricedCart<L>> {
  const { couponId, userId } = order;
  const held =
    couponId !== undefined ? await lockHeldCoupon(db, couponId, lock, order.heldBy) : undefined;
  const priceIn = (c: Converter, priced: CartPriceLine<L>[]) =>
    quoteCart({
      lines: priced,
      method: order.method,
      currency: c.currency,
      feeFixed: c.fromUsd(PAYMENT_FEES[order.method].fixedUsdMinor),
      coupon:
        couponId !== undefined && userId !== undefined
          ? { id: couponId, held: held?.(c), userId }
          : undefined,
      now,
    });
  const quote = priceIn(cx, lines);
  const usd = priceIn(
    USD,
    lines.map((l) => ({ ...l, unitPrice: l.usd })),
  );
  return { quote, usdTotal: usd.total };
}

/** The price of a cart before ordering, with why a named coupon does not apply. */
export async function quoteOrder(
  db: Db,
  config: Config,
  userId: number | undefined,
  input: {
    items: CartLine[];
    couponId?: number | undefined;
    payMethod: PayMethod;
    attemptKey?: string | undefined;
  },
  cx: Converter,
  now: Date,
): Promise<Quote> {
  if (input.couponId !== undefined && userId === undefined) throw unauthorized();
  const [lines, heldBy] = await Promise.all([
    cartLines(db, input.items, cx),
    input.couponId !== undefined
      ? attemptOrderId(db, userId, input.attemptKey, {
          items: input.items,
          payMethod: input.payMethod,
        })
      : undefined,
  ]);
  const { quote: q } = await priceCart(
    db,
    lines,
    { method: input.payMethod, couponId: input.couponId, userId, heldBy },
    cx,
    now,
    false,
  );
  const limits = cardLimitsOf(config);
  return {
    items: q.lines.map((l) => ({
      packageId: l.pkg.id,
      packageName: l.pkg.name,
      gameId: l.game.id,
      gameName: l.game.name,
      quantity: l.quantity,
      unitPrice: cx.money(l.unitPrice),
      lineTotal: cx.money(l.lineTotal),
    })),
    subtotal: cx.money(q.subtotal),
    couponDiscount: cx.money(q.couponDiscount),
    providerFee: cx.money(q.providerFee),
    total: cx.money(q.total),
    payMethod: input.payMethod,
    coupon: q.coupon
      ? {
          id: q.coupon.id,
          applied: q.coupon.applied,
          reason: q.coupon.reason ? COUPON_REJECTION_KEYS[q.coupon.reason] : null,
        }
      : null,
    cardLimits: {
      min: cx.money(cx.fromUsd(limits.minUsdMinor)),
      max: cx.money(cx.fromUsd(limits.maxUsdMinor)),
    },
  };
}
