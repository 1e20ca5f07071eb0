import { ORDER_STATUSES, type OrderStatus, type OrderSummary } from '@gemlane/contract';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { InfiniteScroll, Tabs } from '../../adapters/kit.ts';
import { usePayAgain } from '../../components/checkout/use-checkout.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { ORDER_STATUS_KEYS } from '../../components/order-status/order-status-tag.tsx';
import { Page } from '../../components/page/page.tsx';
import { OrderCard } from './order-card.tsx';
import styles from './orders.module.css';

const PAGE_SIZE = 20;
const ALL = 'all';

/** /orderList: the user's orders, newest first, filtered by state (tab kept in ?status=). */
export default function OrderListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const { payAgain } = usePayAgain();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (ORDER_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as OrderStatus)
    : undefined;
  const [orders, setOrders] = useState<OrderSummary[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);

  useEffect(() => {
    setOrders([]);
    setPage(0);
    setHasMore(true);
  }, [status]);

  const loadMore = useCallback(async () => {
    const next = page + 1;
    try {
      const res = await api.orderList({ page: next, pageSize: PAGE_SIZE, status });
      setOrders((list) => (next === 1 ? res.list : [...list, ...res.list]));
      setPage(next);
      setHasMore(next * PAGE_SIZE < res.total);
    } catch {
      setHasMore(false);
    }
  }, [api, page, status]);

  return (
    <Page title={t('order.list')}>
      <div className={styles.tabs}>
        <Tabs
          activeKey={status ?? ALL}
          onChange={(key) => setParams(key === ALL ? {} : { status: key }, { replace: true })}
        >
          <Tabs.Tab key={ALL} title={t('order.all')} />
          {ORDER_STATUSES.map((s) => (
            <Tabs.Tab key={s} title={t(ORDER_STATUS_KEYS[s])} />
          ))}
        </Tabs>
      </div>
      <div className={styles.list}>
        {orders.map((order) => (
          <OrderCard
            key={order.orderId}
            order={order}
            onOpen={() => void navigate(buildPath('OrderDetail', {}, { orderId: order.orderId }))}
            onPay={() => void payAgain(order.orderId).catch(() => undefined)}
          />
        ))}
        {!hasMore && orders.length === 0 ? (
          <EmptyState
            title={t('common.empty.orders')}
            actionLabel={t('common.topUp')}
            onAction={() => void navigate('/switchGame')}
          />
        ) : null}
      </div>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {hasMore ? t('common.loading') : orders.length ? t('mobile.orders.noMore') : ''}
      </InfiniteScroll>
    </Page>
  );
}
