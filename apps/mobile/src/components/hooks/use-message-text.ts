import { messageText, type Message } from '@gemlane/stores/purchase';
import { useTranslation } from 'react-i18next';
import { useFormat } from './use-format.ts';

/** A message of the stores' view-models as text, with this app's formatters. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (message) =>
    messageText(message, {
      t: (key, values) => String(t(key as never, values as never)),
      money: format.money,
      dateTime: format.dateTime,
    });
}
