// After a login response: store the token and return to the page the user came from (the safe
// `redirect`, else home, partner kept); a full page load when a 401 had asked for one.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { completeLoginAtom, LoginFailedError } from '../session/session.ts';
import { loadPage } from './page-load.ts';
import { useLoginRedirectTarget } from './use-login-redirect-target.ts';
import { usePartnerNavigate } from './use-partner-navigate.ts';

export type LoginResponse = { authToken?: string | null } | null | undefined;

/** Returns `finish(response)`: true when logged in; `onFailed` (the app's 'Login failed' toast) otherwise. */
export function useFinishLogin(onFailed: () => void): (response: LoginResponse) => boolean {
  const complete = useSetAtom(completeLoginAtom);
  const target = useLoginRedirectTarget();
  const navigate = usePartnerNavigate();
  return useCallback(
    (response: LoginResponse) => {
      try {
        const { reload } = complete(response);
        if (reload) loadPage(target);
        else void navigate(target, { replace: true });
        return true;
      } catch (error) {
        if (!(error instanceof LoginFailedError)) throw error;
        onFailed();
        return false;
      }
    },
    [complete, navigate, onFailed, target],
  );
}
