import { useLoad } from '@gemlane/stores/react';
import { COUPON_STATUSES, type CouponStatus } from '@gemlane/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { CouponCard } from './coupon-card.tsx';

/** Coupons with the Available, Used and Expired tabs (docs/product.md §4). */
export default function CouponPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') as CouponStatus | null;
  const status: CouponStatus = raw && COUPON_STATUSES.includes(raw) ? raw : 'available';
  const counts = useLoad(() => api.couponCount(), [api]);
  const list = useLoad(() => api.couponList({ status, page: 1, pageSize: 100 }), [api, status]);
  return (
    <PageLayout title={t('coupon.title')}>
      <Tabs
        activeKey={status}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={COUPON_STATUSES.map((s) => ({
          key: s,
          label: `${t(`coupon.tabs.${s}`)}${counts.data ? ` (${counts.data[s]})` : ''}`,
        }))}
      />
      <AsyncView
        {...list}
        onRetry={list.reload}
        isEmpty={(d) => d.list.length === 0}
        emptyText={t('common.empty.coupons')}
      >
        {(d) => (
          <div className="coupon-grid">
            {d.list.map((c) => (
              <CouponCard key={c.id} coupon={c} />
            ))}
          </div>
        )}
      </AsyncView>
    </PageLayout>
  );
}
