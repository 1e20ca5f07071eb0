// Every non-commerce route of the API.
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { miscRoutes } from './misc.ts';

export function coreRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', miscRoutes());
  return app;
}
