// The e-mail binding form's rules, shared by both apps (they only render): which proof of the
// owner the form asks for, what is missing from it, and the request it sends. A session alone
// never changes a login address (the server checks the same rule, emailChangeProof).
import {
  emailChangeProof,
  type EmailChangeProof,
  type Endpoints,
  type RequestOf,
  type UserInfo,
} from '@gemlane/contract';

export type { EmailChangeProof };

export interface EmailBindingValues {
  email: string;
  code: string;
  currentPassword?: string | undefined;
  currentEmailCode?: string | undefined;
}

/** What each app's e-mail binding form is given: the account, and the two calls it makes. */
export interface EmailBindingFormProps {
  user: UserInfo;
  /** Mails the code(s); true when sent (a refusal is shown by the api client). */
  onSendCode: (email: string) => Promise<boolean>;
  /** Binds; true when bound. A refusal keeps everything typed in the form. */
  onBind: (request: RequestOf<Endpoints['bindEmail']>) => Promise<boolean>;
}

/** What the form asks for besides the new address and its code. */
export function emailBindingProof(user: Pick<UserInfo, 'email' | 'hasPassword'>): EmailChangeProof {
  return emailChangeProof({ email: user.email, hasPassword: user.hasPassword });
}

export interface EmailBindingProofErrors {
  currentPassword: 'errors.passwordRequired' | null;
  currentEmailCode: 'errors.codeRequired' | 'errors.codeInvalid' | null;
}

/** i18n keys of what is missing from the proof fields (null: nothing). */
export function emailBindingProofErrors(
  values: EmailBindingValues,
  proof: EmailChangeProof,
): EmailBindingProofErrors {
  const code = values.currentEmailCode?.trim() ?? '';
  return {
    currentPassword:
      proof === 'password' && !values.currentPassword ? 'errors.passwordRequired' : null,
    currentEmailCode:
      proof !== 'currentEmailCode'
        ? null
        : !code
          ? 'errors.codeRequired'
          : /^\d{6}$/.test(code)
            ? null
            : 'errors.codeInvalid',
  };
}

/** The bindEmail request: the proof the account needs and nothing else (a password untrimmed). */
export function bindEmailRequest(
  values: EmailBindingValues,
  proof: EmailChangeProof,
): RequestOf<Endpoints['bindEmail']> {
  return {
    email: values.email.trim(),
    code: values.code.trim(),
    ...(proof === 'password' ? { currentPassword: values.currentPassword ?? '' } : {}),
    ...(proof === 'currentEmailCode'
      ? { currentEmailCode: (values.currentEmailCode ?? '').trim() }
      : {}),
  };
}
