import type { PayMethod } from '@gemlane/contract';
import { choiceProps, METHOD_BLOCK_MESSAGES, type MethodOption } from '@gemlane/stores/purchase';
import { BankcardOutline, PayCircleOutline } from 'antd-mobile-icons';
import { formatFee } from '@gemlane/i18n/format';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/use-format.ts';
import styles from './checkout.module.css';

export interface PayMethodsProps {
  /** Each channel with what it would charge and why it cannot, when it cannot. */
  options: readonly MethodOption[];
  selected: PayMethod | null;
  onSelect: (method: PayMethod) => void;
}

/**
 * The payment channels with the provider's fee (docs/product.md §9: card 4.5% + $0.20, wallet 3.9% +
 * $0.30); a channel that cannot take this amount is disabled with its reason, before Pay.
 */
export function PayMethods({ options, selected, onSelect }: PayMethodsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const format = useFormat();
  return (
    <div className={styles.methods} role="radiogroup" aria-label={t('order.paymentMethod')}>
      {options.map(({ info: m, blocked }) => {
        const active = m.method === selected;
        const reason = blocked
          ? t(METHOD_BLOCK_MESSAGES[blocked.reason], { limit: format.money(blocked.limit) })
          : null;
        return (
          <button
            key={m.method}
            {...choiceProps(active, () => onSelect(m.method))}
            className={active ? `${styles.method} ${styles.methodActive}` : styles.method}
            disabled={reason !== null}
          >
            {m.method === 'card' ? (
              <BankcardOutline aria-hidden className={styles.methodIcon} />
            ) : (
              <PayCircleOutline aria-hidden className={styles.methodIcon} />
            )}
            <span className={styles.methodText}>
              <span className={styles.methodName}>{m.name}</span>
              <span className={styles.methodFee}>
                {t('mobile.checkout.fee', {
                  // the fee is data: percent + fixed part in the cart currency, written per locale
                  fee: formatFee(m.feeBasisPoints, m.feeFixed.amount, m.feeFixed.currency, locale),
                })}
              </span>
              {reason ? <span className={styles.methodReason}>{reason}</span> : null}
            </span>
            <span
              className={active ? `${styles.radio} ${styles.radioOn}` : styles.radio}
              aria-hidden
            />
          </button>
        );
      })}
    </div>
  );
}
