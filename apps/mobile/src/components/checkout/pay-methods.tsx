import type { PaymentMethodInfo, PayMethod } from '@gemlane/contract';
import { BankcardOutline, PayCircleOutline } from 'antd-mobile-icons';
import { formatFee } from '@gemlane/i18n/format';
import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

export interface PayMethodsProps {
  methods: readonly PaymentMethodInfo[];
  selected: PayMethod;
  onSelect: (method: PayMethod) => void;
}

/** The payment channels with the provider's fee (spec section 9: card 4.5% + $0.20, wallet 3.9% + $0.30). */
export function PayMethods({ methods, selected, onSelect }: PayMethodsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return (
    <div className={styles.methods} role="radiogroup" aria-label={t('order.paymentMethod')}>
      {methods.map((m) => {
        const active = m.method === selected;
        return (
          <button
            key={m.method}
            type="button"
            role="radio"
            aria-checked={active}
            className={active ? `${styles.method} ${styles.methodActive}` : styles.method}
            onClick={() => onSelect(m.method)}
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
