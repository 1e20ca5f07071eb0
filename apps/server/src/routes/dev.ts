// Development helpers: the dev mailbox (JSON and a readable page). Not mounted in production.
import { Hono } from 'hono';
import { email as emailSchema } from '@gemlane/contract';
import type { AppEnv } from '../lib/context.ts';
import { badRequest } from '../lib/errors.ts';
import { escapeHtml } from '../lib/highlight.ts';
import { ok } from '../lib/respond.ts';
import { mailboxOf } from '../services/mail.ts';

export function devRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/api/dev/mailbox', async (c) => {
    const parsed = emailSchema.safeParse(c.req.query('email') ?? '');
    if (!parsed.success) throw badRequest('validation.invalidEmail');
    const mails = await mailboxOf(c.get('deps').db, parsed.data);
    return ok(
      c,
      mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    );
  });

  app.get('/api/dev/mailbox/view', async (c) => {
    const raw = c.req.query('email') ?? '';
    const parsed = emailSchema.safeParse(raw);
    const mails = parsed.success ? await mailboxOf(c.get('deps').db, parsed.data) : [];
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${escapeHtml(m.createdAt.toISOString())} · ${escapeHtml(m.kind)} · ${escapeHtml(m.status)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const empty = parsed.success
      ? '<p>No mail for this address yet.</p>'
      : '<p>Enter an e-mail address.</p>';
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Gemlane dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#6b7280;font-size:13px}input{padding:6px;width:280px}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the server would send. Off in production.</p>
<form method="get"><input name="email" type="email" value="${escapeHtml(raw)}" placeholder="you@example.com"> <button>Show</button></form>
${items || empty}</body></html>`);
  });

  return app;
}
