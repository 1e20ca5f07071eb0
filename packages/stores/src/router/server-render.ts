// What a server render of a page learns (its status), given by the server entries around the app.
// Which pages are rendered on the server: server-rendered.ts.
import { createContext, useContext } from 'react';

export { isServerRendered, SERVER_RENDERED_ROUTES } from './server-rendered.ts';

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
