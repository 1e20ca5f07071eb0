import type { Coupon } from '@gemlane/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from './money.tsx';

export interface CouponPickerProps {
  id?: string;
  coupons: readonly Coupon[] | undefined;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/** One coupon per order, chosen from the user's available coupons. */
export function CouponPicker({ id, coupons, value, onChange }: CouponPickerProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const label = (c: Coupon) => {
    const off =
      c.kind === 'amount' && c.offAmount !== null
        ? t('coupon.off', { amount: format(c.offAmount) })
        : t('coupon.percentOff', { percent: `${c.offPercent ?? 0}%` });
    const min =
      c.minimumOrder.amount > 0
        ? t('coupon.minimumOrder', { amount: format(c.minimumOrder) })
        : t('coupon.noMinimum');
    return `${c.name} · ${off} · ${min}`;
  };
  return (
    <Select
      id={id}
      className="coupon-picker"
      allowClear
      loading={!coupons}
      value={value}
      onChange={(id: number | undefined) => onChange(id)}
      placeholder={
        coupons && coupons.length === 0 ? t('coupon.noneApplicable') : t('coupon.select')
      }
      aria-label={t('coupon.select')}
      options={(coupons ?? []).map((c) => ({ value: c.id, label: label(c) }))}
    />
  );
}
