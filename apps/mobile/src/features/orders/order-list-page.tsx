import { ORDER_STATUSES, type OrderStatus, type OrderSummary } from '@gemlane/contract';
import { orderStatusView } from '@gemlane/stores/purchase';
import { useOrderActions } from '@gemlane/stores/purchase/react';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { confirm } from '../../adapters/feedback.ts';
import { InfiniteScroll, Tabs } from '../../adapters/kit.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
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
  const actions = useOrderActions({
    // A cancelled order is shown as such at once (the list reloads from the first page).
    onChanged: () => {
      setOrders([]);
      setPage(0);
      setHasMore(true);
    },
  });
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
            <Tabs.Tab key={s} title={t(orderStatusView(s).labelKey)} />
          ))}
        </Tabs>
      </div>
      <div className={styles.list}>
        {orders.map((order) => (
          <OrderCard
            key={order.orderId}
            order={order}
            onOpen={() => void navigate(buildPath('OrderDetail', {}, { orderId: order.orderId }))}
            onPay={() => void actions.pay(order.orderId)}
            onCancel={() =>
              void confirm({
                content: t('order.cancelConfirm'),
                confirmText: t('order.cancel'),
                cancelText: t('common.cancel'),
              }).then((ok) => (ok ? actions.cancel(order.orderId) : false))
            }
            busy={actions.busy === order.orderId}
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
