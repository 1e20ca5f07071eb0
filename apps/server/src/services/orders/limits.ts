// What a payment method may carry per order, checked on the cart's total in US cents before the
// order exists: card between the card limits (CARD_MIN_USD_CENTS .. CARD_MAX_USD_CENTS), wallet up
// to WALLET_ORDER_MAX_USD_CENTS. The limit rule is the contract's (limitBreach).
import { limitBreach, type PayMethod } from '@gemlane/contract';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';
import { CARD_RULE_KEYS, cardRuleVars } from '../payments/card-rules.ts';
import { cardLimitsOf } from '../payments/card-usage.ts';

/**
 * Refuses (400, translated) an order total that `method` cannot carry; `write` puts the limit (US
 * cents) into the order's currency, as the shopper reads the total.
 */
export function assertMethodTakes(
  config: Config,
  method: PayMethod,
  usdTotal: number,
  write: (usdCents: number) => string,
): void {
  if (method === 'card') {
    const limits = cardLimitsOf(config);
    const breach = limitBreach(usdTotal, limits.minUsdMinor, limits.maxUsdMinor);
    if (breach) {
      const violation = breach === 'belowMinimum' ? 'below_minimum' : 'above_maximum';
      throw badRequest(CARD_RULE_KEYS[violation], cardRuleVars(violation, limits, write));
    }
  }
  if (method === 'wallet' && limitBreach(usdTotal, null, config.walletOrderMaxUsdCents))
    throw badRequest('commerce.walletAboveMaximum', {
      amount: write(config.walletOrderMaxUsdCents),
    });
}
