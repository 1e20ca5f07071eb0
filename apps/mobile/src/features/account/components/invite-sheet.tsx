import type { ShareActivity } from '@gemlane/contract';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popup, Tabs } from '../../../adapters/kit.ts';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import styles from '../account.module.css';
import sheet from '../../../components/sheet/sheet.module.css';

export interface InviteSheetProps {
  visible: boolean;
  activity: ShareActivity | null;
  onClose: () => void;
  onCopy: (link: string) => void;
}

/** Invite friends: the personal link with a copy button, reward steps by Claimed / Unclaimed, rules. */
export function InviteSheet({ visible, activity, onClose, onCopy }: InviteSheetProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'unclaimed' | 'claimed'>('unclaimed');
  const rewards = activity?.rewards.filter((r) => r.status === tab) ?? [];
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={sheet.sheet}>
      <div role="dialog" aria-label={t('share.inviteTitle')}>
        <div className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>{t('share.inviteTitle')}</h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <CloseOutline aria-hidden />
          </button>
        </div>
        {!activity ? (
          <EmptyState title={t('share.activityEnded')} />
        ) : (
          <div className={styles.invite}>
            <p className={styles.rule}>{activity.description || t('share.inviteDescription')}</p>
            {activity.shareLink ? (
              <div className={styles.inviteLink}>
                <span data-testid="invite-link">{activity.shareLink}</span>
                <Button size="small" color="primary" onClick={() => onCopy(activity.shareLink!)}>
                  {t('share.copyLink')}
                </Button>
              </div>
            ) : null}
            <p className={styles.rule}>
              {t('share.invitedFriends')}: <strong>{activity.invitedCount}</strong>
            </p>
            <Tabs activeKey={tab} onChange={(k) => setTab(k as 'unclaimed' | 'claimed')}>
              <Tabs.Tab key="unclaimed" title={t('invite.unclaimed')} />
              <Tabs.Tab key="claimed" title={t('invite.claimed')} />
            </Tabs>
            {rewards.length === 0 ? (
              <p className={styles.rule}>{t('common.empty.default')}</p>
            ) : (
              <ul className={styles.rewards}>
                {rewards.map((r) => (
                  <li key={`${r.invites}-${r.title}`} className={styles.reward}>
                    <span>{r.title}</span>
                    <span className={styles.rule}>
                      {t('mobile.me.invitesNeeded', { count: r.invites })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <h3 className={styles.sheetTitle}>{t('share.rules')}</h3>
            <ol className={styles.rules}>
              {activity.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </Popup>
  );
}
