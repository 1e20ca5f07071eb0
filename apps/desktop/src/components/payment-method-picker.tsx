import type { PayMethod } from '@gemlane/contract';
import { METHOD_BLOCK_MESSAGES, type MethodOption } from '@gemlane/stores/purchase';
import { Radio, Skeleton } from 'antd';
import { formatFee } from '@gemlane/i18n';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from './money.tsx';

export interface PaymentMethodPickerProps {
  options: readonly MethodOption[];
  loading?: boolean;
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
}

/**
 * Payment channels, each showing its provider fee before it is chosen (docs/product.md §9); a channel
 * that cannot take this amount is disabled with its reason (card: $10 to $500, in this currency).
 */
export function PaymentMethodPicker({
  options,
  loading,
  value,
  onChange,
}: PaymentMethodPickerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const format = useFormatMoney();
  if (loading && options.length === 0)
    return <Skeleton title={false} active paragraph={{ rows: 2 }} />;
  return (
    <Radio.Group
      className="pay-methods"
      value={value}
      onChange={(e) => onChange(e.target.value as PayMethod)}
      aria-label={t('order.paymentMethod')}
    >
      {options.map((o) => {
        const reason = o.blocked
          ? t(METHOD_BLOCK_MESSAGES[o.blocked.reason], { limit: format(o.blocked.limit) })
          : null;
        return (
          <Radio key={o.method} value={o.method} className="pay-method" disabled={reason !== null}>
            <span className="pay-method-name">{o.info.name}</span>
            <span className="pay-method-fee">
              {t('topUp.feeText', {
                fee: formatFee(
                  o.info.feeBasisPoints,
                  o.info.feeFixed.amount,
                  o.info.feeFixed.currency,
                  locale,
                ),
              })}
            </span>
            {reason ? (
              <>
                <span aria-hidden> · </span>
                <span className="pay-method-reason">{reason}</span>
              </>
            ) : null}
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
