import { useCurrentRoute, readAttribution, Link, authFlowPath } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { envelopeOf } from '../../components/envelope.ts';
import { AuthCard } from './auth-card.tsx';
import { CodePasswordForm } from './code-password-form.tsx';
import { useFinishLogin } from './use-finish-login.ts';

/** Register, and SetPassword which shares this view (an existing account sets its password by code). */
export default function RegisterPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finish = useFinishLogin();
  const setPassword = useCurrentRoute()?.route.name === 'SetPassword';
  const email = params.get('email') ?? '';
  return (
    <AuthCard title={setPassword ? t('auth.setPasswordTitle') : t('auth.registerTitle')}>
      <CodePasswordForm
        initialEmail={email}
        submitText={setPassword ? t('auth.savePassword') : t('auth.register')}
        onSendCode={async (address) => {
          try {
            const send = setPassword
              ? api.sendEmailForgetPasswordVerification
              : api.sendEmailRegisterVerification;
            return envelopeOf(await send({ email: address })).code === 200;
          } catch {
            return false;
          }
        }}
        onSubmit={async (values) => {
          try {
            const result = setPassword
              ? await api.verifyForgetPasswordEmail(values)
              : await api.verifyRegisterEmail({ ...values, ...readAttribution() });
            finish(envelopeOf<{ authToken: string }>(result).data);
          } catch {
            // The api client has shown the server's message.
          }
        }}
      />
      <p className="auth-links">
        {t('auth.haveAccount')}{' '}
        <Link to={authFlowPath('/login', email, params.toString())}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
