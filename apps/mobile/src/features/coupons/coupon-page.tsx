import { useLoad } from '@gemlane/stores/react';
import { COUPON_STATUSES, type Coupon, type CouponStatus } from '@gemlane/contract';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { Tabs } from '../../adapters/kit.ts';
import { CouponCard } from '../../components/coupon-card/coupon-card.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import styles from './coupons.module.css';

/** /coupon: Available, Used and Expired tabs with their counts; an available coupon leads to a top-up. */
export default function CouponPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: CouponStatus = (COUPON_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as CouponStatus)
    : 'available';
  const counts = useLoad(() => api.couponCount(), [api]);
  const list = useLoad<Coupon[]>(
    async () => (await api.couponList({ status: tab, page: 1, pageSize: 100 })).list,
    [api, tab],
  );
  return (
    <Page title={t('coupon.title')} backTo="/me">
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
          {COUPON_STATUSES.map((s) => (
            <Tabs.Tab
              key={s}
              title={`${t(`coupon.tabs.${s}`)}${counts.data ? ` (${counts.data[s]})` : ''}`}
            />
          ))}
        </Tabs>
      </div>
      {list.loading && !list.data ? (
        <PageLoading />
      ) : list.data && list.data.length > 0 ? (
        <div className={styles.list}>
          {list.data.map((c) => (
            <CouponCard key={c.id} coupon={c} onUse={() => void navigate('/switchGame')} />
          ))}
        </div>
      ) : (
        <EmptyState title={t('common.empty.coupons')} />
      )}
    </Page>
  );
}
