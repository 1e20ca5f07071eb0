import { VERIFICATION_CODE } from '@gemlane/contract';
import {
  bindEmailRequest,
  emailBindingProof,
  emailBindingProofErrors,
  type EmailBindingFormProps,
} from '@gemlane/stores';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '../../../adapters/kit.ts';
import { Field, SendCodeButton } from '../../../components/form-field/form-field.tsx';
import { codeError, emailError } from '../../../components/form-field/validation.ts';
import styles from '../account.module.css';

// The kit's success/warning/danger fills fail AA contrast with white text (axe color-contrast); these pass 4.5:1.
const STATUS_TAG_COLOR = {
  valid: '#007a50',
  pending: '#9a5700',
  invalid: '#c4161c',
} as const;

type Errors = Partial<Record<'email' | 'code' | 'currentPassword' | 'currentEmailCode', string>>;

/**
 * The binding status, the new address and its code, and the proof of the owner the account
 * needs (emailBindingProof): its current password, or the code mailed to its current address.
 */
export function EmailBindingForm({ user, onSendCode, onBind }: EmailBindingFormProps) {
  const { t } = useTranslation();
  const proof = emailBindingProof(user);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentEmailCode, setCurrentEmailCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const status = user.emailBindStatus;

  const onSend = async () => {
    const problem = emailError(email);
    if (problem) {
      setErrors({ email: t(problem) });
      return false;
    }
    return onSendCode(email.trim());
  };

  const submit = async () => {
    const values = { email, code, currentPassword, currentEmailCode };
    const proofErrors = emailBindingProofErrors(values, proof);
    const emailProblem = emailError(email);
    const codeProblem = codeError(code);
    const next: Errors = {
      email: emailProblem ? t(emailProblem) : undefined,
      code: codeProblem ? t(codeProblem) : undefined,
      currentPassword: proofErrors.currentPassword ? t(proofErrors.currentPassword) : undefined,
      currentEmailCode: proofErrors.currentEmailCode ? t(proofErrors.currentEmailCode) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await onBind(bindEmailRequest(values, proof));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className={styles.rule}>
        {t('mobile.account.bindingStatus')}{' '}
        <Tag
          color={
            status === 'valid' || status === 'invalid' || status === 'pending'
              ? STATUS_TAG_COLOR[status]
              : 'default'
          }
          data-testid="binding-status"
        >
          {t(`emailBinding.status.${status}`)}
        </Tag>
      </p>
      <p className={styles.rule}>
        {user.email ? t('account.currentEmail', { email: user.email }) : t('account.noEmail')}
      </p>
      <Field
        id="bind-email"
        label={t('accountInfo.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        placeholder={t('emailBinding.emailPlaceholder')}
        error={errors.email}
        onChange={(v) => {
          setEmail(v);
          setErrors({});
        }}
      />
      <Field
        id="bind-code"
        label={t('mobile.auth.code')}
        inputMode="numeric"
        maxLength={VERIFICATION_CODE.length}
        value={code}
        placeholder={t('emailBinding.codePlaceholder')}
        error={errors.code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        suffix={
          <SendCodeButton
            onSend={onSend}
            cooldownSeconds={VERIFICATION_CODE.resendAfterMs / 1000}
          />
        }
      />
      {proof === 'password' ? (
        <>
          <Field
            id="bind-current-password"
            label={t('emailBinding.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            placeholder={t('emailBinding.currentPasswordPlaceholder')}
            error={errors.currentPassword}
            onChange={(v) => {
              setCurrentPassword(v);
              setErrors((e) => ({ ...e, currentPassword: undefined }));
            }}
          />
          <p className={styles.rule}>{t('emailBinding.currentPasswordHint')}</p>
        </>
      ) : null}
      {proof === 'currentEmailCode' ? (
        <>
          <Field
            id="bind-current-email-code"
            label={t('emailBinding.currentEmailCode')}
            inputMode="numeric"
            maxLength={VERIFICATION_CODE.length}
            value={currentEmailCode}
            placeholder={t('emailBinding.codePlaceholder')}
            error={errors.currentEmailCode}
            onChange={(v) => setCurrentEmailCode(v.replace(/\D/g, ''))}
          />
          <p className={styles.rule}>
            {t('emailBinding.currentEmailCodeHint', { email: user.email })}
          </p>
        </>
      ) : null}
      <Button type="submit" block color="primary" size="large" loading={busy}>
        {t('emailBinding.bind')}
      </Button>
    </form>
  );
}
