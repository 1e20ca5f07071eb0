import { useSession } from '@gemlane/stores/react';
import { useLoginRedirectTarget } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppMessage } from '../../adapters/app-message.tsx';

/**
 * Stores the token of a login response and returns to the page the user came from (a safe,
 * same-origin `redirect`, else home). 'Login failed' when the response holds no token; a full
 * page load when a 401 had asked for one.
 */
export function useFinishLogin(): (
  response: { authToken?: string | null } | null | undefined,
) => boolean {
  const { completeLogin } = useSession();
  const target = useLoginRedirectTarget();
  const navigate = useNavigate();
  const message = useAppMessage();
  const { t } = useTranslation();
  return (response) => {
    try {
      const { reload } = completeLogin(response);
      if (reload) window.location.assign(target);
      else void navigate(target, { replace: true });
      return true;
    } catch {
      void message.error(t('errors.loginFailed'));
      return false;
    }
  };
}
