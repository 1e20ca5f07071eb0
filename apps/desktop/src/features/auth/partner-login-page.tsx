import { ExclamationCircleFilled } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import { readAttribution, Link } from '@gemlane/stores/router';
import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AuthCard } from './auth-card.tsx';
import { useFinishLogin } from './use-finish-login.ts';

/** LoginRelate: signs in a partner's user from `?partner=<id>&token=<partner-signed JWT>`. */
export default function PartnerLoginPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finish = useFinishLogin();
  const partner = params.get('partner') ?? '';
  const token = params.get('token') ?? '';
  const [failed, setFailed] = useState(!partner || !token);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !partner || !token) return;
    started.current = true;
    api.partnerLogin({ partner, token, ...readAttribution() }).then(
      (response) => {
        if (!finish(response)) setFailed(true);
      },
      () => setFailed(true),
    );
  }, [api, finish, partner, token]);

  return (
    <AuthCard title={t('auth.partnerTitle')}>
      {failed ? (
        <Result
          status="warning"
          icon={<ExclamationCircleFilled {...DECORATIVE} />}
          title={t('auth.partnerMissing')}
          extra={<Link to="/login">{t('auth.useEmail')}</Link>}
        />
      ) : (
        <div className="result-waiting" role="status">
          <Spin size="large" />
          <p>{t('auth.partnerSigningIn', { partner })}</p>
        </div>
      )}
    </AuthCard>
  );
}
