import { CopyOutlined } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import type { ShareActivity } from '@gemlane/contract';
import { formatDate } from '@gemlane/i18n';
import { Button, Empty, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppMessage } from '../../adapters/app-message.tsx';

export interface Invitee {
  nickname: string;
  joinedAt: string;
  qualified: boolean;
}

export interface InvitePanelProps {
  activity: ShareActivity | null;
  invitees: readonly Invitee[];
  /** Copies text; resolves false when the browser refused. */
  copy?: (text: string) => Promise<boolean>;
  onShared?: () => void;
}

async function clipboardCopy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The friend-invite programme: link with copy (both messages), reward steps Claimed/Unclaimed, invitees. */
export function InvitePanel({
  activity,
  invitees,
  copy = clipboardCopy,
  onShared,
}: InvitePanelProps) {
  const { t, i18n } = useTranslation();
  const message = useAppMessage();
  if (!activity) return <Empty description={t('account.noActivity')} />;
  const lng = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="invite">
      <h2 className="section-title small">{activity.title || t('share.inviteTitle')}</h2>
      <p className="muted">{activity.description || t('share.inviteDescription')}</p>
      {activity.shareLink ? (
        <div className="form-field">
          <label htmlFor="invite-link">{t('account.inviteLink')}</label>
          <Space.Compact block>
            <Input id="invite-link" readOnly value={activity.shareLink} />
            <Button
              type="primary"
              icon={<CopyOutlined {...DECORATIVE} />}
              onClick={async () => {
                if (await copy(activity.shareLink ?? '')) {
                  void message.success(t('errors.copyLinkSucceeded'));
                  onShared?.();
                } else {
                  void message.error(t('errors.copyLinkFailed'));
                }
              }}
            >
              {t('share.copyLink')}
            </Button>
          </Space.Compact>
          {activity.shareCode ? (
            <p className="muted">
              {t('share.myInviteCode')}: <strong>{activity.shareCode}</strong>
            </p>
          ) : null}
        </div>
      ) : (
        <p>{t('share.loginToShare')}</p>
      )}
      <p>
        {t('share.invitedFriends')}: <strong>{activity.invitedCount}</strong>
      </p>
      <h3 className="menu-title">{t('account.rewardSteps')}</h3>
      <ul className="reward-steps">
        {activity.rewards.map((r) => (
          <li key={r.invites}>
            <span>{t('account.rewardInvites', { count: r.invites })}</span>
            <span>{r.title}</span>
            <Tag color={r.status === 'claimed' ? 'green' : 'default'}>
              {r.status === 'claimed' ? t('invite.claimed') : t('invite.unclaimed')}
            </Tag>
          </li>
        ))}
      </ul>
      {invitees.length > 0 ? (
        <>
          <h3 className="menu-title">{t('account.invitees')}</h3>
          <ul className="invitees">
            {invitees.map((i) => (
              <li key={`${i.nickname}-${i.joinedAt}`}>
                <span>{i.nickname}</span>{' '}
                <span className="muted">{formatDate(i.joinedAt, lng)}</span>{' '}
                <Tag color={i.qualified ? 'green' : 'default'}>
                  {i.qualified ? t('account.qualified') : t('account.notQualified')}
                </Tag>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {activity.rules.length > 0 ? (
        <>
          <h3 className="menu-title">{t('share.rules')}</h3>
          <ol className="rules">
            {activity.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
