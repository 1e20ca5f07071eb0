// Payment methods with their per-transaction limits in the selected currency: a method that cannot
// take the amount is disabled, with its reason, before the shopper presses Pay (docs/product.md §9:
// card from $10 up to $500, the limits arriving converted with the payment methods).
import {
  chargeOf,
  couponDiscount,
  limitBreach,
  type Coupon,
  type Money,
  type PayMethod,
  type PaymentMethodInfo,
} from '@gemlane/contract';

export type MethodBlock =
  | { reason: 'belowMinimum'; limit: Money; amount: Money }
  | { reason: 'aboveMaximum'; limit: Money; amount: Money };

export interface MethodOption {
  method: PayMethod;
  info: PaymentMethodInfo;
  /** What the shopper would pay with this method (its fee included), null before a price exists. */
  total: Money | null;
  /** Why the method cannot take the amount; null when it can. */
  blocked: MethodBlock | null;
}

/** i18n keys of the reasons; the limit is passed as `{{limit}}`, formatted by the app. */
export const METHOD_BLOCK_MESSAGES = {
  belowMinimum: 'topUp.methodBelowMinimum',
  aboveMaximum: 'topUp.methodAboveMaximum',
} as const satisfies Record<MethodBlock['reason'], string>;

/** The total a method charges on `base` (subtotal minus coupon): the contract's price rule. */
export function totalWith(info: PaymentMethodInfo, base: Money): Money {
  const charge = chargeOf({
    subtotal: base.amount,
    couponDiscount: 0,
    fee: { basisPoints: info.feeBasisPoints, fixedMinor: info.feeFixed.amount },
  });
  return { amount: charge.total, currency: base.currency };
}

export function blockOf(info: PaymentMethodInfo, total: Money): MethodBlock | null {
  // Limits arrive converted to the selected currency; one in another currency is not compared.
  const inCurrency = (limit: Money | null) =>
    limit && limit.currency === total.currency ? limit.amount : null;
  const breach = limitBreach(total.amount, inCurrency(info.minAmount), inCurrency(info.maxAmount));
  if (breach === 'belowMinimum' && info.minAmount)
    return { reason: breach, limit: info.minAmount, amount: total };
  if (breach === 'aboveMaximum' && info.maxAmount)
    return { reason: breach, limit: info.maxAmount, amount: total };
  return null;
}

/** Each method with what it would charge and whether it can; `base` is subtotal minus coupon. */
export function methodOptions(
  methods: readonly PaymentMethodInfo[],
  base: Money | null,
): MethodOption[] {
  return methods.map((info) => {
    const total = base ? totalWith(info, base) : null;
    return { method: info.method, info, total, blocked: total ? blockOf(info, total) : null };
  });
}

/**
 * The shop's price: each method with what it charges for `subtotal` less what `coupon` takes off
 * (the same rules the server charges with), and whether it can take that total.
 */
export function pricedMethods(
  methods: readonly PaymentMethodInfo[],
  subtotal: Money | null,
  coupon: Coupon | null,
): MethodOption[] {
  const base = subtotal && {
    amount: subtotal.amount - (coupon ? couponDiscount(coupon, subtotal) : 0),
    currency: subtotal.currency,
  };
  return methodOptions(methods, base);
}

/**
 * The method to pay with: the shopper's choice while it can take the amount, else the first that
 * can (their choice comes back by itself once the amount fits again). Null while none can.
 */
export function effectiveMethod(
  options: readonly MethodOption[],
  preferred: PayMethod | null,
): PayMethod | null {
  const usable = options.filter((o) => !o.blocked);
  if (preferred && usable.some((o) => o.method === preferred)) return preferred;
  return usable[0]?.method ?? null;
}
