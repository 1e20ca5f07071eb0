// Login-required pages send a logged-out user to /login?redirect=<encoded address> (docs/product.md §6).
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isLoggedInAtom, readStoredToken } from '../session/session.ts';
import { useLoginRedirectTarget } from './use-login-redirect-target.ts';
import { addressOf, isLoginAddress, loginAddressFor } from './redirect.ts';

/** The login address that comes back to the current page (and keeps the partner parameter). */
export function useLoginPath(): string {
  return loginAddressFor(useLocation());
}

/** Null on /login itself, so guards rendered there never redirect in a loop. */
function useLoginTarget(): string | null {
  const location = useLocation();
  const target = useLoginPath();
  return isLoginAddress(addressOf(location)) ? null : target;
}

/** Page-level guard: redirects (replace) to login when there is no token; returns whether logged in. */
export function useRequireLogin(): boolean {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const target = useLoginTarget();
  useEffect(() => {
    if (!isLoggedIn && target) void navigate(target, { replace: true });
  }, [isLoggedIn, navigate, target]);
  return isLoggedIn;
}

/**
 * Action-level guard for the Me tab and the user popover: `ensureLogin()` returns true when
 * logged in, otherwise navigates to login (push) and returns false.
 */
export function useLoginGate(): () => boolean {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const target = useLoginTarget();
  return useCallback(() => {
    if (!isLoggedIn && target) void navigate(target);
    return isLoggedIn;
  }, [isLoggedIn, navigate, target]);
}

/**
 * Renders its children (or the nested routes) when logged in, else redirects to login.
 * Use as a pathless layout route around the `requiresLogin` routes, or as a wrapper.
 */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const target = useLoginTarget();
  if (!isLoggedIn && target) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

/**
 * The login page's layout: a shopper who arrives there with a session stored goes on to where the
 * login would lead (the `redirect` address, else home). The server sends a login-only page to
 * /login by its session cookie; a session stored before that cookie existed has none yet.
 */
export function LeaveLoginWhenSignedIn() {
  const navigate = useNavigate();
  const onArrival = useRef(useLoginRedirectTarget());
  useEffect(() => {
    // On arrival only: a login made on this page goes on by its own way (useFinishLogin).
    if (readStoredToken()) void navigate(onArrival.current, { replace: true });
  }, [navigate]);
  return <Outlet />;
}
