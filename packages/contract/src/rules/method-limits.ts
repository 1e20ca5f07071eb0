// Payment-method limits: a method may take an order total only between its per-transaction
// minimum and maximum (card: $10 to $500 by default, wallet: a ceiling), both inclusive.

export type LimitBreach = 'belowMinimum' | 'aboveMaximum';

/** Which limit `amount` breaks (null: none); a null limit is no limit. Same currency throughout. */
export function limitBreach(
  amount: number,
  min: number | null | undefined,
  max: number | null | undefined,
): LimitBreach | null {
  if (min !== null && min !== undefined && amount < min) return 'belowMinimum';
  if (max !== null && max !== undefined && amount > max) return 'aboveMaximum';
  return null;
}
