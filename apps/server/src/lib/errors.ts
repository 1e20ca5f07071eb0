import type { ApiCode } from '@gemlane/contract';
import type { Vars } from './i18n.ts';

/**
 * Thrown anywhere in a request; the app's error handler answers `{code, data: null, message}`
 * with `messageKey` translated by x-locale (a plain English sentence works as a key too).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ApiCode,
    readonly messageKey: string,
    readonly vars?: Vars,
    /** Sent as the Retry-After header (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const badRequest = (key = 'errors.parameterError', vars?: Vars) =>
  new ApiError(400, key, vars);
export const unauthorized = (key = 'errors.unauthorized') => new ApiError(401, key);
export const forbidden = (key = 'errors.forbidden') => new ApiError(403, key);
export const notFound = (key = 'errors.notFound') => new ApiError(404, key);
export const conflict = (key: string, vars?: Vars) => new ApiError(409, key, vars);
export const tooMany = (retryAfterSeconds: number) =>
  new ApiError(429, 'errors.tooManyRequests', { seconds: retryAfterSeconds }, retryAfterSeconds);
/** The server is busy (a bounded queue is full): try again after `retryAfterSeconds`. */
export const busy = (retryAfterSeconds: number) =>
  new ApiError(503, 'errors.busy', { seconds: retryAfterSeconds }, retryAfterSeconds);
