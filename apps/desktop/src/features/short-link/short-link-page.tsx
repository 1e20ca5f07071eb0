import { useShortLinkRedirect } from '@gemlane/stores/router';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view.tsx';

/**
 * `/s/:shortLink`: the shared rule resolves and replaces the location (partner kept); this shows the
 * wait, or the not-found page for a link the server does not know.
 */
export default function ShortLinkPage() {
  const { t } = useTranslation();
  const { shortLink = '' } = useParams();
  const { unknown } = useShortLinkRedirect(shortLink);
  if (unknown)
    return (
      <div className="container page">
        <NotFoundView />
      </div>
    );
  return (
    <div className="result-waiting" role="status">
      <Spin size="large" />
      <p>{t('common.loading')}</p>
    </div>
  );
}
