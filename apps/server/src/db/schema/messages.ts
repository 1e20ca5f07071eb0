// The shopper's inbox: order, system and promotion messages.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { users } from './accounts.ts';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** order | system | promotion */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    orderId: text('order_id'),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);
