import type { Quote } from '@gemlane/contract';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDiscount, useFormatMoney } from './money.tsx';

export interface PriceSummaryProps {
  quote: Quote | undefined;
  loading?: boolean;
}

/** Subtotal, coupon discount, provider fee and total of a quote from the server. */
export function PriceSummary({ quote, loading }: PriceSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const discount = useFormatDiscount();
  if (!quote) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  return (
    <div className={`price-summary-wrap${loading ? ' is-updating' : ''}`} aria-busy={loading}>
      <dl className="price-summary">
        <div>
          <dt>{t('order.subtotal')}</dt>
          <dd>{format(quote.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('order.discount')}</dt>
          <dd>{discount(quote.couponDiscount)}</dd>
        </div>
        <div>
          <dt>{t('order.fee')}</dt>
          <dd>{format(quote.providerFee)}</dd>
        </div>
        <div className="price-total">
          <dt>{t('order.total')}</dt>
          <dd>{format(quote.total)}</dd>
        </div>
      </dl>
      {quote.coupon && !quote.coupon.applied ? (
        <p className="coupon-reason" role="note">
          {quote.coupon.reason ?? t('coupon.noneApplicable')}
        </p>
      ) : null}
      {quote.payMethod === 'card' &&
      (quote.total.amount < quote.cardLimits.min.amount ||
        quote.total.amount > quote.cardLimits.max.amount) ? (
        <p className="coupon-reason" role="note">
          {t('policies.cardLimits', {
            min: format(quote.cardLimits.min),
            max: format(quote.cardLimits.max),
          })}
        </p>
      ) : null}
    </div>
  );
}
