// Card top-up rules of spec section 9, checked by the sandbox provider before it charges a card.

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

export const CARD_RULE_MESSAGES: Record<CardRuleViolation, (l: CardLimits) => string> = {
  below_minimum: (l) => `Card payments must be at least $${l.minUsdMinor / 100}`,
  above_maximum: (l) => `Card payments must be at most $${l.maxUsdMinor / 100} per transaction`,
  daily_limit: (l) => `A card can be used at most ${l.perDay} times a day`,
  monthly_limit: (l) => `A card can be used at most ${l.perMonth} times a month`,
  too_many_cards: (l) => `An account can use at most ${l.cardsPerAccount} cards`,
  card_on_too_many_accounts: (l) => `A card can be used on at most ${l.accountsPerCard} accounts`,
  cardholder_mismatch: () => 'The cardholder name must be the same as on your other cards',
};

/** Names compare without case or extra spaces: "jane  doe" is "JANE DOE". */
export const normaliseHolderName = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toUpperCase();

/** The amount alone (also checked when a card order is created, before any card is known). */
export function checkCardAmount(
  amountUsdMinor: number,
  limits: CardLimits,
): CardRuleViolation | null {
  if (amountUsdMinor < limits.minUsdMinor) return 'below_minimum';
  if (amountUsdMinor > limits.maxUsdMinor) return 'above_maximum';
  return null;
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
