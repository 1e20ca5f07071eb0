import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { currencyCode, empty, isoDateTime } from './common.ts';

/**
 * The registration activity. `discountAmount` is in minor units of
 * `currency` (the `x-currency` currency); the promo reads
 * 'Get {currencySymbol}{formatted discountAmount} off!'.
 */
export const registerActivity = z.object({
  activityId: z.number().int(),
  title: z.string(),
  discountAmount: z.number().int().min(0),
  currency: currencyCode,
  currencySymbol: z.string(),
  /** Smallest order (minor units of `currency`) the new-user coupon applies to. */
  minOrderAmount: z.number().int().min(0),
  endsAt: isoDateTime.nullable(),
});
export type RegisterActivity = z.infer<typeof registerActivity>;

export const homeActivity = z.object({
  activityId: z.number().int(),
  kind: z.enum(['popup', 'banner']),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** In-app path opened by the call to action. */
  link: z.string(),
  /** When true the popup was already shown to this user (or device) today. */
  triggered: z.boolean(),
});
export type HomeActivity = z.infer<typeof homeActivity>;

export const activityEndpoints = {
  registerActivity: defineEndpoint({
    method: 'GET',
    path: '/api/activity/registerActivity',
    request: empty,
    response: registerActivity.nullable(),
    auth: 'none',
    summary:
      'The new-user registration activity (discount in the x-currency currency), or null when none runs.',
  }),
  homeActivity: defineEndpoint({
    method: 'GET',
    path: '/api/activity/homeActivity',
    request: z.object({ deviceId: z.string().max(64).optional() }),
    response: z.array(homeActivity),
    auth: 'optional',
    summary:
      'Activities shown on the home page (popups and banners) with whether each was already shown.',
  }),
  triggerHomepageActivity: defineEndpoint({
    method: 'POST',
    path: '/api/activity/triggerHomepageActivity',
    request: z.object({
      activityId: z.number().int().min(1),
      deviceId: z.string().max(64).optional(),
    }),
    response: z.object({ activityId: z.number().int(), triggered: z.literal(true) }),
    auth: 'optional',
    summary: 'Records that a home activity popup was shown, so it is not shown again today.',
  }),
} as const;
