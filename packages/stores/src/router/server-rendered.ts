// Which pages the edge renders on the server (docs/product.md §2's public pages, and the login page a
// visitor is sent to from any login-only page): their first HTML holds the main content in the
// visitor's language and currency, readable without JavaScript. Pages behind a login, the other
// steps of the login flow and the checkout stay browser-rendered. No React here: the
// apps' builds read it too (which views' stylesheets a server render links).
import { matchRoute, ROUTES, viewNameOf, type RouteName, type ViewName } from './routes.ts';

export const SERVER_RENDERED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Home',
  'SwitchGame',
  'Search',
  'GameZone',
  'OldGameZone',
  'HelpCenter',
  'AboutUs',
  'Terms',
  'Privacy',
  'Blog',
  'BlogDetail',
  'LanguageAndCurrency',
  'Login',
]);

/** Whether the page at `pathname` is rendered on the server. */
export function isServerRendered(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && SERVER_RENDERED_ROUTES.has(match.route.name);
}

/** The views of the server-rendered routes. */
export const SERVER_RENDERED_VIEWS: ReadonlySet<ViewName> = new Set(
  ROUTES.filter((r) => SERVER_RENDERED_ROUTES.has(r.name)).map(viewNameOf),
);
