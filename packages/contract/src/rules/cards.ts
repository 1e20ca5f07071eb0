// Card numbers.

/**
 * The Luhn (mod 10) check of card numbers (ISO/IEC 7812): the check digit that makes `payload`
 * plus that digit valid. `payload` is digits only; the sandbox and the test-card generator share it.
 */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    // Counting from the right of the finished number, every second digit (the payload's last,
    // third last, ...) is doubled.
    let digit = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `digits` (digits only, at least two) ends with the Luhn check digit of the rest. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}
