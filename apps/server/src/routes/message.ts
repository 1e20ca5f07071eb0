// Messages of the signed-in user.
import { Hono } from 'hono';
import { endpoints, MESSAGE_KINDS } from '@gemlane/contract';
import type { AppEnv } from '../lib/context.ts';
import { textRenderer } from '../services/content-text.ts';
import { route } from './endpoint.ts';
import { markMessagesRead, messagePage, unreadMessageCount } from '../services/messages.ts';

const kindOf = (k: string) =>
  (MESSAGE_KINDS as readonly string[]).includes(k)
    ? (k as (typeof MESSAGE_KINDS)[number])
    : 'system';

export function messageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.getUnreadMessageCount, async (_input, { deps, user }) => {
    return { count: await unreadMessageCount(deps.db, user.id) };
  });

  route(app, endpoints.cleanUnreadMessageCount, async (_input, { deps, user }) => {
    await markMessagesRead(deps.db, user.id, deps.now());
    return null;
  });

  route(app, endpoints.messageList, async (input, { deps, user, locale, currency }) => {
    const [{ rows, total }, render] = await Promise.all([
      messagePage(deps.db, user.id, input.page, input.pageSize),
      textRenderer(deps.db, locale, currency),
    ]);
    return {
      list: rows.map((m) => ({
        messageId: m.id,
        kind: kindOf(m.kind),
        title: render.text(m.title),
        content: render.text(m.content),
        orderId: m.orderId,
        read: m.readAt !== null,
        createdAt: m.createdAt.toISOString(),
      })),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  return app;
}
