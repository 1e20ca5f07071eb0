import type { Message } from '@gemlane/contract';
import { formatDateTime } from '@gemlane/i18n';
import { Link } from '@gemlane/stores/router';
import { Badge, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export interface MessagesPanelProps {
  messages: readonly Message[];
  onMarkAllRead: () => void;
  marking: boolean;
}

/** The user's messages, newest first; order messages link to the order. */
export function MessagesPanel({ messages, onMarkAllRead, marking }: MessagesPanelProps) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0) return <Empty description={t('account.messagesEmpty')} />;
  return (
    <div>
      <p className="action-row end">
        <Button onClick={onMarkAllRead} loading={marking} disabled={messages.every((m) => m.read)}>
          {t('account.markAllRead')}
        </Button>
      </p>
      <ul className="message-list">
        {messages.map((m) => (
          <li key={m.messageId} className={m.read ? 'message' : 'message unread'}>
            <div className="message-head">
              {!m.read ? <Badge status="processing" text={t('account.unread')} /> : null}
              <strong>{m.title}</strong>
              <time className="muted" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt, i18n.resolvedLanguage ?? 'en')}
              </time>
            </div>
            <p>{m.content}</p>
            {m.orderId ? (
              <Link to={`/orderdetail?orderId=${encodeURIComponent(m.orderId)}`}>
                {t('order.result.viewOrder')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
