import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { empty, isoDateTime, nothing, pageOf, pageQuery } from './common.ts';

export const MESSAGE_KINDS = ['order', 'system', 'promotion'] as const;

export const message = z.object({
  messageId: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  /** Order the message is about, else null. */
  orderId: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoDateTime,
});
export type Message = z.infer<typeof message>;

export const messageEndpoints = {
  getUnreadMessageCount: defineEndpoint({
    method: 'GET',
    path: '/api/message/getUnreadMessageCount',
    request: empty,
    response: z.object({ count: z.number().int().min(0) }),
    auth: 'required',
    hideError: true,
    summary: 'Unread message count for the badge.',
  }),
  cleanUnreadMessageCount: defineEndpoint({
    method: 'POST',
    path: '/api/message/cleanUnreadMessageCount',
    request: empty,
    response: nothing,
    auth: 'required',
    summary: 'Marks every message read.',
  }),
  messageList: defineEndpoint({
    method: 'GET',
    path: '/api/message/list',
    request: pageQuery,
    response: pageOf(message),
    auth: 'required',
    summary: "The signed-in user's messages, newest first.",
  }),
} as const;
