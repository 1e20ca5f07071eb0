// Session state and actions for headers, popovers and login screens.
import { useAtomValue, useSetAtom } from 'jotai';
import {
  authTokenAtom,
  completeLoginAtom,
  isLoggedInAtom,
  loginModelAtom,
  logoutAtom,
  setShowLoginAtom,
  userInfoAtom,
  type LoginModel,
  type LoginOutcome,
  type UserInfo,
} from './session.ts';

export interface SessionView {
  token: string | null;
  isLoggedIn: boolean;
  userInfo: UserInfo | null;
  loginModel: LoginModel;
  /** Stores the token of a login response; throws LoginFailedError ('Login failed') without one. */
  completeLogin: (response: { authToken?: string | null } | null | undefined) => LoginOutcome;
  logout: () => Promise<void>;
  setShowLogin: (show: boolean) => void;
}

export function useSession(): SessionView {
  return {
    token: useAtomValue(authTokenAtom),
    isLoggedIn: useAtomValue(isLoggedInAtom),
    userInfo: useAtomValue(userInfoAtom),
    loginModel: useAtomValue(loginModelAtom),
    completeLogin: useSetAtom(completeLoginAtom),
    logout: useSetAtom(logoutAtom),
    setShowLogin: useSetAtom(setShowLoginAtom),
  };
}
