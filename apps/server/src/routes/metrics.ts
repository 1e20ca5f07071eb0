// GET /metrics: the Prometheus text format, for a scraper holding METRICS_TOKEN (a bearer token).
// Off (404, as any unknown address) when the setting is unset; 401 for a missing or wrong token.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { renderMetrics } from '../services/metrics.ts';

export const METRICS_PATH = '/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(METRICS_PATH, async (c) => {
    const deps = c.get('deps');
    const expected = deps.config.metricsToken;
    if (!expected) return c.notFound();
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!sameToken(given, expected)) {
      c.header('www-authenticate', 'Bearer');
      return c.text('unauthorized', 401);
    }
    const { text, type } = await renderMetrics(deps.db, deps.now());
    c.header('cache-control', 'no-store');
    return c.body(text, 200, { 'content-type': type });
  });
  return app;
}
