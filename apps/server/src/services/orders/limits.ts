// What a payment method may carry per order, checked on the cart's total in US cents before the
// order exists: card between the card limits (CARD_MIN_USD_CENTS .. CARD_MAX_USD_CENTS), wallet up
// to WALLET_ORDER_MAX_USD_CENTS. The limit rule is the contract's (limitBreach).
import { limitBreach, type PayMethod } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';
import { CARD_RULE_KEYS, cardRuleVars } from '../payments/card-rules.ts';
import { cardLimitsOf } from '../payments/card-usage.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

/** Refuses (400, translated) an order total that `method` cannot carry. */
export function assertMethodTakes(config: Config, method: PayMethod, usdTotal: number): void {
  if (method === 'card') {
    const limits = cardLimitsOf(config);
    const breach = limitBreach(usdTotal, limits.minUsdMinor, limits.maxUsdMinor);
    if (breach) {
      const violation = breach === 'belowMinimum' ? 'below_minimum' : 'above_maximum';
      throw badRequest(CARD_RULE_KEYS[violation], cardRuleVars(violation, limits));
    }
  }
  if (method === 'wallet' && limitBreach(usdTotal, null, config.walletOrderMaxUsdCents))
    throw badRequest('commerce.walletAboveMaximum', {
      amount: dollars(config.walletOrderMaxUsdCents),
    });
}
