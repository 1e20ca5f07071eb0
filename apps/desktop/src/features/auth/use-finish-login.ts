import { useFinishLogin as useSharedFinishLogin } from '@gemlane/stores/router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppMessage } from '../../adapters/app-message.tsx';

/** The shared login finish (token, redirect, partner) with antd's 'Login failed' message. */
export function useFinishLogin() {
  const message = useAppMessage();
  const { t } = useTranslation();
  return useSharedFinishLogin(
    useCallback(() => void message.error(t('errors.loginFailed')), [message, t]),
  );
}
