// What Node's HTTP server hands a request under the Hono adapter: its request and response
// objects. Absent when the app is called in process (app.fetch, as most tests do); every user of
// these has a web-standard path for that case.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import type { BodySource } from './multipart.ts';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const bindingsOf = (c: Context<AppEnv>) => c.env as NodeBindings | undefined;

/** Node's request, when the app runs in Node's HTTP server. */
export const nodeRequestOf = (c: Context<AppEnv>) => bindingsOf(c)?.incoming;

/** Node's response, when the app runs in Node's HTTP server. */
export const nodeResponseOf = (c: Context<AppEnv>) => bindingsOf(c)?.outgoing;

/**
 * The request body as it arrives: Node's own chunks when there is a Node request (the web stream
 * over it copies every chunk once more), else the web stream. Stopping early leaves the rest
 * unread and the connection open for the answer.
 */
export function bodyChunks(c: Context<AppEnv>): BodySource | null {
  const incoming = nodeRequestOf(c);
  if (incoming) return incoming.iterator({ destroyOnReturn: false });
  return c.req.raw.body;
}
