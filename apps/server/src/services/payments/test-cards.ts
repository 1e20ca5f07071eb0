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
 * Spec section 8: bank rejections such as Do Not Honor and Suspected Fraud get this advice
 * ("Please retry with an amount below 100 dollars."), a server.json key in the shopper's language.
 */
export const BANK_REJECTION_ADVICE_KEY = 'commerce.bankAdvice';

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
