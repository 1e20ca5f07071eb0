import { describe, expect, it } from 'vitest';
import { hashPassword, setPasswordCost, verifyAgainstDummy, verifyPassword } from './password.ts';

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
});
