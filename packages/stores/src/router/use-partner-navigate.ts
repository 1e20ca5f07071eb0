// navigate() that carries the partner parameter of the current URL (spec section 2).
import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';
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

/** `withPartner` bound to the current URL, for `<Link to>` and `href` values. */
export function usePartnerLink(): <T extends To>(to: T) => T {
  const { search } = useLocation();
  return useCallback(<T extends To>(to: T) => withPartner(to, search), [search]);
}
