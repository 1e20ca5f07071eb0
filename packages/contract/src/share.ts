import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { isoDateTime, queryInt } from './common.ts';

/** An invite reward is Claimed or Unclaimed. */
export const INVITE_REWARD_STATUS = ['claimed', 'unclaimed'] as const;

export const inviteReward = z.object({
  /** Number of friends whose first order completed, needed for this step. */
  invites: z.number().int().min(1),
  title: z.string(),
  status: z.enum(INVITE_REWARD_STATUS),
});

/** Share activity (fields the pages do not show). */
export const shareActivity = z.object({
  activityId: z.number().int(),
  title: z.string(),
  description: z.string(),
  rules: z.array(z.string()),
  /** The signed-in user's invite code (null for visitors). */
  shareCode: z.string().nullable(),
  /** Absolute link to share, carrying shareCode (null for visitors). */
  shareLink: z.string().nullable(),
  invitedCount: z.number().int().min(0),
  rewards: z.array(inviteReward),
  endsAt: isoDateTime.nullable(),
});
export type ShareActivity = z.infer<typeof shareActivity>;

export const shareActivityDetail = shareActivity.extend({
  invitees: z.array(
    z.object({ nickname: z.string(), joinedAt: isoDateTime, qualified: z.boolean() }),
  ),
});

export const SHARE_CHANNELS = [
  'copy',
  'facebook',
  'x',
  'whatsapp',
  'telegram',
  'line',
  'other',
] as const;

export const shareEndpoints = {
  getActivity: defineEndpoint({
    method: 'GET',
    path: '/api/share/game/getActivity',
    request: z.object({ gameId: queryInt().min(1).optional() }),
    response: shareActivity.nullable(),
    auth: 'optional',
    summary:
      'The running invite-a-friend activity, personalised with the share link when signed in.',
  }),
  activityDetail: defineEndpoint({
    method: 'GET',
    path: '/api/share/game/activityDetail',
    request: z.object({ activityId: queryInt().min(1) }),
    response: shareActivityDetail,
    auth: 'required',
    summary: "The activity with the signed-in user's invitees and reward steps.",
  }),
  shareReport: defineEndpoint({
    method: 'POST',
    path: '/api/share/game/report',
    request: z.object({
      activityId: z.number().int().min(1).optional(),
      gameId: z.number().int().min(1).optional(),
      channel: z.enum(SHARE_CHANNELS),
      /** `share`: the user shared; `open`: someone opened a shared link. */
      event: z.enum(['share', 'open']),
      shareCode: z.string().max(64).optional(),
    }),
    response: z.null(),
    auth: 'optional',
    summary: 'Records a share event (a share by the user, or an open of a shared link).',
  }),
} as const;
