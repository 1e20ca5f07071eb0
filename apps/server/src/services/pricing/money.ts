// Integer money arithmetic: amounts are minor units (cents, yen), never floats.

/** 1 basis point = 0.01 %. */
export const BASIS_POINTS = 10_000;

export function assertMinor(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`${what} must be an integer of minor units`);
}

/**
 * `amount * basisPoints / 10000`, rounded half up on the minor unit: 0.5 of a cent and more goes
 * up, less goes down. Done in BigInt so nothing is lost to floating point.
 */
export function percentOfMinor(amount: number, basisPoints: number): number {
  assertMinor(amount);
  assertMinor(basisPoints, 'basisPoints');
  if (amount < 0 || basisPoints < 0)
    throw new RangeError('percentOfMinor takes non-negative values');
  const scaled = BigInt(amount) * BigInt(basisPoints);
  const whole = (scaled + BigInt(BASIS_POINTS / 2)) / BigInt(BASIS_POINTS);
  return Number(whole);
}
