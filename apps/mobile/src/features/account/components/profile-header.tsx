import { FileOutline as CopyIcon } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../adapters/kit.ts';
import styles from '../account.module.css';

export interface ProfileHeaderProps {
  nickname: string;
  uid: string;
  avatar: string;
  processingOrderCount: number;
  availableCouponCount: number;
  onOrders: () => void;
  onCoupons: () => void;
  onCopyUid: () => void;
}

/** The Me page header: avatar, nickname, uid and the two counters. */
export function ProfileHeader(p: ProfileHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <div className={styles.who}>
        <Avatar src={p.avatar} className={styles.avatar} aria-hidden />
        <div className={styles.names}>
          <h1 className={styles.nickname}>{p.nickname}</h1>
          <button
            type="button"
            className={styles.uid}
            onClick={p.onCopyUid}
            title={t('accountInfo.copyUid')}
          >
            {t('accountInfo.uid')}: {p.uid} <CopyIcon aria-hidden />
          </button>
        </div>
      </div>
      <div className={styles.stats}>
        <button type="button" className={styles.stat} onClick={p.onOrders}>
          <strong>{p.processingOrderCount}</strong>
          <span>{t('accountInfo.processingOrders')}</span>
        </button>
        <button type="button" className={styles.stat} onClick={p.onCoupons}>
          <strong>{p.availableCouponCount}</strong>
          <span>{t('accountInfo.availableCoupons')}</span>
        </button>
      </div>
    </div>
  );
}
