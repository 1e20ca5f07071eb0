import { describe, expect, it } from 'vitest';
import { createLogger, redact } from './log.ts';

describe('error logs leave out secrets and personal data', () => {
  it('drops query parameters, e-mails, hashes and secret query values', () => {
    // What drizzle throws for a NUL byte: the failed query with its parameters.
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const err = new Error(
      'Failed query: update "users" set "password_hash" = $1 where "users"."email" = $2\nparams: scrypt$17$8$1$c2FsdA$a2V5,victim@example.com',
      { cause },
    );
    const lines: string[] = [];
    const log = createLogger('error', {}, (_level, line) => lines.push(line));
    log.error('unhandled error', {
      err,
      path: '/api/common/auth/verifyForgetPasswordEmail',
      url: '/home?subscribeToken=abc123&email=victim%40example.com&x=1',
      note: `session ${'ab'.repeat(32)} of someone@example.org`,
    });
    const line = lines.join('\n');
    expect(line).not.toContain('victim');
    expect(line).not.toContain('someone@example.org');
    expect(line).not.toContain('scrypt$');
    expect(line).not.toContain('abc123');
    expect(line).not.toContain('ab'.repeat(32));
    expect(line).toContain('params: [redacted]');
    expect(line).toContain('0x00');
    expect(line).toContain('/api/common/auth/verifyForgetPasswordEmail');
  });

  it('keeps ordinary text', () => {
    expect(redact('order 20260101ABC paid in 1.2 s')).toBe('order 20260101ABC paid in 1.2 s');
  });
});
