import type { CouponTemplate } from '@gemlane/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../components/hooks/use-format.ts';
import styles from './home.module.css';

export interface CouponOffersProps {
  templates: readonly CouponTemplate[];
  onClaim: (template: CouponTemplate) => void;
}

/** Coupons offered on the home page; a received one shows as claimed. */
export function CouponOffers({ templates, onClaim }: CouponOffersProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className={styles.offers}>
      {templates.map((tpl) => {
        const off =
          tpl.kind === 'percent' && tpl.offPercent !== null
            ? t('coupon.percentOff', { percent: `${tpl.offPercent}%` })
            : tpl.offAmount
              ? t('coupon.off', { amount: format.money(tpl.offAmount) })
              : tpl.name;
        return (
          <li key={tpl.templateId} className={styles.offer}>
            <strong className={styles.offerValue}>{off}</strong>
            <span className={styles.offerMin}>
              {tpl.minimumOrder.amount > 0
                ? t('coupon.minimumOrder', { amount: format.money(tpl.minimumOrder) })
                : t('coupon.noMinimum')}
            </span>
            <button
              type="button"
              className={styles.claim}
              disabled={tpl.received}
              onClick={() => onClaim(tpl)}
            >
              {tpl.received ? t('mobile.home.received') : t('coupon.claim')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
