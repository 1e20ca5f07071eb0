import { safeRedirect } from '@gemlane/stores/router';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';

/** /s/:shortLink: asks for the long link and replaces the location; unknown or failed -> /home. */
export default function ShortLinkPage() {
  const api = useApi();
  const navigate = useNavigate();
  const { shortLink = '' } = useParams();
  useEffect(() => {
    let live = true;
    api
      .revertShortLink({ shortCode: shortLink }, { hideError: true })
      .then(({ link }) => {
        if (!live) return;
        const local = safeRedirect(link, window.location.origin);
        if (local) void navigate(local, { replace: true });
        else if (/^https?:\/\//i.test(link)) window.location.replace(link);
        else void navigate('/home', { replace: true });
      })
      .catch(() => {
        if (live) void navigate('/home', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [api, navigate, shortLink]);
  return <PageLoading />;
}
