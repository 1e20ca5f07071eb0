import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { useRequest } from '../../components/use-request.ts';
import { OrderDetailView } from './order-detail-view.tsx';
import { usePayAgain } from './use-pay-again.ts';

export default function OrderDetailPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useRequest(() => api.orderDetail({ orderId }), [api, orderId], orderId !== '');
  const { payAgain, paying } = usePayAgain();
  const [cancelling, setCancelling] = useState(false);
  const toOrders = { to: '/orderList', label: t('order.list') };
  if (orderId === '')
    return (
      <div className="container page">
        <NotFoundView onward={toOrders} />
      </div>
    );
  return (
    <div className="container page">
      <AsyncView {...order} onRetry={order.reload} skeletonRows={10} notFoundOnward={toOrders}>
        {(data) => (
          <OrderDetailView
            order={data}
            onPay={() => void payAgain(data.orderId)}
            paying={paying === data.orderId}
            cancelling={cancelling}
            onCancel={async () => {
              setCancelling(true);
              try {
                await api.cancelOrder({ orderId: data.orderId });
                order.reload();
              } finally {
                setCancelling(false);
              }
            }}
          />
        )}
      </AsyncView>
    </div>
  );
}
