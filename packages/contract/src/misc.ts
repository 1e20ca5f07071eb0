import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { currencyCode, empty, languageCode, nothing } from './common.ts';
import { userInfo } from './user.ts';

export const languageOption = z.object({
  name: z.string(),
  value: languageCode,
  abbreviation: z.string(),
});
export const currencyOption = z.object({
  name: z.string(),
  symbol: z.string(),
  value: currencyCode,
});
export type LanguageOption = z.infer<typeof languageOption>;
export type CurrencyOption = z.infer<typeof currencyOption>;

/** Init info: the language and currency lists arrive as items + defaultSelected. */
export const initInfo = z.object({
  languageInfo: z.object({
    items: z.array(languageOption),
    defaultSelected: languageCode,
    /** Suggested from Accept-Language when it differs from the current one, else null. */
    suggest: languageOption.nullable(),
  }),
  currencyInfo: z.object({ items: z.array(currencyOption), defaultSelected: currencyCode }),
  loginCheck: z.object({ isLogin: z.boolean(), user: userInfo.nullable() }),
});
export type InitInfo = z.infer<typeof initInfo>;

export const uploadResult = z.object({
  fileId: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeMs: z.number().int(),
});

/** Moves on whenever a game, category or package changes (a price, a switch). */
export const catalogVersion = z.object({ version: z.string() });

export const miscEndpoints = {
  initInfo: defineEndpoint({
    method: 'POST',
    path: '/api/integrate/initInfo',
    request: empty,
    response: initInfo,
    auth: 'optional',
    summary: 'Language and currency lists with defaults and a suggestion, plus the login check.',
  }),
  selectReport: defineEndpoint({
    method: 'POST',
    path: '/api/integrate/selectReport',
    request: z.object({ language: languageCode, currency: currencyCode }),
    response: nothing,
    auth: 'optional',
    summary: "Saves the chosen language and currency (on the user's profile when signed in).",
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/base/sys/upload',
    request: z.object({ file: z.any() }),
    response: uploadResult,
    auth: 'required',
    multipart: true,
    summary:
      'Image upload (multipart field `file`): PNG, JPEG, GIF or WebP by content, at most 20 MB.',
  }),
  revertShortLink: defineEndpoint({
    method: 'GET',
    path: '/api/common/link/revertShortLink',
    request: z.object({ shortCode: z.string().min(1).max(32) }),
    response: z.object({ link: z.string() }),
    auth: 'none',
    summary: 'The long link of a short code (404 when unknown).',
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    request: empty,
    response: health,
    auth: 'none',
    summary: 'Liveness and database check.',
  }),
  catalogVersion: defineEndpoint({
    method: 'GET',
    path: '/api/catalog/version',
    request: empty,
    response: catalogVersion,
    auth: 'none',
    summary:
      "The catalogue's version: the gateway keys its kept page renders by it, so a price edit or a package switch is never answered from an old render.",
  }),
} as const;
