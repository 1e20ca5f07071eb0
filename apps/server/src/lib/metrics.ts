// The process's Prometheus metrics (prom-client): what the server counts as it happens (requests,
// failed sign-ins, paid-to-delivered latency). Figures that live in the database (jobs, refunds,
// webhook lag) are read at scrape time by services/metrics.ts. Served by GET /metrics.
import { Counter, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

export const httpRequests = new Counter({
  name: 'gemlane_http_requests_total',
  help: 'HTTP requests answered, by route, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'gemlane_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const failedSignIns = new Counter({
  name: 'gemlane_failed_sign_ins_total',
  help: 'Sign-ins refused (wrong e-mail, password or code), shoppers and staff',
  labelNames: ['who'] as const,
  registers: [registry],
});

export const paidToDelivered = new Histogram({
  name: 'gemlane_paid_to_delivered_seconds',
  help: 'From the payment taken to the delivery confirmed by the publisher',
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 6 * 3600, 24 * 3600],
  registers: [registry],
});

/** The route label: a path of the API's own table, else one bucket (no label per address). */
export function routeLabel(path: string, known: ReadonlySet<string>): string {
  if (known.has(path)) return path;
  if (path.startsWith('/api/')) return '/api/other';
  return 'other';
}
