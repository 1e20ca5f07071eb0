import { useShortLinkRedirect } from '@gemlane/stores/router';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';

/**
 * /s/:shortLink: the shared rule resolves and replaces the location (partner kept); an unknown
 * link or a failure goes to /home, which says so on arrival. This shows the wait.
 */
export default function ShortLinkPage() {
  const { shortLink = '' } = useParams();
  useShortLinkRedirect(shortLink);
  return <PageLoading />;
}
