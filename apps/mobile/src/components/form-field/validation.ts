import { EMAIL_PATTERN, isValidPassword } from '@gemlane/contract';

/** i18n keys of the section 5 messages, by field state. */
export function emailError(email: string): 'errors.emailRequired' | 'errors.invalidEmail' | null {
  const value = email.trim();
  if (!value) return 'errors.emailRequired';
  return EMAIL_PATTERN.test(value) ? null : 'errors.invalidEmail';
}

export function passwordError(
  password: string,
): 'errors.passwordRequired' | 'errors.invalidPassword' | null {
  if (!password) return 'errors.passwordRequired';
  return isValidPassword(password) ? null : 'errors.invalidPassword';
}

export function codeError(code: string): 'errors.codeRequired' | 'errors.codeInvalid' | null {
  if (!code.trim()) return 'errors.codeRequired';
  return /^\d{6}$/.test(code.trim()) ? null : 'errors.codeInvalid';
}
