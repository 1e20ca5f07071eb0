import { RightIcon, SoundIcon } from '../icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './banners.module.css';

export interface OrderNoticeBannerProps {
  notice: string;
  onOpen: () => void;
}

/** On the Home tab when the user has a trade notice; opens the order. */
export function OrderNoticeBanner({ notice, onOpen }: OrderNoticeBannerProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.banner} ${styles.notice}`}
      role="region"
      aria-label={t('mobile.orderNoticeLabel')}
    >
      <button type="button" className={styles.main} onClick={onOpen}>
        <SoundIcon className={styles.lead} />
        <span className={styles.text}>{notice}</span>
        <RightIcon />
      </button>
    </div>
  );
}
