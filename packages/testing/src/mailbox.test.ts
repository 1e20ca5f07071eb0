import type { APIRequestContext } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { mailedCode, mailedText } from './mailbox.ts';

/** A stand-in for the API: answers the mailbox calls with the given lists in turn. */
function mailbox(...answers: { text: string }[][]): { request: APIRequestContext; urls: string[] } {
  const urls: string[] = [];
  const request = {
    get: async (url: string, options: { params: Record<string, string> }) => {
      urls.push(`${url}?email=${options.params.email}`);
      const data = answers.shift() ?? [];
      return { json: async () => ({ code: 0, message: 'ok', data }) };
    },
  } as unknown as APIRequestContext;
  return { request, urls };
}

describe('mailedCode', () => {
  it('reads the newest mail with a code, asking for the given address on the given API', async () => {
    const { request, urls } = mailbox([
      { text: 'Welcome to Gemlane' },
      { text: 'Your code is 482913.' },
      { text: 'Your code is 111111.' },
    ]);
    await expect(mailedCode(request, 'a@example.com', 'http://api')).resolves.toBe('482913');
    expect(urls).toEqual(['http://api/api/dev/mailbox?email=a@example.com']);
  });

  it('waits until the mail arrives', async () => {
    const { request, urls } = mailbox([], [{ text: 'Your code is 000777.' }]);
    await expect(mailedCode(request, 'b@example.com')).resolves.toBe('000777');
    expect(urls).toHaveLength(2);
  });
});

describe('mailedText', () => {
  it('returns the capture of any pattern, such as a confirmation link', async () => {
    const { request } = mailbox([{ text: 'Confirm: https://x.test/home?subscribeToken=abc now' }]);
    await expect(
      mailedText(request, 'c@example.com', /(https?:\/\/\S*subscribeToken=\S+)/),
    ).resolves.toBe('https://x.test/home?subscribeToken=abc');
  });
});
