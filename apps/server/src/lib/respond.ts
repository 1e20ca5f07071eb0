// The one answer shape of the API: {code, data, message}; the HTTP status equals `code`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiCode } from '@gemlane/contract';
import type { AppEnv } from './context.ts';
import { t, type Vars } from './i18n.ts';

export function ok<T>(
  c: Context<AppEnv>,
  data: T,
  messageKey = 'common.success',
  vars?: Vars,
): Response {
  return c.json({ code: 200, data, message: t(c.get('locale') ?? 'en', messageKey, vars) }, 200);
}

export function fail(c: Context<AppEnv>, code: ApiCode, messageKey: string, vars?: Vars): Response {
  return c.json(
    { code, data: null, message: t(c.get('locale') ?? 'en', messageKey, vars) },
    code as ContentfulStatusCode,
  );
}
