// The cookie that tells the server a session is stored in this browser: never the token, only that
// there is one. With it the server answers a login-only page to a visitor with the way to /login at
// once (a page it renders) instead of the app's shell, which would redirect only once the app ran.
export const SESSION_COOKIE = 'gl_session';

/**
 * Writes whether `token` is there into the cookie (session.ts calls it on every change of the
 * token, and `mirrorSessionCookie` at start-up).
 */
export function writeSessionCookie(
  token: string | null,
  doc: { cookie: string } | undefined = globalThis.document,
  secure: boolean = globalThis.location?.protocol === 'https:',
): void {
  if (!doc) return;
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  doc.cookie = token
    ? `${SESSION_COOKIE}=1; ${attributes}; Max-Age=31536000`
    : `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;
}

/** Whether a request's Cookie header says a session is stored in its browser. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SESSION_COOKIE}=1`);
}
