import { useCurrentRoute } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';

export default function Page() {
  const { t } = useTranslation();
  const match = useCurrentRoute();
  return <h1>{match ? t(match.route.meta.titleKey as never) : ''}</h1>;
}
