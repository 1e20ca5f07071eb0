// The cookie mirror of "a session is stored" (never the token), read by the server's login redirect.
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { serverLoginRedirect } from '../router/server-login.ts';
import { hasSessionCookie, SESSION_COOKIE, writeSessionCookie } from './session-cookie.ts';
import { authTokenAtom, clearSessionAtom, mirrorSessionCookie } from './session.ts';

afterEach(() => {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.clear();
});

describe('session cookie', () => {
  it('follows the stored token, and never carries it', () => {
    const store = createStore();
    store.set(authTokenAtom, 'secret-token');
    expect(document.cookie).toContain(`${SESSION_COOKIE}=1`);
    expect(document.cookie).not.toContain('secret-token');
    store.set(clearSessionAtom);
    expect(document.cookie).not.toContain(SESSION_COOKIE);
  });

  it('is written at start-up for a session stored before it existed', () => {
    localStorage.setItem('authToken', 'old-token');
    mirrorSessionCookie();
    expect(document.cookie).toContain(`${SESSION_COOKIE}=1`);
    localStorage.clear();
    mirrorSessionCookie();
    expect(document.cookie).not.toContain(SESSION_COOKIE);
  });

  it('is Secure on https, for a year, for the whole site', () => {
    const doc = { cookie: '' };
    writeSessionCookie('tok', doc, true);
    expect(doc.cookie).toBe(`${SESSION_COOKIE}=1; Path=/; SameSite=Lax; Secure; Max-Age=31536000`);
    writeSessionCookie(null, doc, false);
    expect(doc.cookie).toBe(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });

  it('is read from a request Cookie header', () => {
    expect(hasSessionCookie(`a=b; ${SESSION_COOKIE}=1; c=d`)).toBe(true);
    expect(hasSessionCookie(`${SESSION_COOKIE}=`)).toBe(false);
    expect(hasSessionCookie(`x${SESSION_COOKIE}=1`)).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });
});

describe('the server sends a visitor of a login-only page to /login', () => {
  const at = (path: string) => new URL(`https://shop.example${path}`);

  it('with the page as the redirect, the partner kept', () => {
    expect(serverLoginRedirect(at('/cart'), null)).toBe('/login?redirect=%2Fcart');
    expect(serverLoginRedirect(at('/orderdetail?orderId=7&partner=acme'), 'a=b')).toBe(
      '/login?redirect=%2Forderdetail%3ForderId%3D7%26partner%3Dacme&partner=acme',
    );
    expect(serverLoginRedirect(at('/Cart/'), null)).toBe('/login?redirect=%2FCart%2F');
  });

  it('not with a session, and never from a public page', () => {
    expect(serverLoginRedirect(at('/cart'), `${SESSION_COOKIE}=1`)).toBeNull();
    for (const path of ['/home', '/login', '/gameZone/genshin-impact-top-up', '/nowhere'])
      expect(serverLoginRedirect(at(path), null)).toBeNull();
  });
});
