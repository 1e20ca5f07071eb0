import { completeLoginAtom, LoginFailedError } from '@gemlane/stores';
import { useLoginRedirectTarget } from '@gemlane/stores/router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../adapters/feedback.ts';

/** Stores the token and returns to the page that sent the user here (same-origin only). */
export function useFinishLogin() {
  const complete = useSetAtom(completeLoginAtom);
  const target = useLoginRedirectTarget();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (response: { authToken?: string | null } | null | undefined): boolean => {
    try {
      const { reload } = complete(response);
      // A 401 asked for a reload: the page starts fresh with the new session.
      if (reload) window.location.assign(target);
      else void navigate(target, { replace: true });
      return true;
    } catch (error) {
      if (error instanceof LoginFailedError) showToast(t('errors.loginFailed'));
      else throw error;
      return false;
    }
  };
}
