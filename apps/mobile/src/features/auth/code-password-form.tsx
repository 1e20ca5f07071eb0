import { VERIFICATION_CODE } from '@gemlane/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../adapters/kit.ts';
import { showSuccess } from '../../adapters/feedback.ts';
import { Field, SendCodeButton } from '../../components/form-field/form-field.tsx';
import styles from './auth.module.css';
import { codeError, emailError, passwordError } from '../../components/form-field/validation.ts';

export interface CodePasswordFormProps {
  initialEmail: string;
  submitLabel: string;
  /** Mails the code; resolves when the server accepted it. */
  sendCode: (email: string) => Promise<unknown>;
  /** Checks the code and sets the password; resolves with the login response. */
  submit: (input: { email: string; code: string; password: string }) => Promise<void>;
}

/** E-mail + e-mailed code + new password (twice): register, set-password and reset-password. */
export function CodePasswordForm({
  initialEmail,
  submitLabel,
  sendCode,
  submit,
}: CodePasswordFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);

  const onSend = async (): Promise<boolean> => {
    const problem = emailError(email);
    if (problem) {
      setErrors((e) => ({ ...e, email: t(problem) }));
      return false;
    }
    try {
      await sendCode(email.trim());
      showSuccess(t('emailBinding.codeSent', { email: email.trim() }));
      return true;
    } catch {
      return false;
    }
  };

  const onSubmit = async () => {
    const next = {
      email: emailError(email) && t(emailError(email)!),
      code: codeError(code) && t(codeError(code)!),
      password: passwordError(password) && t(passwordError(password)!),
      again: again !== password ? t('errors.passwordMismatch') : null,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await submit({ email: email.trim(), code: code.trim(), password });
    } catch {
      // The server's message (wrong or expired code) is already shown.
    } finally {
      setBusy(false);
    }
  };

  const clear = (key: string) => setErrors((e) => ({ ...e, [key]: null }));
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Field
        id="cp-email"
        label={t('accountInfo.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('emailBinding.emailPlaceholder')}
        value={email}
        error={errors.email}
        onChange={(v) => {
          setEmail(v);
          clear('email');
        }}
      />
      <Field
        id="cp-code"
        label={t('mobile.auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE.length}
        placeholder={t('emailBinding.codePlaceholder')}
        value={code}
        error={errors.code}
        onChange={(v) => {
          setCode(v.replace(/\D/g, ''));
          clear('code');
        }}
        suffix={
          <SendCodeButton
            onSend={onSend}
            cooldownSeconds={VERIFICATION_CODE.resendAfterMs / 1000}
          />
        }
      />
      <Field
        id="cp-password"
        label={t('mobile.auth.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(v) => {
          setPassword(v);
          clear('password');
        }}
      />
      <Field
        id="cp-again"
        label={t('mobile.auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={again}
        error={errors.again}
        onChange={(v) => {
          setAgain(v);
          clear('again');
        }}
      />
      <p className={styles.rule}>{t('errors.passwordRule')}</p>
      <Button type="submit" block color="primary" size="large" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
