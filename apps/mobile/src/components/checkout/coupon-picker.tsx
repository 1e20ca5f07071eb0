import type { Coupon } from '@gemlane/contract';
import type { CouponChoice, CouponFit } from '@gemlane/stores/purchase';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../adapters/kit.ts';
import { CouponCard } from '../coupon-card/coupon-card.tsx';
import sheet from '../sheet/sheet.module.css';
import styles from './checkout.module.css';

export interface CouponPickerProps {
  /** The user's coupons, applicable first (largest saving first). */
  fits: readonly CouponFit[];
  /** The coupon the order uses: the best applicable one unless the shopper chose. */
  selected: Coupon | null;
  onSelect: (choice: CouponChoice) => void;
  /** Logged out: the row asks to log in instead. */
  loggedIn: boolean;
  onLogin: () => void;
}

/** A row opening a bottom sheet of the user's coupons; the best applicable one is chosen by default. */
export function CouponPicker({ fits, selected, onSelect, loggedIn, onLogin }: CouponPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const coupons = fits.filter((f) => f.applicable).map((f) => f.coupon);
  const selectedId = selected?.id ?? null;
  let value: string;
  if (!loggedIn) value = t('mobile.checkout.loginForCoupons');
  else if (selected) value = selected.name;
  else if (coupons.length === 0) value = t('coupon.noneApplicable');
  else value = t('coupon.availableCount', { count: coupons.length });
  return (
    <>
      <button
        type="button"
        className={styles.pickerRow}
        onClick={() => (loggedIn ? setOpen(true) : onLogin())}
        disabled={loggedIn && coupons.length === 0}
      >
        <span>{t('mobile.checkout.coupon')}</span>
        <span className={styles.pickerValue}>
          {value}
          <RightOutline aria-hidden />
        </span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={sheet.sheet}>
        <div role="dialog" aria-label={t('coupon.select')}>
          <h2 className={styles.sheetTitle}>{t('coupon.select')}</h2>
          <div className={styles.sheetList}>
            <button
              type="button"
              className={
                selectedId === null ? `${styles.noCoupon} ${styles.noCouponOn}` : styles.noCoupon
              }
              onClick={() => {
                onSelect('none');
                setOpen(false);
              }}
            >
              {t('mobile.checkout.noCoupon')}
            </button>
            {coupons.map((c) => (
              <CouponCard
                key={c.id}
                coupon={c}
                selected={c.id === selectedId}
                onUse={() => {
                  onSelect(c.id);
                  setOpen(false);
                }}
              />
            ))}
          </div>
        </div>
      </Popup>
    </>
  );
}
