import { App, Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { can } from '../../core/access.ts';
import { useConsole, useStaff } from '../../core/console-context.tsx';
import { useQuery } from '../../core/use-query.ts';
import { OrderDetailView } from './order-detail-view.tsx';

export function OrderPage() {
  const { orderId = '' } = useParams();
  const { api } = useConsole();
  const role = useStaff()?.staff.role;
  const { message } = App.useApp();
  const detail = useQuery(() => api.adminOrderDetail({ orderId }), orderId);
  if (detail.loading && !detail.data) return <Spin />;
  if (!detail.data)
    return <Result status="404" title="No such order" subTitle={detail.error?.message} />;
  return (
    <OrderDetailView
      detail={detail.data}
      canNote={can(role, 'orders.note')}
      canRetry={can(role, 'orders.retryDelivery')}
      canRefund={can(role, 'orders.refund')}
      canResendMail={can(role, 'orders.resendMail')}
      onAddNote={async (body) => {
        await api.adminOrderAddNote({ orderId, body });
        void message.success('Note added.');
        detail.reload();
      }}
      onRetryDelivery={async (reason) => {
        await api.adminOrderRetryDelivery({ orderId, reason });
        void message.success('Delivery queued again.');
        detail.reload();
      }}
      onResendMail={async (reason) => {
        const sent = await api.adminOrderResendMail({ orderId, reason });
        void message.success(`Sent again: ${sent.subject}`);
        detail.reload();
      }}
      onRefund={async (reason) => {
        await api.adminOrderRefund({ orderId, reason });
        void message.success('Refund recorded; the payment provider is asked now.');
        detail.reload();
      }}
    />
  );
}
