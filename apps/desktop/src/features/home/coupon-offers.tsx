import type { CouponTemplate } from '@gemlane/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../components/money.tsx';
import './coupon-offers.css';

export interface CouponOffersProps {
  templates: readonly CouponTemplate[];
  onClaim: (template: CouponTemplate) => void;
}

/** "Coupons for you": each offer with what it takes off and its minimum; a received one shows as claimed. */
export function CouponOffers({ templates, onClaim }: CouponOffersProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <ul className="coupon-offers">
      {templates.map((tpl) => {
        const off =
          tpl.kind === 'percent' && tpl.offPercent !== null
            ? t('coupon.percentOff', { percent: `${tpl.offPercent}%` })
            : tpl.offAmount
              ? t('coupon.off', { amount: format(tpl.offAmount) })
              : tpl.name;
        return (
          <li key={tpl.templateId} className="coupon-offer card">
            <strong className="coupon-offer-value">{off}</strong>
            <span className="muted">
              {tpl.minimumOrder.amount > 0
                ? t('coupon.minimumOrder', { amount: format(tpl.minimumOrder) })
                : t('coupon.noMinimum')}
            </span>
            <Button
              type={tpl.received ? 'default' : 'primary'}
              disabled={tpl.received}
              onClick={() => onClaim(tpl)}
              aria-label={`${tpl.received ? t('coupon.received') : t('coupon.claim')}: ${off}`}
            >
              {tpl.received ? t('coupon.received') : t('coupon.claim')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
