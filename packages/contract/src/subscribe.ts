import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { email, empty } from './common.ts';

/** The newsletter subscription; `email` is null when the user has no confirmed subscription. */
export const subscribeDetail = z.object({ email: z.string().nullable() });

/** The token mailed in the confirmation link (`subscribeToken` in the page URL). */
export const subscribeToken = z.string().min(16).max(128);

export const subscribeEndpoints = {
  getCurrUserDetail: defineEndpoint({
    method: 'GET',
    path: '/api/emailSubscribe/getCurrUserDetail',
    request: empty,
    response: subscribeDetail,
    auth: 'optional',
    summary:
      "The signed-in user's confirmed newsletter address (null for visitors and non-subscribers).",
  }),
  sendSubscribeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/emailSubscribe/sendSubscribeEmail',
    request: z.object({ email }),
    response: z.null(),
    auth: 'optional',
    fullResponse: true,
    summary: 'Mails a confirmation link to the page with subscribeToken and email in its query.',
  }),
  confirmSubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/emailSubscribe/confirmSubscribe',
    request: z.object({ token: subscribeToken, email: email.optional() }),
    response: subscribeDetail,
    auth: 'optional',
    fullResponse: true,
    summary: 'Confirms the subscription of the token (and e-mail when given) from the mailed link.',
  }),
  cancelSubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/emailSubscribe/cancelSubscribe',
    request: z.object({ token: subscribeToken.optional(), email: email.optional() }),
    response: z.null(),
    auth: 'optional',
    fullResponse: true,
    summary:
      "Unsubscribes: a signed-in user's own address, or the subscription proven by its token (visitors).",
  }),
} as const;
