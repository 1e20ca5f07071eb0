import { describe, expect, it, vi } from 'vitest';
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

describe('log lines reach stdout', () => {
  it('in one write per turn of the event loop, and an error after the lines before it', async () => {
    const writes: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      writes.push(`out:${String(chunk)}`);
      return true;
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      writes.push(`err:${String(chunk)}`);
      return true;
    });
    try {
      const log = createLogger('info');
      log.info('first');
      log.info('second');
      expect(writes).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/^out:\{.*"msg":"first".*\}\n\{.*"msg":"second".*\}\n$/);

      log.info('third');
      log.error('broken');
      expect(writes.slice(1).map((w) => w.slice(0, 4))).toEqual(['out:', 'err:']);
      expect(writes[1]).toContain('"msg":"third"');
      expect(writes[2]).toContain('"msg":"broken"');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
