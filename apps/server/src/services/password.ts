// Memory-hard password hashing with Node's scrypt. The parameters are stored with each hash, so
// they can be raised later without breaking old hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** At most this many hashes at once: each takes 128 MiB, a burst must not exhaust memory. */
const MAX_CONCURRENT = 4;
let active = 0;
const waiting: (() => void)[] = [];

async function scrypt(
  pw: string,
  salt: Buffer,
  keylen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  if (active >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  active += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCb(pw, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    active -= 1;
    waiting.shift()?.();
  }
}

/** OWASP's scrypt minimum: N = 2^17 (128 MiB), r = 8, p = 1. Tests use a cheaper N. */
export const PRODUCTION_LOG_N = 17;
const KEY_LENGTH = 32;
const R = 8;
const P = 1;

let logN = PRODUCTION_LOG_N;
/** Lowered only by the test configuration. */
export function setPasswordCost(value: number): void {
  logN = value;
}

const options = (n: number, r: number, p: number): ScryptOptions => ({
  N: n,
  r,
  p,
  maxmem: 256 * n * r + 1024 * 1024,
});

/** `scrypt$<logN>$<r>$<p>$<salt>$<key>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options(2 ** logN, R, P));
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    options(2 ** Number(n), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is no account, so response times do not
 * reveal which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing-1A!');
  await verifyPassword(password, await dummy);
  return false;
}
