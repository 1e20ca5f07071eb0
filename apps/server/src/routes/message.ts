// Messages of the signed-in user.
import { Hono } from 'hono';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { endpoints, MESSAGE_KINDS } from '@gemlane/contract';
import { messages } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { textRenderer } from '../lib/content-text.ts';
import { route } from '../lib/endpoint.ts';

const kindOf = (k: string) =>
  (MESSAGE_KINDS as readonly string[]).includes(k)
    ? (k as (typeof MESSAGE_KINDS)[number])
    : 'system';

export function messageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.getUnreadMessageCount, async (_input, { deps, user }) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, user.id), isNull(messages.readAt)));
    return { count: Number(row?.n ?? 0) };
  });

  route(app, endpoints.cleanUnreadMessageCount, async (_input, { deps, user }) => {
    await deps.db
      .update(messages)
      .set({ readAt: deps.now() })
      .where(and(eq(messages.userId, user.id), isNull(messages.readAt)));
    return null;
  });

  route(app, endpoints.messageList, async (input, { deps, user, locale, currency }) => {
    const [rows, [total], render] = await Promise.all([
      deps.db
        .select()
        .from(messages)
        .where(eq(messages.userId, user.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ n: count() }).from(messages).where(eq(messages.userId, user.id)),
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
      total: Number(total?.n ?? 0),
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  return app;
}
