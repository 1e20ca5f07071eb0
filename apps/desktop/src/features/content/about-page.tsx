import { usePartnerLink } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaticPage } from './static-page.tsx';

export default function AboutPage() {
  const { t } = useTranslation();
  const link = usePartnerLink();
  return (
    <StaticPage
      title={t('legal.aboutTitle')}
      paragraphs={[t('legal.aboutIntro'), t('legal.aboutHow'), t('legal.aboutPromise')]}
    >
      <p>
        <Link to={link('/helpCenter')}>{t('common.helpCenter')}</Link> ·{' '}
        <Link to={link('/blog-list')}>{t('common.blog')}</Link>
      </p>
    </StaticPage>
  );
}
