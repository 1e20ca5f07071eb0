import { usePartnerNavigate, useShortLinkRedirect } from '@gemlane/stores/router';
import { useParams } from 'react-router';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';

/**
 * /s/:shortLink: the shared rule resolves and replaces the location (partner kept); this shows the
 * wait, or "Page not found" with the way home for a link the server does not know.
 */
export default function ShortLinkPage() {
  const { shortLink = '' } = useParams();
  const navigate = usePartnerNavigate();
  const { unknown } = useShortLinkRedirect(shortLink);
  if (unknown) return <ErrorView kind="notFound" onHome={() => void navigate('/home')} />;
  return <PageLoading />;
}
