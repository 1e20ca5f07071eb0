// navigate() that carries the partner parameter of the current URL (docs/product.md §2), inside React
// (usePartnerNavigate) and outside it (navigateFromOutside, for the api client's 401).
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';
import { loadPage } from './page-load.ts';
import { withPartner } from './partner.ts';

export interface PartnerNavigate {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
}

export function usePartnerNavigate(): PartnerNavigate {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(withPartner(to, search), options),
    [navigate, search],
  ) as PartnerNavigate;
}

/** `withPartner` bound to the current URL, for `href` values and `<a>` elements. */
export function usePartnerLink(): <T extends To>(to: T) => T {
  const { search } = useLocation();
  return useCallback(<T extends To>(to: T) => withPartner(to, search), [search]);
}

let outside: PartnerNavigate | null = null;

/** Render once inside the router: lets code outside React (the 401 handler) navigate. */
export function NavigationBridge(): null {
  const navigate = usePartnerNavigate();
  useEffect(() => {
    outside = navigate;
    return () => {
      if (outside === navigate) outside = null;
    };
  }, [navigate]);
  return null;
}

/** Replaces the current entry (as a redirect does), partner kept; before the router mounts, a page load. */
export function navigateFromOutside(to: string): void {
  if (outside) void outside(to, { replace: true });
  else loadPage(to, { replace: true });
}
