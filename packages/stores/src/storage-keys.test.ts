import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredToken, STORAGE_KEYS } from './storage-keys.ts';

afterEach(() => localStorage.clear());

describe('hasStoredToken', () => {
  it('is true only while a non-empty token is stored', () => {
    expect(hasStoredToken()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    expect(hasStoredToken()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.authToken, '');
    expect(hasStoredToken()).toBe(false);
  });

  it('reads a given storage, and counts storage that throws as signed out', () => {
    expect(hasStoredToken({ getItem: () => 'token-2' })).toBe(true);
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasStoredToken(refusing)).toBe(false);
  });
});
