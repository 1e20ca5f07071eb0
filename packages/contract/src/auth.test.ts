import { describe, expect, it } from 'vitest';
import { isValidPassword, password, PASSWORD_RULE } from './auth.ts';

describe('PASSWORD_RULE', () => {
  it('accepts 8-20 characters with three or more kinds', () => {
    expect(isValidPassword('Abcdef12')).toBe(true);
    expect(isValidPassword('abcdef1!')).toBe(true);
    expect(isValidPassword('ABCDEF1#')).toBe(true);
    expect(isValidPassword('Aa1!Aa1!Aa1!Aa1!Aa1!')).toBe(true);
  });

  it('rejects too short and too long passwords', () => {
    expect(isValidPassword('Abcde1!')).toBe(false);
    expect(isValidPassword('Aa1!Aa1!Aa1!Aa1!Aa1!x')).toBe(false);
    expect('Aa1!Aa1!Aa1!Aa1!Aa1!'.length).toBe(PASSWORD_RULE.maxLength);
  });

  it('rejects two kinds or fewer ("more than 2 kinds")', () => {
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('abcdefg1')).toBe(false);
    expect(isValidPassword('ABCDEFGh')).toBe(false);
    expect(isValidPassword('12345678!')).toBe(false);
  });

  it('rejects characters outside letters, digits and ASCII symbols', () => {
    expect(isValidPassword('Abcdef 12')).toBe(false);
    expect(isValidPassword('Abcdéf12')).toBe(false);
    expect(isValidPassword('Abcdef12😀')).toBe(false);
    expect(isValidPassword('Abcdef12\n')).toBe(false);
  });

  it('is the check behind the password schema', () => {
    expect(password.safeParse('Abcdef12').success).toBe(true);
    expect(password.safeParse('abcdefgh').success).toBe(false);
  });
});
