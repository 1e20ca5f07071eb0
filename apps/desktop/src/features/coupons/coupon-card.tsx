import type { Coupon } from '@gemlane/contract';
import { formatDate } from '@gemlane/i18n';
import { Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../components/money.tsx';

/** A coupon with the labels of docs/product.md §3: id, off amount, minimum order, cap, valid-until, status. */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useTranslation();
  const format = useFormatMoney();
  const off =
    coupon.kind === 'amount' && coupon.offAmount
      ? t('coupon.off', { amount: format(coupon.offAmount) })
      : t('coupon.percentOff', { percent: `${coupon.offPercent ?? 0}%` });
  return (
    <article className={`coupon-card coupon-${coupon.status}`} aria-label={`${coupon.name} ${off}`}>
      <div className="coupon-value">
        <strong>{off}</strong>
        <span>
          {coupon.minimumOrder.amount > 0
            ? t('coupon.minimumOrder', { amount: format(coupon.minimumOrder) })
            : t('coupon.noMinimum')}
        </span>
      </div>
      <div className="coupon-body">
        <h3>{coupon.name}</h3>
        {coupon.cap ? <p>{t('coupon.cap', { amount: format(coupon.cap) })}</p> : null}
        <p className="muted">
          {t('coupon.validUntil', {
            date: formatDate(coupon.validUntil, i18n.resolvedLanguage ?? 'en'),
          })}
        </p>
        <p className="muted small">#{coupon.id}</p>
      </div>
      <div className="coupon-action">
        {coupon.status === 'available' ? (
          <Link to="/switchGame" className="coupon-use">
            {t('coupon.useNow')}
          </Link>
        ) : (
          <span className="coupon-stamp">{t(`coupon.tabs.${coupon.status}`)}</span>
        )}
      </div>
    </article>
  );
}
