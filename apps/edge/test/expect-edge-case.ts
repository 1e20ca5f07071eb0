import { expect } from 'vitest';
import { DESKTOP_ORIGIN, MOBILE_ORIGIN, type EdgeCase } from './cases.ts';

/** The assertions every edge case gets, whichever runtime answered it. */
export function expectEdgeCase(c: EdgeCase, response: Response): void {
  if (c.location === null) {
    expect(response.status).not.toBe(302);
    expect(response.headers.get('location')).toBeNull();
  } else {
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(c.location);
    const target = new URL(response.headers.get('location')!);
    expect([DESKTOP_ORIGIN, MOBILE_ORIGIN]).toContain(target.origin);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('User-Agent, Sec-CH-UA-Mobile, Cookie');
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-UA-Mobile');
    // Both test origins are https: the redirect pins https and isolates the opener.
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  }
  if (c.remembers !== undefined) {
    const cookie = response.headers.get('set-cookie');
    if (c.remembers === null) expect(cookie).toBeNull();
    else {
      expect(cookie).toContain(`gl_view=${c.remembers}`);
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Max-Age=31536000');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('Secure');
    }
  }
}
