import type { Quote } from '@gemlane/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/use-format.ts';
import styles from './checkout.module.css';

export interface PriceSummaryProps {
  quote: Quote | null;
  loading?: boolean;
}

/** Subtotal, coupon discount, the provider's fee and the total of a quote. */
export function PriceSummary({ quote, loading = false }: PriceSummaryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!quote) {
    return (
      <p className={styles.muted}>
        {loading ? t('common.loading') : t('mobile.checkout.choosePackage')}
      </p>
    );
  }
  return (
    <>
      <dl className={styles.summary} aria-busy={loading}>
        <div>
          <dt>{t('order.subtotal')}</dt>
          <dd>{format.money(quote.subtotal)}</dd>
        </div>
        {quote.couponDiscount.amount > 0 ? (
          <div>
            <dt>{t('order.discount')}</dt>
            <dd className={styles.discount}>{format.discount(quote.couponDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('order.fee')}</dt>
          <dd>{format.money(quote.providerFee)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t('order.total')}</dt>
          <dd data-testid="quote-total">{format.money(quote.total)}</dd>
        </div>
      </dl>
      {quote.coupon && !quote.coupon.applied && quote.coupon.reason ? (
        <p className={styles.warn}>{quote.coupon.reason}</p>
      ) : null}
    </>
  );
}
