import { useShortLinkRedirect } from '@gemlane/stores/router';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * `/s/:shortLink`: the shared rule resolves and replaces the location (partner kept); an unknown
 * link or a failure goes to /home, which says so on arrival. This shows the wait.
 */
export default function ShortLinkPage() {
  const { t } = useTranslation();
  const { shortLink = '' } = useParams();
  useShortLinkRedirect(shortLink);
  return (
    <div className="result-waiting" role="status">
      <Spin size="large" />
      <p>{t('common.loading')}</p>
    </div>
  );
}
