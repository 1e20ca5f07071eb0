// Memory-hard password hashing with Node's scrypt. The parameters are stored with each hash, so
// they can be raised later without breaking old hashes. Every hash and check goes through one
// bounded queue: at most `concurrency` at once, at most `queueMax` waiting; beyond that the call
// answers 503 with Retry-After instead of queueing unbounded CPU (HASH_CONCURRENCY, HASH_QUEUE_MAX).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { busy } from '../lib/errors.ts';

let concurrency = 2;
let queueMax = 16;
let active = 0;
const waiting: (() => void)[] = [];
/** Recent time of one hash (moving average), for Retry-After. */
let averageMs = 300;

/** Applied from the configuration at start (config.hashing). */
export function configureHashing(options: { concurrency: number; queueMax: number }): void {
  concurrency = options.concurrency;
  queueMax = options.queueMax;
}

/** Hashes running and waiting now (for tests and the bench). */
export function hashingLoad(): { active: number; waiting: number } {
  return { active, waiting: waiting.length };
}

let started = 0;
let refused = 0;
/** Hashes started and refused (queue full) since the process began. */
export function hashingStats(): { started: number; refused: number } {
  return { started, refused };
}

async function scrypt(
  pw: string,
  salt: Buffer,
  keylen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  if (active >= concurrency) {
    if (waiting.length >= queueMax) {
      refused += 1;
      const rounds = (waiting.length + active) / concurrency;
      throw busy(Math.max(1, Math.ceil((rounds * averageMs) / 1000)));
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  active += 1;
  started += 1;
  const startedAt = performance.now();
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCb(pw, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    averageMs = averageMs * 0.8 + (performance.now() - startedAt) * 0.2;
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
  dummy = undefined;
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

/** A fixed hash with the current cost: its salt and key are random, computed once per process. */
let dummy: string | undefined;
function dummyHash(): string {
  dummy ??= [
    'scrypt',
    logN,
    R,
    P,
    randomBytes(16).toString('base64url'),
    randomBytes(KEY_LENGTH).toString('base64url'),
  ].join('$');
  return dummy;
}

/**
 * Spends the same time as a real check when there is no account (one scrypt through the same
 * bounded queue), so response times do not reveal which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, dummyHash());
  return false;
}
