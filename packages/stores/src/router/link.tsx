// react-router's Link, NavLink and Navigate with the partner parameter carried by construction:
// the apps import these instead of react-router's (a lint rule keeps it so).
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  Navigate as RouterNavigate,
  useLocation,
  type LinkProps,
  type NavigateProps,
  type NavLinkProps,
} from 'react-router';
import { withPartner } from './partner.ts';

export type { LinkProps, NavigateProps, NavLinkProps };

export function Link({ to, ...props }: LinkProps) {
  const { search } = useLocation();
  return <RouterLink {...props} to={withPartner(to, search)} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const { search } = useLocation();
  return <RouterNavLink {...props} to={withPartner(to, search)} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  const { search } = useLocation();
  return <RouterNavigate {...props} to={withPartner(to, search)} />;
}
