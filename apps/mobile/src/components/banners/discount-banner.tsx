import { CloseIcon } from '../icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './banners.module.css';

export interface DiscountBannerProps {
  /** Currency symbol of the registration activity, e.g. `$`. */
  symbol: string;
  /** The discount already formatted for the locale, e.g. `3.00`. */
  amount: string;
  onTap: () => void;
  onClose: () => void;
}

/** Spec section 2: on game-zone tabs, only when the registration activity has a discount. */
export function DiscountBanner({ symbol, amount, onTap, onClose }: DiscountBannerProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.banner} ${styles.discount}`}
      role="region"
      aria-label={t('mobile.discountBannerLabel')}
    >
      <button type="button" className={styles.main} onClick={onTap}>
        {t('banner.discount', { symbol, amount })}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={t('banner.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
