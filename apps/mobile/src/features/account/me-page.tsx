import { useLoad } from '@gemlane/stores/react';
import type { Message, ShareActivity } from '@gemlane/contract';
import {
  loadUnreadMessageCountAtom,
  loadUserInfoAtom,
  unreadMessageCountAtom,
  userInfoAtom,
} from '@gemlane/stores';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { copyText } from '../../adapters/clipboard.ts';
import { Badge, List } from '../../adapters/kit.ts';
import { NewsletterContainer } from '../../components/newsletter/newsletter-container.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { InviteSheet } from './components/invite-sheet.tsx';
import { MessagesSheet } from './components/messages-sheet.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import styles from './account.module.css';

/** /me: profile, counters, orders, coupons, messages, invites, cart, settings and support. */
export default function MePage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const user = useAtomValue(userInfoAtom);
  const loadUser = useSetAtom(loadUserInfoAtom);
  const [sheet, setSheet] = useState<'messages' | 'invite' | null>(null);
  const [messages, setMessages] = useState<Message[] | null>(null);
  const unreadCount = useAtomValue(unreadMessageCountAtom);
  const loadUnread = useSetAtom(loadUnreadMessageCountAtom);
  const invite = useLoad<ShareActivity | null>(
    () => api.getActivity({}, { hideError: true }),
    [api],
  );

  useEffect(() => {
    void loadUser().catch(() => undefined);
  }, [loadUser]);
  // Opening or closing the messages changes what is unread.
  useEffect(() => {
    void loadUnread().catch(() => undefined);
  }, [loadUnread, sheet]);

  const openMessages = async () => {
    setSheet('messages');
    setMessages(null);
    try {
      setMessages((await api.messageList({ page: 1, pageSize: 50 })).list);
      await api.cleanUnreadMessageCount(undefined, { hideError: true });
    } catch {
      setMessages([]);
    }
  };

  if (!user?.uid) return <PageLoading />;
  const copyMessages = {
    success: t('errors.copyLinkSucceeded'),
    failure: t('errors.copyLinkFailed'),
  };
  return (
    <div>
      <ProfileHeader
        nickname={user.nickname ?? ''}
        uid={String(user.uid)}
        avatar={user.avatar ?? ''}
        processingOrderCount={user.processingOrderCount ?? 0}
        availableCouponCount={user.availableCouponCount ?? 0}
        onOrders={() => void navigate(buildPath('OrderList', {}, { status: 'processing' }))}
        onCoupons={() => void navigate('/coupon')}
        onCopyUid={() =>
          void copyText(String(user.uid), {
            success: t('common.copied'),
            failure: t('errors.copyLinkFailed'),
          })
        }
      />
      <List className={styles.list}>
        <List.Item onClick={() => void navigate('/orderList')}>
          {t('accountInfo.myOrders')}
        </List.Item>
        <List.Item
          onClick={() => void navigate('/coupon')}
          extra={user.availableCouponCount || undefined}
        >
          {t('accountInfo.myCoupons')}
        </List.Item>
        <List.Item
          onClick={() => void openMessages()}
          extra={
            unreadCount > 0 ? (
              <>
                <Badge content={unreadCount} aria-hidden />
                <span className="gl-visually-hidden">
                  {t('accountInfo.unreadMessages', { count: unreadCount })}
                </span>
              </>
            ) : undefined
          }
        >
          {t('accountInfo.messages')}
        </List.Item>
        <List.Item onClick={() => setSheet('invite')}>{t('accountInfo.inviteFriends')}</List.Item>
        <List.Item onClick={() => void navigate('/cart')}>{t('mobile.cart.title')}</List.Item>
      </List>
      <List className={styles.list}>
        <List.Item onClick={() => void navigate('/languageAndCurrency')}>
          {t('common.languageAndCurrency')}
        </List.Item>
        <List.Item onClick={() => void navigate('/helpCenter')}>{t('common.helpCenter')}</List.Item>
        <List.Item onClick={() => void navigate('/myCustomer')}>
          {t('common.customerService')}
        </List.Item>
        <List.Item onClick={() => void navigate('/setting')}>{t('common.settings')}</List.Item>
      </List>
      <NewsletterContainer size="small" />
      <MessagesSheet
        visible={sheet === 'messages'}
        messages={messages}
        onClose={() => setSheet(null)}
        onOpenOrder={(orderId) => void navigate(buildPath('OrderDetail', {}, { orderId }))}
      />
      <InviteSheet
        visible={sheet === 'invite'}
        activity={invite.data ?? null}
        onClose={() => setSheet(null)}
        onCopy={(link) => void copyText(link, copyMessages)}
      />
    </div>
  );
}
