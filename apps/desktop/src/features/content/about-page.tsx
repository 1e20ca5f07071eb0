import { Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page.tsx';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('legal.aboutTitle')}
      paragraphs={[t('legal.aboutIntro'), t('legal.aboutHow'), t('legal.aboutPromise')]}
    >
      <p>
        <Link to="/helpCenter">{t('common.helpCenter')}</Link> ·{' '}
        <Link to="/blog-list">{t('common.blog')}</Link>
      </p>
    </StaticPage>
  );
}
