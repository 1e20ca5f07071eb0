import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors.ts';
import {
  configureHashing,
  hashingLoad,
  hashPassword,
  setPasswordCost,
  verifyAgainstDummy,
  verifyPassword,
} from './password.ts';

setPasswordCost(10);

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Abcdef12!');
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('Abcdef12!', hash)).toBe(true);
    expect(await verifyPassword('Abcdef12?', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Abcdef12!')).not.toBe(await hashPassword('Abcdef12!'));
  });

  it('keeps working for hashes made with other parameters', async () => {
    setPasswordCost(11);
    const older = await hashPassword('Abcdef12!');
    setPasswordCost(10);
    expect(await verifyPassword('Abcdef12!', older)).toBe(true);
  });

  it('refuses malformed hashes and answers false for the dummy check', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('bounds the hashing queue: beyond it a check answers 503 with Retry-After at once', async () => {
    configureHashing({ concurrency: 1, queueMax: 2 });
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => verifyAgainstDummy('Abcdef12!')),
      );
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(refused).toHaveLength(3);
      for (const r of refused) {
        const err = (r as PromiseRejectedResult).reason as ApiError;
        expect(err).toBeInstanceOf(ApiError);
        expect(err.code).toBe(503);
        expect(err.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
      expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
    } finally {
      configureHashing({ concurrency: 2, queueMax: 16 });
    }
  });
});
