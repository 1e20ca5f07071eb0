import { Link, authFlowPath } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { envelopeOf } from '../../components/envelope.ts';
import { AuthCard } from './auth-card.tsx';
import { CodePasswordForm } from './code-password-form.tsx';
import { useFinishLogin } from './use-finish-login.ts';

/** Forgotten password: the e-mailed code, then a new password; signs in afterwards. */
export default function ResetPasswordPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finish = useFinishLogin();
  const email = params.get('email') ?? '';
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <CodePasswordForm
        initialEmail={email}
        submitText={t('auth.savePassword')}
        onSendCode={async (address) => {
          try {
            return (
              envelopeOf(await api.sendEmailForgetPasswordVerification({ email: address })).code ===
              200
            );
          } catch {
            return false;
          }
        }}
        onSubmit={async (values) => {
          try {
            finish(
              envelopeOf<{ authToken: string }>(await api.verifyForgetPasswordEmail(values)).data,
            );
          } catch {
            // The api client has shown the server's message.
          }
        }}
      />
      <p className="auth-links">
        <Link to={authFlowPath('/login', email, params.toString())}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
