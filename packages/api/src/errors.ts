import { API_CODE } from '@gemlane/contract/constants';

/** Envelope codes the client acts on (docs/product.md §7 and §8), taken from the contract's catalogue. */
export const ERROR_CODES = {
  /** The only success code: `data` is returned. */
  SUCCESS: API_CODE.OK,
  /** Token missing or expired: auth is cleared and the user is sent to /login. */
  UNAUTHORIZED: API_CODE.UNAUTHORIZED,
  /** Every network or transport failure is reported with this code. */
  SYSTEM: API_CODE.SERVER_ERROR,
} as const;

/** Default texts of the error catalogue that belong to the request layer. */
export const DEFAULT_MESSAGES = {
  /** A transport failure without a message from the server (docs/product.md §8). */
  SYSTEM_EXCEPTION: 'System Exception',
} as const;

export const SYSTEM_EXCEPTION_MESSAGE = DEFAULT_MESSAGES.SYSTEM_EXCEPTION;

// A brand instead of only `instanceof`: two bundled copies of this package still recognise each other.
const API_ERROR_BRAND = Symbol.for('@gemlane/api.ApiError');

/** What every failed call rejects with: the envelope's `code` and `message`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly [API_ERROR_BRAND] = true;

  constructor(code: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }

  toJSON(): { code: number; message: string } {
    return { code: this.code, message: this.message };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true)
  );
}

/** The server answered that the thing asked for does not exist (unknown game, article, order...). */
export function isNotFoundError(value: unknown): boolean {
  return isApiError(value) && value.code === API_CODE.NOT_FOUND;
}
