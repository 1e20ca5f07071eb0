import { useFinishLogin as useSharedFinishLogin } from '@gemlane/stores/router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../adapters/feedback.ts';

/** The shared login finish (token, redirect, partner) with the mobile 'Login failed' toast. */
export function useFinishLogin() {
  const { t } = useTranslation();
  return useSharedFinishLogin(useCallback(() => showToast(t('errors.loginFailed')), [t]));
}
