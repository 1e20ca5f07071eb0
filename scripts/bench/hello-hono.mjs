// The baseline: a bare Hono hello-world on the same Node, measured in the same run as the API.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { Hono } = await import(pathToFileURL(require.resolve('hono')).href);
const { serve } = await import(pathToFileURL(require.resolve('@hono/node-server')).href);

const app = new Hono();
app.get('/', (c) => c.json({ code: 200, data: 'Hello', message: 'success' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  process.send?.('ready'),
);
