import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page.tsx';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('legal.privacyTitle')}
      paragraphs={[
        t('legal.privacyIntro'),
        t('legal.privacyUse'),
        t('legal.privacyShare'),
        t('legal.privacyRights'),
        t('emailSubscribe.privacyTip'),
        t('legal.updated'),
      ]}
    />
  );
}
