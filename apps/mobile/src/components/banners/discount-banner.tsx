import { CloseIcon } from '../icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './banners.module.css';

export interface DiscountBannerProps {
  /** The discount formatted as money for the locale, symbol included where the locale puts it
   *  (`$3.00`, `2,76 €`): never a symbol glued to a number by hand. */
  amount: string;
  onTap: () => void;
  onClose: () => void;
}

/** On game-zone tabs, only when the registration activity has a discount. */
export function DiscountBanner({ amount, onTap, onClose }: DiscountBannerProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.banner} ${styles.discount}`}
      role="region"
      aria-label={t('mobile.discountBannerLabel')}
    >
      <button type="button" className={styles.main} onClick={onTap}>
        {/* The product's text (docs/product.md §2) puts {{symbol}} before {{amount}}; Intl already placed the symbol. */}
        {t('banner.discount', { symbol: '', amount })}
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
