// E-mail registration and login, forgotten password, partner login, logout.
import { failedSignIns } from '../lib/metrics.ts';
import { Hono } from 'hono';
import { errors as joseErrors, jwtVerify } from 'jose';
import { endpoints, type LanguageCode } from '@gemlane/contract';
import type { AppDeps, AppEnv } from '../lib/context.ts';
import { route, type HandlerCtx } from './endpoint.ts';
import { badRequest } from '../lib/errors.ts';
import { defaultNickname, userByEmail } from '../services/accounts.ts';
import { isBreachedPassword } from '../services/breached-passwords.ts';
import { checkCode, issueCodeByMail } from '../services/codes.ts';
import { accountExistsMail, codeMail } from '../services/mail-templates.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../services/password.ts';
import {
  checkBackoff,
  clearFailures,
  hitAll,
  recordFailure,
  spendOnce,
  type Backoff,
} from '../services/rate-limit.ts';
import {
  partnerSignIn,
  registerWithCode,
  resetPasswordWithCode,
} from '../services/registration.ts';
import { createSession, revokeSession } from '../services/sessions.ts';

type Ctx = HandlerCtx<'none' | 'optional' | 'required'>;

/**
 * Partner tokens: `aud` must be exactly this audience (a token a partner made for another site is
 * no key to ours), `sub` and `jti` at most 128 characters (longer is refused, never cut), and each
 * `jti` signs in once. A token lives 15 minutes from its `iat`.
 */
export const PARTNER_TOKEN = {
  audience: 'gemlane',
  maxSubjectLength: 128,
  maxJtiLength: 128,
  maxAge: '15m',
} as const;

const sessionMeta = (ctx: Ctx) => ({ userAgent: ctx.c.req.header('user-agent'), ip: ctx.ip });

async function sendCodeLimits(ctx: Ctx, email: string, purpose: string) {
  const now = ctx.deps.now();
  const { limits } = ctx.deps.config;
  // Per address and client together: a stranger's requests do not use up the owner's.
  await hitAll(ctx.deps.db, now, [
    [`send:ip:${ctx.ip}`, limits.sendCodePerIp],
    [`send:${purpose}:${email}:ip:${ctx.ip}`, limits.sendCodePerEmailAndIp],
  ]);
}

async function checkCodeLimits(ctx: Ctx, email: string) {
  const { limits } = ctx.deps.config;
  await hitAll(ctx.deps.db, ctx.deps.now(), [
    [`check:ip:${ctx.ip}`, limits.checkCodePerIp],
    [`check:${email}:ip:${ctx.ip}`, limits.checkCodePerEmailAndIp],
  ]);
}

/** Backoff keys of a login: the (account, address) pair first, then the address alone. */
function loginBackoff(ctx: Ctx, email: string): [string, Backoff][] {
  const b = ctx.deps.config.loginBackoff;
  const policy = (free: number): Backoff => ({ free, baseMs: b.baseMs, maxMs: b.maxMs });
  return [
    [`login-fail:${email}:ip:${ctx.ip}`, policy(b.freePerAccountIp)],
    [`login-fail:ip:${ctx.ip}`, policy(b.freePerIp)],
  ];
}

/** The cheap checks of a new password, before any hashing: the breached-password list. */
function assertNewPassword(password: string): void {
  if (isBreachedPassword(password)) throw badRequest('auth.breachedPassword');
}

const loginLink = (deps: AppDeps) => `${deps.config.desktopOrigin}/login-email`;

export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.checkEmailLogin, async (input, ctx) => {
    await hitAll(ctx.deps.db, ctx.deps.now(), [
      [`check-email:ip:${ctx.ip}`, ctx.deps.config.limits.loginPerIp],
    ]);
    return { email: input.email, next: 'password' as const };
  });

  route(app, endpoints.emailLogin, async (input, ctx) => {
    const { deps } = ctx;
    const now = deps.now();
    await hitAll(deps.db, now, [[`login:ip:${ctx.ip}`, deps.config.limits.loginPerIp]]);
    // Wrong passwords slow down the address that sends them, never the account everywhere: the
    // owner on their own address is not locked out by a stranger's guesses.
    const backoff = loginBackoff(ctx, input.email);
    await checkBackoff(deps.db, now, backoff);
    const user = await userByEmail(deps.db, input.email);
    // Unknown e-mail and wrong password take the same time and give the same answer; both go
    // through the bounded hashing queue (503 with Retry-After when it is full).
    const ok = user?.passwordHash
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyAgainstDummy(input.password);
    if (!ok || !user) {
      failedSignIns.inc({ who: 'shopper' });
      await recordFailure(deps.db, deps.now(), backoff);
      throw badRequest('auth.badCredentials');
    }
    await clearFailures(deps.db, [`login-fail:${input.email}:ip:${ctx.ip}`]);
    ctx.message('auth.loginSuccess');
    return { authToken: await createSession(deps.db, user.id, deps.now(), sessionMeta(ctx)) };
  });

  route(app, endpoints.sendEmailRegisterVerification, async (input, ctx) => {
    const { deps, locale } = ctx;
    await sendCodeLimits(ctx, input.email, 'register');
    const now = deps.now();
    const existing = await userByEmail(deps.db, input.email);
    // Both branches write a code row and one mail, so neither answer nor timing tells them apart.
    await issueCodeByMail(
      deps.db,
      deps.mailer,
      { email: input.email, purpose: 'register' },
      now,
      (code) =>
        existing
          ? accountExistsMail(locale, input.email, loginLink(deps))
          : codeMail(locale, input.email, 'register', code),
    );
    ctx.message('auth.codeSent');
    return null;
  });

  route(app, endpoints.verifyRegisterEmail, async (input, ctx) => {
    const { deps, locale } = ctx;
    await checkCodeLimits(ctx, input.email);
    const now = deps.now();
    assertNewPassword(input.password);
    // The code is checked before the costly hash (a wrong try stays counted), and spent in the
    // transaction that creates the account: a failure after this point does not burn it.
    const codeId = await checkCode(deps.db, input.email, 'register', input.code, now);
    const passwordHash = await hashPassword(input.password);
    const user = await registerWithCode(
      deps.db,
      codeId,
      {
        email: input.email,
        passwordHash,
        loginType: 'email',
        emailBindStatus: 'valid',
        utmSource: input.utmSource,
        shareCode: input.shareCode,
        language: locale,
        currency: ctx.currency,
      },
      now,
    );
    ctx.message('auth.registered');
    return { authToken: await createSession(deps.db, user.id, now, sessionMeta(ctx)) };
  });

  route(app, endpoints.sendEmailForgetPasswordVerification, async (input, ctx) => {
    const { deps, locale } = ctx;
    await sendCodeLimits(ctx, input.email, 'reset');
    const now = deps.now();
    const user = await userByEmail(deps.db, input.email);
    await issueCodeByMail(
      deps.db,
      deps.mailer,
      { email: input.email, purpose: 'reset' },
      now,
      (code) => (user?.passwordHash ? codeMail(locale, input.email, 'reset', code) : null),
    );
    ctx.message('auth.codeSent');
    return null;
  });

  route(app, endpoints.verifyForgetPasswordEmail, async (input, ctx) => {
    const { deps } = ctx;
    await checkCodeLimits(ctx, input.email);
    const now = deps.now();
    assertNewPassword(input.password);
    const codeId = await checkCode(deps.db, input.email, 'reset', input.code, now);
    const passwordHash = await hashPassword(input.password);
    const userId = await resetPasswordWithCode(deps.db, codeId, input.email, passwordHash, now);
    // A reset proves the owner: earlier wrong passwords from anywhere stop slowing them down.
    await clearFailures(deps.db, [`login-fail:${input.email}:ip:${ctx.ip}`]);
    ctx.message('auth.passwordReset');
    return { authToken: await createSession(deps.db, userId, now, sessionMeta(ctx)) };
  });

  route(app, endpoints.partnerLogin, async (input, ctx) => {
    const { deps, locale } = ctx;
    await hitAll(deps.db, deps.now(), [
      [`partner:ip:${ctx.ip}`, deps.config.limits.partnerLoginPerIp],
    ]);
    // Only configured partners: a Map lookup never finds Object.prototype's members.
    const secret = deps.config.partnerSecrets.get(input.partner);
    if (!secret) throw badRequest('auth.partnerFailed');
    let claims: {
      sub?: unknown;
      jti?: unknown;
      aud?: unknown;
      email?: unknown;
      nickname?: unknown;
    };
    try {
      const verified = await jwtVerify(input.token, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
        issuer: input.partner,
        audience: PARTNER_TOKEN.audience,
        requiredClaims: ['sub', 'exp', 'iat', 'jti', 'aud'],
        maxTokenAge: PARTNER_TOKEN.maxAge,
        currentDate: deps.now(),
      });
      claims = verified.payload;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) throw badRequest('auth.partnerFailed');
      throw err;
    }
    const { sub, jti, aud } = claims;
    // Exactly our audience (not a list that merely includes it); sub and jti whole, never cut.
    if (aud !== PARTNER_TOKEN.audience) throw badRequest('auth.partnerFailed');
    if (typeof sub !== 'string' || !sub || sub.length > PARTNER_TOKEN.maxSubjectLength)
      throw badRequest('auth.partnerFailed');
    if (typeof jti !== 'string' || !jti || jti.length > PARTNER_TOKEN.maxJtiLength)
      throw badRequest('auth.partnerFailed');
    const now = deps.now();
    // A token signs in once: its jti is spent here, and a replay (or a second use racing the
    // first on another instance) finds it spent. The row outlives the token's 15 minutes.
    if (!(await spendOnce(deps.db, `partner-jti:${input.partner}:${jti}`, now)))
      throw badRequest('auth.partnerFailed');
    const user = await partnerSignIn(
      deps.db,
      {
        nickname: defaultNickname(
          typeof claims.nickname === 'string' ? claims.nickname : undefined,
        ),
        loginType: input.partner,
        partnerId: input.partner,
        partnerUserId: sub,
        // A partner's e-mail is not proven ours to trust: the user binds one with a code.
        emailBindStatus: 'unbound',
        utmSource: input.utmSource,
        shareCode: input.shareCode,
        language: locale as LanguageCode,
        currency: ctx.currency,
      },
      now,
    );
    ctx.message('auth.loginSuccess');
    return { authToken: await createSession(deps.db, user.id, now, sessionMeta(ctx)) };
  });

  route(app, endpoints.logout, async (_input, { deps, user, message }) => {
    await revokeSession(deps.db, user.sessionId, deps.now());
    message('auth.loggedOut');
    return null;
  });

  return app;
}
