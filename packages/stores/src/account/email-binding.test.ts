import { describe, expect, it } from 'vitest';
import { bindEmailRequest, emailBindingProof, emailBindingProofErrors } from './email-binding.ts';

describe('the e-mail binding form', () => {
  it('asks a password account for its current password and sends it untrimmed', () => {
    const proof = emailBindingProof({ email: 'old@example.com', hasPassword: true });
    expect(proof).toBe('password');
    expect(emailBindingProofErrors({ email: 'n@example.com', code: '123456' }, proof)).toEqual({
      currentPassword: 'errors.passwordRequired',
      currentEmailCode: null,
    });
    expect(
      bindEmailRequest(
        { email: ' N@example.com ', code: ' 123456 ', currentPassword: ' Pass#word1 ' },
        proof,
      ),
    ).toEqual({ email: 'N@example.com', code: '123456', currentPassword: ' Pass#word1 ' });
  });

  it('asks an account without a password for the code sent to its current address', () => {
    const proof = emailBindingProof({ email: 'old@example.com', hasPassword: false });
    expect(proof).toBe('currentEmailCode');
    const values = { email: 'n@example.com', code: '123456', currentPassword: 'ignored' };
    expect(emailBindingProofErrors(values, proof).currentEmailCode).toBe('errors.codeRequired');
    expect(
      emailBindingProofErrors({ ...values, currentEmailCode: '12a' }, proof).currentEmailCode,
    ).toBe('errors.codeInvalid');
    expect(bindEmailRequest({ ...values, currentEmailCode: ' 654321 ' }, proof)).toEqual({
      email: 'n@example.com',
      code: '123456',
      currentEmailCode: '654321',
    });
  });

  it('asks nothing more of an account binding its first address', () => {
    const proof = emailBindingProof({ email: null, hasPassword: false });
    expect(proof).toBe('none');
    expect(emailBindingProofErrors({ email: 'n@example.com', code: '1' }, proof)).toEqual({
      currentPassword: null,
      currentEmailCode: null,
    });
    expect(bindEmailRequest({ email: 'n@example.com', code: '123456' }, proof)).toEqual({
      email: 'n@example.com',
      code: '123456',
    });
  });
});
