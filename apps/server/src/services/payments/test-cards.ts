// The sandbox provider's test cards: the outcome is chosen by the card number, as with real sandboxes.
import { passesLuhn } from '@gemlane/contract';

export type CardOutcome = 'success' | 'do_not_honor' | 'suspected_fraud';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  label: string;
}

/** Shown on the checkout page. Any other number that passes the Luhn check succeeds. */
export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'success', label: 'Success' },
  { number: '4000000000000002', outcome: 'do_not_honor', label: 'Declined: Do Not Honor' },
  { number: '4100000000000019', outcome: 'suspected_fraud', label: 'Declined: Suspected Fraud' },
];

/** The bank's words for a decline, as the payment result shows them. */
export const DECLINE_REASONS: Record<Exclude<CardOutcome, 'success'>, string> = {
  do_not_honor: 'Do Not Honor',
  suspected_fraud: 'Suspected Fraud',
};

/**
 * Banks that refuse a game purchase (Do Not Honor, Suspected Fraud) tend to allow one below 100
 * US dollars. A payment of at least that much is told to retry below it, the amount written in the
 * order's currency ({{amount}}); a smaller payment would gain nothing from that advice, so it is
 * told to pay with another card or ask the bank. Keys of server.json, in the shopper's language.
 */
export const BANK_RETRY_BELOW_USD_MINOR = 10_000;
export const BANK_REJECTION_ADVICE_KEY = 'commerce.bankAdvice';
export const BANK_ASK_BANK_ADVICE_KEY = 'commerce.bankAdviceAskBank';

/** The advice for a bank rejection of `amountUsdMinor`; `retryBelow` writes the threshold. */
export function bankAdviceOf(
  amountUsdMinor: number,
  retryBelow: (usdMinor: number) => string,
): { key: string; vars: Record<string, string> } {
  return amountUsdMinor >= BANK_RETRY_BELOW_USD_MINOR
    ? { key: BANK_REJECTION_ADVICE_KEY, vars: { amount: retryBelow(BANK_RETRY_BELOW_USD_MINOR) } }
    : { key: BANK_ASK_BANK_ADVICE_KEY, vars: {} };
}

export const digitsOnly = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** A card number of 12-19 digits (spaces and dashes allowed) that passes the Luhn check. */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

export function outcomeOf(cardNumber: string): CardOutcome {
  const digits = digitsOnly(cardNumber);
  return SANDBOX_TEST_CARDS.find((c) => c.number === digits)?.outcome ?? 'success';
}
