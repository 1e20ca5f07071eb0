import { usePartnerNavigate } from '@gemlane/stores/router';
import { VERIFICATION_CODE, type UserInfo } from '@gemlane/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { showSuccess } from '../../adapters/feedback.ts';
import { Button, Tag } from '../../adapters/kit.ts';
import { useAsync } from '../../components/hooks/use-async.ts';
import { Page } from '../../components/page/page.tsx';
import { Field, SendCodeButton } from '../../components/form-field/form-field.tsx';
import { codeError, emailError } from '../../components/form-field/validation.ts';
import styles from './account.module.css';

// The kit's success/warning/danger fills fail AA contrast with white text (axe color-contrast); these pass 4.5:1.
const STATUS_TAG_COLOR = {
  valid: '#007a50',
  pending: '#9a5700',
  invalid: '#c4161c',
} as const;

/** /email-binding: the binding status (unset, unbound, pending, valid, invalid) and bind by code. */
export default function EmailBindingPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const profile = useAsync<UserInfo>(() => api.getUserInfo(), [api]);
  const [email, setEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; code?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const value = email ?? profile.data?.email ?? '';
  const status = profile.data?.emailBindStatus;

  const onSend = async () => {
    const problem = emailError(value);
    if (problem) {
      setErrors({ email: t(problem) });
      return false;
    }
    try {
      await api.sendEmailBindCode({ email: value.trim() });
      showSuccess(t('emailBinding.codeSent', { email: value.trim() }));
      profile.reload();
      return true;
    } catch {
      return false;
    }
  };

  const onBind = async () => {
    const next = {
      email: emailError(value) && t(emailError(value)!),
      code: codeError(code) && t(codeError(code)!),
    };
    setErrors(next);
    if (next.email || next.code) return;
    setBusy(true);
    try {
      await api.bindEmail({ email: value.trim(), code: code.trim() });
      showSuccess(t('emailBinding.bound'));
      void navigate(-1);
    } catch {
      // Wrong or expired code: shown by the api client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('emailBinding.title')} backTo="/setting">
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onBind();
        }}
      >
        {status ? (
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
        ) : null}
        <Field
          id="bind-email"
          label={t('accountInfo.email')}
          type="email"
          inputMode="email"
          value={value}
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
        <Button type="submit" block color="primary" size="large" loading={busy}>
          {t('emailBinding.bind')}
        </Button>
      </form>
    </Page>
  );
}
