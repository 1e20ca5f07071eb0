// The demo account the stack prints, read from the API server's README or seed (the server owns it).
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const DEMO_EMAIL = 'demo@gemlane.test';

// A password-looking literal (8-20 chars, spec's password rule) after the word "password".
const PASSWORD_NEAR = /password[^'"`\n]{0,40}['"`]([^'"`\s]{8,20})['"`]/i;

/** Finds the demo password next to the demo e-mail in the given texts, if any names one. */
export function passwordNearEmail(text: string, email = DEMO_EMAIL): string | null {
  let from = text.indexOf(email);
  while (from >= 0) {
    const window = text.slice(Math.max(0, from - 300), from + 400);
    const match = PASSWORD_NEAR.exec(window);
    if (match?.[1]) return match[1];
    from = text.indexOf(email, from + email.length);
  }
  return null;
}

export async function findDemoAccount(
  serverDir: string,
): Promise<{ email: string; password: string | null }> {
  const files = [join(serverDir, 'README.md')];
  for (const dir of [join(serverDir, 'src', 'db', 'seed'), join(serverDir, 'src', 'db')]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    files.push(
      ...names.filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).map((n) => join(dir, n)),
    );
  }
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const password = passwordNearEmail(text);
    if (password) return { email: DEMO_EMAIL, password };
  }
  return { email: DEMO_EMAIL, password: null };
}
