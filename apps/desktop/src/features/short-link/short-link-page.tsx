import { HOME_PATH, safeRedirect } from '@gemlane/stores/router';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';

/** `/s/:shortLink`: asks the server for the long link and replaces the location; a miss goes home. */
export default function ShortLinkPage() {
  const api = useApi();
  const { t } = useTranslation();
  const { shortLink = '' } = useParams();
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
      () => live && window.location.replace(HOME_PATH),
    );
    return () => {
      live = false;
    };
  }, [api, shortLink]);
  return (
    <div className="result-waiting" role="status">
      <Spin size="large" />
      <p>{t('common.loading')}</p>
    </div>
  );
}
