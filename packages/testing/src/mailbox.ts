import type { APIRequestContext } from '@playwright/test';

// The server's dev mailbox (GET /api/dev/mailbox, newest first) stands in for the shopper's inbox.

/** How long a mail may take to arrive (the server sends after the request answered). */
const MAIL_WAIT_MS = 15_000;
/** The 6-digit codes of the verification mails. */
export const CODE_PATTERN = /\b(\d{6})\b/;

/** The first capture of `pattern` in the newest mail to `email` that has one; waits for the mail. */
export async function mailedText(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
  api = '',
): Promise<string> {
  const until = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const res = await request.get(`${api}/api/dev/mailbox`, { params: { email } });
    const body = (await res.json()) as { data: { text: string }[] | null };
    const found = body.data?.map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${email} matched ${pattern}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The newest verification code mailed to `email`. */
export function mailedCode(request: APIRequestContext, email: string, api = ''): Promise<string> {
  return mailedText(request, email, CODE_PATTERN, api);
}
