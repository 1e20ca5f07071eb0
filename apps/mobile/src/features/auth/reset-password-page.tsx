import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { Page } from '../../components/page/page.tsx';
import { CodePasswordForm } from './code-password-form.tsx';
import styles from './auth.module.css';
import { useFinishLogin } from './use-finish-login.ts';

/** /reset-password: a code mailed to the account's address sets a new password and signs in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const finish = useFinishLogin();
  const [params] = useSearchParams();
  return (
    <Page title={t('mobile.auth.resetTitle')}>
      <div className={styles.wrap}>
        <p className={styles.lead}>{t('mobile.auth.resetLead')}</p>
        <CodePasswordForm
          initialEmail={params.get('email') ?? ''}
          submitLabel={t('mobile.auth.resetSubmit')}
          sendCode={(email) => api.sendEmailForgetPasswordVerification({ email })}
          submit={async (input) => {
            const res = await api.verifyForgetPasswordEmail(input);
            finish(res.data);
          }}
        />
      </div>
    </Page>
  );
}
