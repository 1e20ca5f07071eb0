import type { PaymentMethodInfo, PayMethod } from '@gemlane/contract';
import { Radio, Skeleton } from 'antd';
import { formatFee } from '@gemlane/i18n';
import { useTranslation } from 'react-i18next';

export interface PaymentMethodPickerProps {
  methods: readonly PaymentMethodInfo[] | undefined;
  value: PayMethod;
  onChange: (method: PayMethod) => void;
}

/** Payment channels, each showing its provider fee before it is chosen (spec section 9). */
export function PaymentMethodPicker({ methods, value, onChange }: PaymentMethodPickerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  if (!methods) return <Skeleton title={false} active paragraph={{ rows: 2 }} />;
  return (
    <Radio.Group
      className="pay-methods"
      value={value}
      onChange={(e) => onChange(e.target.value as PayMethod)}
      aria-label={t('order.paymentMethod')}
    >
      {methods.map((m) => (
        <Radio key={m.method} value={m.method} className="pay-method">
          <span className="pay-method-name">{m.name}</span>
          <span className="pay-method-fee">
            {t('topUp.feeText', {
              fee: formatFee(m.feeBasisPoints, m.feeFixed.amount, m.feeFixed.currency, locale),
            })}
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
