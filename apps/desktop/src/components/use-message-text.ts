import { formatDateTime } from '@gemlane/i18n';
import { messageText, type Message } from '@gemlane/stores/purchase';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from './money.tsx';

/** A message of the stores' view-models as text, with this app's formatters. */
export function useMessageText(): (message: Message) => string {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const lng = i18n.resolvedLanguage ?? 'en';
  return (message) =>
    messageText(message, {
      t: (key, values) => String(t(key as never, values as never)),
      money,
      dateTime: (iso) => formatDateTime(iso, lng),
    });
}
