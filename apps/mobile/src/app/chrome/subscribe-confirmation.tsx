import { useSubscribeConfirmation } from '@gemlane/stores/react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../adapters/feedback.ts';

/** The newsletter confirmation link (`?subscribeToken=...&email=...`): confirms and says so. */
export default function SubscribeConfirmation(): null {
  const { t } = useTranslation();
  useSubscribeConfirmation({ t: (key: string) => String(t(key as never)), notify: showSuccess });
  return null;
}
