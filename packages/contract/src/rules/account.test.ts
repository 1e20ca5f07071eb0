import { describe, expect, it } from 'vitest';
import { emailChangeProof, isOwnEmail } from './account.ts';

describe('emailChangeProof', () => {
  it('asks a password account for its password, whatever its address', () => {
    expect(emailChangeProof({ email: 'a@example.com', hasPassword: true })).toBe('password');
    expect(emailChangeProof({ email: null, hasPassword: true })).toBe('password');
  });
  it('asks an account with an address and no password for a code to that address', () => {
    expect(emailChangeProof({ email: 'a@example.com', hasPassword: false })).toBe(
      'currentEmailCode',
    );
  });
  it('asks nothing more of an account binding its first address', () => {
    expect(emailChangeProof({ email: null, hasPassword: false })).toBe('none');
  });
});

describe('isOwnEmail', () => {
  it('compares the typed address trimmed and lower-cased with the login address', () => {
    expect(isOwnEmail({ email: 'a@example.com' }, ' A@Example.com ')).toBe(true);
    expect(isOwnEmail({ email: 'a@example.com' }, 'b@example.com')).toBe(false);
    expect(isOwnEmail({ email: null }, 'a@example.com')).toBe(false);
  });
});
