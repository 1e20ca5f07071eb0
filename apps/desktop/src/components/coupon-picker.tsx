import type { Coupon } from '@gemlane/contract';
import type { CouponChoice, CouponFit } from '@gemlane/stores/purchase';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from './money.tsx';

export interface CouponPickerProps {
  id?: string;
  /** The user's coupons, applicable first (largest saving first). */
  fits: readonly CouponFit[];
  loading?: boolean;
  /** The coupon the order uses (the best applicable one unless the shopper chose). */
  selected: Coupon | null;
  onChange: (choice: CouponChoice) => void;
}

/** One coupon per order; the best applicable one is chosen by default and can be changed or removed. */
export function CouponPicker({ id, fits, loading, selected, onChange }: CouponPickerProps) {
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
  const applicable = fits.some((f) => f.applicable);
  return (
    <Select
      id={id}
      className="coupon-picker"
      allowClear
      loading={loading}
      value={selected?.id}
      onChange={(value: number | undefined) => onChange(value ?? 'none')}
      placeholder={applicable ? t('coupon.select') : t('coupon.noneApplicable')}
      aria-label={t('coupon.select')}
      options={fits.map((f) => ({
        value: f.coupon.id,
        label: label(f.coupon),
        disabled: !f.applicable,
      }))}
    />
  );
}
