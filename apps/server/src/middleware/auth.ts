// x-auth-token -> the signed-in user on `c.get('user')`.
import type { Context, MiddlewareHandler } from 'hono';
import { HEADER } from '@gemlane/contract';
import type { AppEnv, AuthUser } from '../lib/context.ts';
import { unauthorized } from '../lib/errors.ts';
import { userOfToken } from '../services/sessions.ts';

/**
 * Resolves the token once per request. `required`: a missing or invalid token is a 401;
 * `optional`: an invalid token counts as a visitor; `none`: the token is not read.
 */
export async function authenticate(
  c: Context<AppEnv>,
  mode: 'required' | 'optional' | 'none',
): Promise<AuthUser | undefined> {
  if (mode === 'none') return undefined;
  let user = c.get('user');
  if (!user) {
    const token = c.req.header(HEADER.token)?.trim();
    if (token) {
      const deps = c.get('deps');
      user = await userOfToken(deps.db, token, deps.now());
      c.set('user', user);
    }
  }
  if (!user && mode === 'required') throw unauthorized();
  return user;
}

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  await authenticate(c, 'required');
  await next();
};

export const optionalAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  await authenticate(c, 'optional');
  await next();
};

/** The user of a route behind requireAuth. */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
