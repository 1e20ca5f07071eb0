import { safeRedirect } from '@gemlane/stores/router/core';
import { describe, expect, it } from 'vitest';
import { OFF_SITE_TARGETS, OPEN_REDIRECT_CASES, redirectAddress } from './attacks.ts';

const ORIGIN = 'http://localhost:4180';

describe('OPEN_REDIRECT_CASES', () => {
  it('has each off-site target raw, encoded and double-encoded, under distinct test names', () => {
    expect(OPEN_REDIRECT_CASES).toHaveLength(OFF_SITE_TARGETS.length * 3);
    expect(new Set(OPEN_REDIRECT_CASES.map((c) => c.label)).size).toBe(OPEN_REDIRECT_CASES.length);
    for (const target of OFF_SITE_TARGETS) {
      const queries = OPEN_REDIRECT_CASES.filter((c) => c.label.endsWith(` ${target}`)).map(
        (c) => c.query,
      );
      expect(queries).toEqual([
        target,
        encodeURIComponent(target),
        encodeURIComponent(encodeURIComponent(target)),
      ]);
    }
  });

  it('are all values the app must refuse: the walk proves the refusal, not a harmless address', () => {
    for (const attempt of OPEN_REDIRECT_CASES) {
      const url = new URL(redirectAddress(attempt), ORIGIN);
      expect(url.pathname).toBe('/login');
      const value = url.searchParams.get('redirect');
      expect(value, attempt.label).not.toBeNull();
      expect(safeRedirect(value, ORIGIN), attempt.label).toBeNull();
    }
  });
});
