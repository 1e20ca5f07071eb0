// A real HTTP server on port 0 for the client tests: it records each request and answers per path.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendText(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain',
): void {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

/** Answers `{code: 200, data, message: 'ok'}`. */
export const ok =
  (data: unknown): Handler =>
  (_request, response) =>
    sendJson(response, 200, { code: 200, data, message: 'ok' });

/** Answers with what it received, inside a success envelope. */
export const echo: Handler = (request, response) =>
  sendJson(response, 200, {
    code: 200,
    data: {
      method: request.method,
      query: Object.fromEntries(request.query),
      body: request.body.toString('utf8'),
    },
    message: 'ok',
  });

export async function startServer(routes: Record<string, Handler>): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const handler = routes[url.pathname];
      if (handler) handler(recorded, res);
      else sendText(res, 404, 'not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
