import { describe, expect, it } from 'vitest';
import { codeError, emailError, passwordError } from './validation.ts';

describe('auth form rules (docs/product.md §5)', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(emailError('  ')).toBe('errors.emailRequired');
    expect(emailError('demo@gemlane')).toBe('errors.invalidEmail');
    expect(emailError('demo@gemlane.test')).toBeNull();
  });

  it('asks for a password of 8-20 characters with more than 2 kinds', () => {
    expect(passwordError('')).toBe('errors.passwordRequired');
    expect(passwordError('abcdefgh')).toBe('errors.invalidPassword');
    expect(passwordError('abcdefg1')).toBe('errors.invalidPassword');
    expect(passwordError('Abcdefg1')).toBeNull();
    expect(passwordError('Abcdefg1 ')).toBe('errors.invalidPassword');
    expect(passwordError('Abcdefg1Abcdefg1Abcde')).toBe('errors.invalidPassword');
  });

  it('takes a six-digit code', () => {
    expect(codeError('')).toBe('errors.codeRequired');
    expect(codeError('12345')).toBe('errors.codeInvalid');
    expect(codeError('123456')).toBeNull();
  });
});
