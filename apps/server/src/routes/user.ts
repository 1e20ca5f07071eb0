// Profile: info, e-mail binding, nickname, avatar, upload.
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  AVATAR_CHANGE_INTERVAL_MS,
  AVATAR_MAX_BYTES,
  endpoints,
  NICKNAME_CHANGE_INTERVAL_MS,
} from '@gemlane/contract';
import { orders, uploads, users } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { ApiError, badRequest, unauthorized } from '../lib/errors.ts';
import { consumeCode, issueCode } from '../services/codes.ts';
import { countCoupons } from '../services/coupons/coupons.ts';
import { codeMail } from '../services/mail-templates.ts';
import { hitAll } from '../services/rate-limit.ts';
import { sniffImage } from '../services/image-type.ts';
import { nextChangeAt, toUserInfo, userById } from '../services/users.ts';

/** Orders the user popover counts as "processing" (paid, not yet finished). */
export const PROCESSING_STATUSES = ['paymentPending', 'checking', 'processing'];

export function userRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

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
      deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, user.id), inArray(orders.status, PROCESSING_STATUSES))),
    ]);
    return {
      nickname: row.nickname,
      uid: row.uid,
      avatar: row.avatarUrl,
      processingOrderCount: processing.length,
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
    await deps.db.transaction(async (tx) => {
      const code = await issueCode(tx, input.email, 'bind', now, user.id);
      // An address owned by another account gets no code (binding would fail), same answer.
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, user.id)))
        .limit(1);
      if (!owner) await deps.mailer.enqueue(codeMail(locale, input.email, 'bind', code), tx);
      await tx.update(users).set({ emailBindStatus: 'pending' }).where(eq(users.id, user.id));
    });
    ctx.message('auth.codeSent');
    return null;
  });

  route(app, endpoints.bindEmail, async (input, ctx) => {
    const { deps, user } = ctx;
    const now = deps.now();
    await hitAll(deps.db, now, [
      [`check:ip:${ctx.ip}`, deps.config.limits.checkCodePerIp],
      [`check:${input.email}:ip:${ctx.ip}`, deps.config.limits.checkCodePerEmailAndIp],
    ]);
    try {
      await consumeCode(deps.db, input.email, 'bind', input.code, now, user.id);
    } catch (err) {
      await deps.db.update(users).set({ emailBindStatus: 'invalid' }).where(eq(users.id, user.id));
      throw err;
    }
    await deps.db
      .transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), ne(users.id, user.id)))
          .limit(1);
        if (owner) throw new ApiError(409, 'auth.bindFailed');
        await tx
          .update(users)
          .set({ email: input.email, emailBindStatus: 'valid' })
          .where(eq(users.id, user.id));
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError) throw err;
        // Unique index: someone bound it between the check and the update.
        throw new ApiError(409, 'auth.bindFailed');
      });
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
    const [updated] = await deps.db
      .update(users)
      .set({ nickname: input.nickname, nicknameChangedAt: now })
      .where(eq(users.id, user.id))
      .returning();
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
    const [file] = await deps.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, input.fileId), eq(uploads.userId, user.id)))
      .limit(1);
    if (!file) throw badRequest('user.uploadNotFound');
    const [updated] = await deps.db
      .update(users)
      .set({ avatarUrl: `/api/static/upload/${file.id}`, avatarChangedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    ctx.message('user.avatarChanged');
    return toUserInfo(updated ?? row, now);
  });

  route(app, endpoints.upload, async (input, { deps, user }) => {
    await hitAll(deps.db, deps.now(), [[`upload:${user.id}`, deps.config.limits.uploadPerUser]]);
    const file: unknown = input.file;
    if (!(file instanceof File)) throw badRequest('errors.uploadFailed');
    if (file.size > AVATAR_MAX_BYTES) throw new ApiError(413, 'errors.uploadTooLarge');
    const data = Buffer.from(await file.arrayBuffer());
    if (data.length === 0) throw badRequest('errors.uploadFailed');
    const mimeType = sniffImage(data);
    if (!mimeType) throw new ApiError(415, 'errors.uploadNotImage');
    const id = randomBytes(18).toString('base64url');
    await deps.db.insert(uploads).values({
      id,
      userId: user.id,
      mimeType,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
      createdAt: deps.now(),
    });
    return { fileId: id, url: `/api/static/upload/${id}`, mimeType, size: data.length };
  });

  return app;
}
