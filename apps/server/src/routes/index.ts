// Every non-commerce route of the API.
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { catalogRoutes } from './catalog.ts';
import { miscRoutes } from './misc.ts';
import { staticRoutes } from './static.ts';

export function coreRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', miscRoutes());
  app.route('/', catalogRoutes());
  app.route('/', staticRoutes());
  return app;
}
