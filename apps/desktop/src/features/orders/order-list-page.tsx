import { useLoad } from '@gemlane/stores/react';
import { ORDER_STATUSES, type OrderStatus, type OrderSummary } from '@gemlane/contract';
import { useOrderActions } from '@gemlane/stores/purchase/react';
import { Pagination, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { OrderCard } from './order-card.tsx';
import { useStatusLabel } from './order-status.tsx';

const PAGE_SIZE = 10;

export interface OrderListViewProps {
  status: OrderStatus | null;
  onStatus: (status: OrderStatus | null) => void;
  orders: {
    data: { list: OrderSummary[]; total: number; page: number } | undefined;
    loading: boolean;
    error: unknown;
  };
  onPage: (page: number) => void;
  onRetry?: () => void;
  onPay: (orderId: string) => void;
  onCancel?: (orderId: string) => Promise<unknown>;
  /** The order a pay or cancel is running for. */
  paying: string | null;
}

export function OrderListView(p: OrderListViewProps) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  return (
    <PageLayout title={t('order.list')}>
      <Tabs
        activeKey={p.status ?? 'all'}
        onChange={(key) => p.onStatus(key === 'all' ? null : (key as OrderStatus))}
        items={[
          { key: 'all', label: t('order.all') },
          ...ORDER_STATUSES.map((s) => ({ key: s, label: label(s) })),
        ]}
      />
      <AsyncView
        {...p.orders}
        onRetry={p.onRetry}
        isEmpty={(d) => d.list.length === 0}
        emptyText={t('common.empty.orders')}
      >
        {(d) => (
          <>
            <div className="order-list">
              {d.list.map((order) => (
                <OrderCard
                  key={order.orderId}
                  order={order}
                  onPay={p.onPay}
                  paying={p.paying === order.orderId}
                  onCancel={p.onCancel}
                  cancelling={p.paying === order.orderId}
                />
              ))}
            </div>
            {d.total > PAGE_SIZE ? (
              <Pagination
                current={d.page}
                pageSize={PAGE_SIZE}
                total={d.total}
                onChange={p.onPage}
                className="pager"
              />
            ) : null}
          </>
        )}
      </AsyncView>
    </PageLayout>
  );
}

export default function OrderListPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = ORDER_STATUSES.includes(raw as OrderStatus) ? (raw as OrderStatus) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useLoad(
    () => api.orderList({ status: status ?? undefined, page, pageSize: PAGE_SIZE }),
    [api, status, page],
  );
  const actions = useOrderActions({ onChanged: orders.reload });
  const update = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };
  return (
    <OrderListView
      status={status}
      onStatus={(s) => update({ status: s, page: null })}
      orders={orders}
      onPage={(n) => update({ page: String(n) })}
      onRetry={orders.reload}
      onPay={(id) => void actions.pay(id)}
      onCancel={actions.cancel}
      paying={actions.busy}
    />
  );
}
