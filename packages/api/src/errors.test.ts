import { describe, expect, it } from 'vitest';
import {
  ApiError,
  DEFAULT_MESSAGES,
  ERROR_CODES,
  isApiError,
  SYSTEM_EXCEPTION_MESSAGE,
} from './errors.ts';

describe('error catalogue', () => {
  it('names the codes and the default message of docs/product.md §8', () => {
    expect(ERROR_CODES).toEqual({ SUCCESS: 200, UNAUTHORIZED: 401, SYSTEM: 500 });
    expect(DEFAULT_MESSAGES.SYSTEM_EXCEPTION).toBe('System Exception');
    expect(SYSTEM_EXCEPTION_MESSAGE).toBe('System Exception');
  });

  it('ApiError carries code and message and serialises to {code, message}', () => {
    const error = new ApiError(1002, 'Parameter Error');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 1002, message: 'Parameter Error' });
  });

  it('isApiError accepts ApiErrors, also from another copy of the package, and nothing else', () => {
    const copy = Object.assign(new Error('x'), {
      code: 1,
      [Symbol.for('@gemlane/api.ApiError')]: true,
    });
    expect(isApiError(new ApiError(500, 'System Exception'))).toBe(true);
    expect(isApiError(copy)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ code: 500, message: 'System Exception' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
