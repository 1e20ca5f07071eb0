// Profile: info, e-mail binding, nickname, avatar, upload.
import { Hono } from 'hono';
import {
  AVATAR_CHANGE_INTERVAL_MS,
  emailChangeProof,
  endpoints,
  isOwnEmail,
  NICKNAME_CHANGE_INTERVAL_MS,
} from '@gemlane/contract';
import type { AppEnv } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { ApiError, badRequest, unauthorized } from '../lib/errors.ts';
import { checkCode } from '../services/codes.ts';
import { countCoupons } from '../services/coupons/coupons.ts';
import { bindEmailWithCodes, mailBindCodes } from '../services/email-binding.ts';
import { verifyPassword } from '../services/password.ts';
import { clearFailures, hit, hitAll } from '../services/rate-limit.ts';
import { countOrdersIn } from '../services/orders/store.ts';
import { receiveUpload, setAvatarFromUpload, uploadUrl } from '../services/uploads.ts';
import { multipartBoundary } from '../lib/multipart.ts';
import { bodyChunks } from '../lib/node-http.ts';
import { turnsPerKey } from '../lib/turns.ts';
import {
  nextChangeAt,
  setEmailBindStatus,
  setNickname,
  toUserInfo,
  userById,
} from '../services/users.ts';

/** Orders the user popover counts as "processing" (paid, not yet finished). */
export const PROCESSING_STATUSES = ['paymentPending', 'checking', 'processing'];

/** A user's uploads, one at a time: two more may wait, any beyond are told to come back. */
const UPLOAD_TURNS = { concurrent: 1, waiting: 2, retryAfterSeconds: 10 };

export function userRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const uploadTurns = turnsPerKey(UPLOAD_TURNS);

  const load = async (db: Parameters<typeof userById>[0], id: number) => {
    const row = await userById(db, id);
    if (!row) throw unauthorized();
    return row;
  };

  route(app, endpoints.getUserInfo, async (_input, { deps, user }) =>
    toUserInfo(await load(deps.db, user.id), deps.now()),
  );

  route(app, endpoints.getUserInfoDetail, async (_input, { deps, user }) => {
    const now = deps.now();
    const [row, coupons, processing] = await Promise.all([
      load(deps.db, user.id),
      countCoupons(deps.db, user.id, now),
      countOrdersIn(deps.db, user.id, PROCESSING_STATUSES),
    ]);
    return {
      nickname: row.nickname,
      uid: row.uid,
      avatar: row.avatarUrl,
      processingOrderCount: processing,
      availableCouponCount: coupons.available,
    };
  });

  route(app, endpoints.sendEmailBindCode, async (input, ctx) => {
    const { deps, user, locale } = ctx;
    const now = deps.now();
    const { limits } = deps.config;
    await hitAll(deps.db, now, [
      [`send:ip:${ctx.ip}`, limits.sendCodePerIp],
      [`send:bind:${input.email}:ip:${ctx.ip}`, limits.sendCodePerEmailAndIp],
      [`send:bind:user:${user.id}`, limits.sendCodePerUser],
    ]);
    const row = await load(deps.db, user.id);
    // The account's own address is already bound: nothing to prove, nothing to wait for.
    if (isOwnEmail(row, input.email)) throw badRequest('user.emailAlreadyYours');
    const proof = emailChangeProof({ email: row.email, hasPassword: row.passwordHash !== null });
    await mailBindCodes(
      deps.db,
      deps.mailer,
      { user: row, email: input.email, proof, locale },
      now,
    );
    ctx.message('auth.codeSent');
    return null;
  });

  route(app, endpoints.bindEmail, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    const { limits } = deps.config;
    await hitAll(deps.db, now, [
      [`check:ip:${ctx.ip}`, limits.checkCodePerIp],
      [`check:${input.email}:ip:${ctx.ip}`, limits.checkCodePerEmailAndIp],
    ]);
    const row = await load(deps.db, user.id);
    if (isOwnEmail(row, input.email)) throw badRequest('user.emailAlreadyYours');
    // A session token alone never replaces a login address: the owner proves themselves.
    const proof = emailChangeProof({ email: row.email, hasPassword: row.passwordHash !== null });
    if (proof === 'password') {
      if (!input.currentPassword || !row.passwordHash)
        throw badRequest('user.currentPasswordRequired');
      // Every try is counted before the hash is checked (one atomic upsert), so parallel guesses
      // cannot slip past the limit; a right password forgets the count.
      const key = `email-change-password:user:${user.id}`;
      await hit(deps.db, key, limits.emailChangePasswordPerUser, now);
      if (!(await verifyPassword(input.currentPassword, row.passwordHash)))
        throw badRequest('user.wrongPassword');
      await clearFailures(deps.db, [key]);
    }
    if (proof === 'currentEmailCode' && !input.currentEmailCode)
      throw badRequest('user.currentEmailCodeRequired');
    let codeId: number;
    try {
      codeId = await checkCode(deps.db, input.email, 'bind', input.code, now, user.id);
    } catch (err) {
      // Only an account without an address shows the state of the address it is binding.
      if (!row.email) await setEmailBindStatus(deps.db, user.id, 'invalid');
      throw err;
    }
    const confirmId =
      proof === 'currentEmailCode' && row.email && input.currentEmailCode
        ? await checkCode(deps.db, row.email, 'change', input.currentEmailCode, now, user.id)
        : undefined;
    // The session that made the change stays signed in; every other one ends.
    await bindEmailWithCodes(
      deps.db,
      deps.mailer,
      {
        user: row,
        sessionId: user.sessionId,
        email: input.email,
        codeId,
        confirmId,
        helpUrl: `${deps.config.desktopOrigin}/helpCenter`,
      },
      now,
    );
    ctx.message('auth.emailBound');
    return null;
  });

  route(app, endpoints.updateNickname, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    const row = await load(deps.db, user.id);
    const next = nextChangeAt(row.nicknameChangedAt, NICKNAME_CHANGE_INTERVAL_MS, now);
    if (next)
      throw new ApiError(403, 'user.nicknameTooSoon', { date: next.toISOString().slice(0, 10) });
    const updated = await setNickname(deps.db, user.id, input.nickname, now);
    ctx.message('user.nicknameChanged');
    return toUserInfo(updated ?? row, now);
  });

  route(app, endpoints.updateAvatar, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    const row = await load(deps.db, user.id);
    const next = nextChangeAt(row.avatarChangedAt, AVATAR_CHANGE_INTERVAL_MS, now);
    if (next)
      throw new ApiError(403, 'user.avatarTooSoon', {
        date: next.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      });
    const updated = await setAvatarFromUpload(deps.db, user.id, input.fileId, now);
    ctx.message('user.avatarChanged');
    return toUserInfo(updated ?? row, now);
  });

  route(app, endpoints.upload, async (_input, { c, deps, user }) => {
    // Login (route) and the rate limit are counted before a byte of the body is read; a body
    // that is not multipart/form-data is refused unread.
    await hitAll(deps.db, deps.now(), [[`upload:${user.id}`, deps.config.limits.uploadPerUser]]);
    const boundary = multipartBoundary(c.req.header('content-type'));
    if (!boundary) throw new ApiError(415, 'errors.uploadNotMultipart');
    // One upload of a user at a time; the next waits with its body unread.
    const endTurn = await uploadTurns.take(String(user.id));
    const file = await receiveUpload(
      deps.db,
      deps.config.uploadDir,
      bodyChunks(c),
      boundary,
      user.id,
      deps.now(),
    ).finally(endTurn);
    return { fileId: file.id, url: uploadUrl(file.id), mimeType: file.mimeType, size: file.size };
  });

  return app;
}
