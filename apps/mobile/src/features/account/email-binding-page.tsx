import { useLoad } from '@gemlane/stores/react';
import { usePartnerNavigate } from '@gemlane/stores/router';
import type { UserInfo } from '@gemlane/contract';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { showSuccess } from '../../adapters/feedback.ts';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { EmailBindingForm } from './components/email-binding-form.tsx';

/** /email-binding: the binding status (unset, unbound, pending, valid, invalid); bind or change by code. */
export default function EmailBindingPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const profile = useLoad<UserInfo>(() => api.getUserInfo(), [api]);

  return (
    <Page title={t('emailBinding.title')} backTo="/setting">
      {!profile.data ? (
        <PageLoading />
      ) : (
        <EmailBindingForm
          user={profile.data}
          onSendCode={async (email) => {
            try {
              await api.sendEmailBindCode({ email });
              showSuccess(t('emailBinding.codeSent', { email }));
              profile.reload();
              return true;
            } catch {
              return false;
            }
          }}
          onBind={async (request) => {
            try {
              await api.bindEmail(request);
              showSuccess(t('emailBinding.bound'));
              void navigate(-1);
              return true;
            } catch {
              // Wrong password or code: shown by the api client; what was typed stays.
              return false;
            }
          }}
        />
      )}
    </Page>
  );
}
