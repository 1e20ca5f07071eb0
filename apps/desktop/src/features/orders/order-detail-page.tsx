import { useOrderTracker } from '@gemlane/stores/purchase/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AsyncView } from '../../components/async-view.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { OrderDetailView } from './order-detail-view.tsx';

/** One order, followed to its final state by itself (packages/stores useOrderTracker). */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const order = useOrderTracker({ orderId: params.get('orderId') });
  const toOrders = { to: '/orderList', label: t('order.list') };
  if (order.notFound)
    return (
      <div className="container page">
        <NotFoundView onward={toOrders} />
      </div>
    );
  return (
    <div className="container page">
      <AsyncView
        data={order.order}
        loading={!order.order && !order.failed}
        error={order.failed ? new Error('order') : undefined}
        onRetry={order.reload}
        skeletonRows={10}
      >
        {(data) => (
          <OrderDetailView
            order={data}
            refund={order.refundMessage}
            failure={order.failure}
            onPay={() => void order.payAgain()}
            paying={order.paying}
            cancelling={order.cancelling}
            onCancel={async () => {
              await order.cancel();
            }}
          />
        )}
      </AsyncView>
    </div>
  );
}
