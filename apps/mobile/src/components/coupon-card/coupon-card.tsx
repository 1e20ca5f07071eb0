import type { Coupon } from '@gemlane/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/use-format.ts';
import styles from './coupon-card.module.css';

export interface CouponCardProps {
  coupon: Coupon;
  selected?: boolean;
  /** Shown as "Use now" on available coupons when given. */
  onUse?: () => void;
}

/** One coupon with the labels of docs/product.md §3: off amount, minimum order, cap, valid-until, status. */
export function CouponCard({ coupon, selected = false, onUse }: CouponCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const off =
    coupon.kind === 'percent' && coupon.offPercent !== null
      ? t('coupon.percentOff', { percent: `${coupon.offPercent}%` })
      : coupon.offAmount
        ? t('coupon.off', { amount: format.money(coupon.offAmount) })
        : coupon.name;
  const inactive = coupon.status !== 'available';
  return (
    <article
      className={[
        styles.card,
        inactive ? styles.inactive : '',
        selected ? styles.selected : '',
      ].join(' ')}
      aria-label={`${off} ${coupon.name}`}
      data-status={coupon.status}
    >
      <div className={styles.value}>
        <strong className={styles.off}>{off}</strong>
        <span className={styles.min}>
          {coupon.minimumOrder.amount > 0
            ? t('coupon.minimumOrder', { amount: format.money(coupon.minimumOrder) })
            : t('coupon.noMinimum')}
        </span>
      </div>
      <div className={styles.body}>
        <span className={styles.name}>{coupon.name}</span>
        {coupon.cap ? (
          <span className={styles.meta}>
            {t('coupon.cap', { amount: format.money(coupon.cap) })}
          </span>
        ) : null}
        <span className={styles.meta}>
          {t('coupon.validUntil', { date: format.date(coupon.validUntil) })}
        </span>
        {inactive ? (
          <span className={styles.status}>{t(`coupon.tabs.${coupon.status}`)}</span>
        ) : null}
      </div>
      {onUse && !inactive ? (
        <button type="button" className={styles.use} onClick={onUse}>
          {t('coupon.useNow')}
        </button>
      ) : null}
    </article>
  );
}
