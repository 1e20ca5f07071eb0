// Which pages the edge renders on the server (spec section 2's public pages): their first HTML
// holds the main content in the visitor's language and currency, readable without JavaScript.
// Pages behind a login, the login forms and the checkout stay browser-rendered.
import { createContext, useContext } from 'react';
import { matchRoute, type RouteName } from './routes.ts';

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
]);

/** Whether the page at `pathname` is rendered on the server. */
export function isServerRendered(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && SERVER_RENDERED_ROUTES.has(match.route.name);
}

/** What a server render learns while rendering: the HTTP status of the page. */
export interface ServerRenderFacts {
  status: number;
}

/** Given by the server entries around the app; null in the browser. */
export const ServerRenderContext = createContext<ServerRenderFacts | null>(null);

/** A page that shows "not found" calls this: a server render then answers HTTP 404. */
export function useNotFoundStatus(notFound = true): void {
  const facts = useContext(ServerRenderContext);
  if (facts && notFound) facts.status = 404;
}
