// Every non-commerce route of the API.
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { activityRoutes } from './activity.ts';
import { adminRoutes } from './admin/index.ts';
import { authRoutes } from './auth.ts';
import { catalogRoutes } from './catalog.ts';
import { contentRoutes } from './content.ts';
import { devRoutes } from './dev.ts';
import { messageRoutes } from './message.ts';
import { miscRoutes } from './misc.ts';
import { openApiRoutes } from './openapi.ts';
import { staticRoutes } from './static.ts';
import { subscribeRoutes } from './subscribe.ts';
import { userRoutes } from './user.ts';

export function coreRoutes(opts: { devTools: boolean }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', miscRoutes());
  app.route('/', authRoutes());
  app.route('/', userRoutes());
  app.route('/', subscribeRoutes());
  app.route('/', catalogRoutes());
  app.route('/', activityRoutes());
  app.route('/', messageRoutes());
  app.route('/', contentRoutes());
  app.route('/', staticRoutes());
  app.route('/', openApiRoutes());
  app.route('/', adminRoutes(opts));
  if (opts.devTools) app.route('/', devRoutes());
  return app;
}
