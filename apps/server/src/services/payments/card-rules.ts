// The card top-up rules (a card on at most 2 accounts, up to 5 cards per account, one cardholder
// name, 10 payments a day and 50 a month, $10 to $500 a payment) as pure functions; card-usage.ts
// applies them to the card any provider reports. The amount rule is the contract's (limitBreach).
import { limitBreach } from '@gemlane/contract';

export interface CardLimits {
  /** Per transaction, in US cents: at least $10 ... */
  minUsdMinor: number;
  /** ... and at most $500 (one help text says $5,000; configurable, CARD_MAX_USD). */
  maxUsdMinor: number;
  perDay: number;
  perMonth: number;
  cardsPerAccount: number;
  accountsPerCard: number;
}

export const CARD_LIMITS: CardLimits = {
  minUsdMinor: 1_000,
  maxUsdMinor: 50_000,
  perDay: 10,
  perMonth: 50,
  cardsPerAccount: 5,
  accountsPerCard: 2,
};

export type CardRuleViolation =
  | 'below_minimum'
  | 'above_maximum'
  | 'daily_limit'
  | 'monthly_limit'
  | 'too_many_cards'
  | 'card_on_too_many_accounts'
  | 'cardholder_mismatch';

/** Message keys (server.json); `{{amount}}` is filled with the limit in the order's currency. */
export const CARD_RULE_KEYS: Record<CardRuleViolation, string> = {
  below_minimum: 'commerce.cardBelowMinimum',
  above_maximum: 'commerce.cardAboveMaximum',
  daily_limit: 'commerce.cardDailyLimit',
  monthly_limit: 'commerce.cardMonthlyLimit',
  too_many_cards: 'commerce.cardTooManyCards',
  card_on_too_many_accounts: 'commerce.cardOnTooManyAccounts',
  cardholder_mismatch: 'commerce.cardholderMismatch',
};

/** A US-cent amount in dollars ("$10", "$0.50"): for readers with no order currency (staff). */
export const dollars = (cents: number): string => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

/**
 * The variables of a violation's message, e.g. `{ amount: '¥1,496' }`: `write` puts the limit (US
 * cents) into the shopper's currency and language, at the order's rate.
 */
export function cardRuleVars(
  violation: CardRuleViolation,
  limits: CardLimits,
  write: (usdCents: number) => string,
): Record<string, string> {
  if (violation === 'below_minimum') return { amount: write(limits.minUsdMinor) };
  if (violation === 'above_maximum') return { amount: write(limits.maxUsdMinor) };
  return {};
}

/** Names compare without case or extra spaces: "jane  doe" is "JANE DOE". */
export const normaliseHolderName = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toUpperCase();

/** The amount alone (also checked when a card order is created, before any card is known). */
export function checkCardAmount(
  amountUsdMinor: number,
  limits: CardLimits,
): CardRuleViolation | null {
  const breach = limitBreach(amountUsdMinor, limits.minUsdMinor, limits.maxUsdMinor);
  return breach === null ? null : breach === 'belowMinimum' ? 'below_minimum' : 'above_maximum';
}

export interface CardChargeContext {
  amountUsdMinor: number;
  /** Card payments of this account today and this month (UTC calendar day and month). */
  chargesToday: number;
  chargesThisMonth: number;
  /** The cards this account has used: fingerprint and normalised holder name. */
  accountCards: { fingerprint: string; holderName: string }[];
  /** How many other accounts have used this card. */
  otherAccountsWithCard: number;
  card: { fingerprint: string; holderName: string };
}

export function checkCardCharge(
  ctx: CardChargeContext,
  limits: CardLimits,
): CardRuleViolation | null {
  const amount = checkCardAmount(ctx.amountUsdMinor, limits);
  if (amount) return amount;
  if (ctx.chargesToday >= limits.perDay) return 'daily_limit';
  if (ctx.chargesThisMonth >= limits.perMonth) return 'monthly_limit';
  const known = ctx.accountCards.some((c) => c.fingerprint === ctx.card.fingerprint);
  if (!known && ctx.accountCards.length >= limits.cardsPerAccount) return 'too_many_cards';
  if (!known && ctx.otherAccountsWithCard >= limits.accountsPerCard)
    return 'card_on_too_many_accounts';
  const name = normaliseHolderName(ctx.card.holderName);
  if (ctx.accountCards.some((c) => normaliseHolderName(c.holderName) !== name))
    return 'cardholder_mismatch';
  return null;
}
