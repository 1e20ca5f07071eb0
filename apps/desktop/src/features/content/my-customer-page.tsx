import { Link } from '@gemlane/stores/router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORT_URL } from '../../config/env.ts';
import { StaticPage } from './static-page.tsx';

/** MyCustomer: the in-app support page (customer service, 24/7). */
export default function MyCustomerPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('legal.customerTitle')}
      paragraphs={[t('legal.customerIntro'), t('policies.support'), t('legal.customerOrders')]}
    >
      <p className="action-row">
        <Button type="primary" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
          {t('legal.customerContact')}
        </Button>
        <Link to="/helpCenter">{t('legal.customerHelp')}</Link>
      </p>
    </StaticPage>
  );
}
