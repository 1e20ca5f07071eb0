import { isNotFoundError } from '@gemlane/api';
import { HOME_PATH, safeRedirect } from '@gemlane/stores/router';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';

/**
 * `/s/:shortLink`: asks the server for the long link and replaces the location; an unknown link
 * shows the not-found page, any other failure goes home.
 */
export default function ShortLinkPage() {
  const api = useApi();
  const { t } = useTranslation();
  const { shortLink = '' } = useParams();
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    let live = true;
    api.revertShortLink({ shortCode: shortLink }, { hideError: true }).then(
      ({ link }) => {
        if (!live) return;
        // Same-origin paths stay in the store; absolute links (campaign pages) are followed as given.
        const target =
          safeRedirect(link, window.location.origin) ??
          (/^https?:\/\//.test(link) ? link : HOME_PATH);
        window.location.replace(target);
      },
      (error: unknown) => {
        if (!live) return;
        if (isNotFoundError(error)) setUnknown(true);
        else window.location.replace(HOME_PATH);
      },
    );
    return () => {
      live = false;
    };
  }, [api, shortLink]);
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
