import { App, Card, Typography } from 'antd';
import { useConsole } from '../../core/console-context.tsx';
import { useQuery } from '../../core/use-query.ts';
import { CouponForm } from './coupon-form.tsx';
import { CouponsTable } from './coupons-table.tsx';

export function CouponsPage() {
  const { api } = useConsole();
  const { message } = App.useApp();
  const coupons = useQuery(() => api.adminCouponList({}), 'coupons');
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Coupons
      </Typography.Title>
      <CouponsTable
        coupons={coupons.data ?? []}
        loading={coupons.loading}
        onSetActive={async (templateId, active, reason) => {
          await api.adminCouponSetActive({ templateId, active, reason });
          void message.success(
            active ? 'Coupon enabled.' : 'Coupon disabled: it is no longer claimed or applied.',
          );
          coupons.reload();
        }}
      />
      <Card title="New coupon" style={{ marginTop: 24 }}>
        <CouponForm
          onCreate={async (coupon) => {
            await api.adminCouponCreate(coupon);
            void message.success(`Coupon ${coupon.code} created.`);
            coupons.reload();
          }}
        />
      </Card>
    </>
  );
}
