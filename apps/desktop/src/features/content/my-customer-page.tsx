import { usePartnerLink } from '@gemlane/stores/router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_URL } from '../../config/env.ts';
import { StaticPage } from './static-page.tsx';

/** MyCustomer: the in-app support page (customer service, 24/7). */
export default function MyCustomerPage() {
  const { t } = useTranslation();
  const link = usePartnerLink();
  return (
    <StaticPage
      title={t('legal.customerTitle')}
      paragraphs={[t('legal.customerIntro'), t('policies.support'), t('legal.customerOrders')]}
    >
      <p className="action-row">
        <Button type="primary" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
          {t('legal.customerContact')}
        </Button>
        <Link to={link('/helpCenter')}>{t('legal.customerHelp')}</Link>
      </p>
    </StaticPage>
  );
}
