import type { Message } from '@gemlane/contract';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../adapters/kit.ts';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { useFormat } from '../../../components/hooks/use-format.ts';
import styles from '../account.module.css';
import sheet from '../../../components/sheet/sheet.module.css';

export interface MessagesSheetProps {
  visible: boolean;
  messages: readonly Message[] | null;
  onClose: () => void;
  onOpenOrder: (orderId: string) => void;
}

/** The user's messages in a bottom sheet; order messages open their order. */
export function MessagesSheet({ visible, messages, onClose, onOpenOrder }: MessagesSheetProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={sheet.sheet}>
      <div role="dialog" aria-label={t('accountInfo.messages')}>
        <div className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>{t('accountInfo.messages')}</h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <CloseOutline aria-hidden />
          </button>
        </div>
        {messages === null ? (
          <p className={styles.rule} style={{ padding: 16 }}>
            {t('common.loading')}
          </p>
        ) : messages.length === 0 ? (
          <EmptyState title={t('common.empty.messages')} />
        ) : (
          <ul className={styles.messages}>
            {messages.map((m) => (
              <li key={m.messageId} className={styles.message}>
                <span className={styles.messageTitle}>
                  {m.read ? null : (
                    <>
                      <span className={styles.unread} aria-hidden />
                      <span className="gl-visually-hidden">{t('mobile.me.unread')}</span>
                    </>
                  )}
                  {m.title}
                </span>
                <span className={styles.messageBody}>{m.content}</span>
                <span className={styles.messageMeta}>
                  {format.dateTime(m.createdAt)}
                  {m.orderId ? (
                    <>
                      {' · '}
                      <button
                        type="button"
                        className={styles.uid}
                        style={{ color: 'var(--gl-brand)', background: '#f3efff' }}
                        onClick={() => onOpenOrder(m.orderId!)}
                      >
                        {t('order.result.viewOrder')}
                      </button>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
