import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_CHANGE_INTERVAL_MS,
  AVATAR_MAX_BYTES,
  NICKNAME_CHANGE_INTERVAL_MS,
} from '@gemlane/contract';
import { users } from '../src/db/schema/index.ts';
import { freshIp, latestCode, login, register, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f4b5f30000000049454e44ae426082',
  'hex',
);

async function upload(token: string, bytes: Uint8Array, name = 'a.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await t.raw('/api/base/sys/upload', {
    method: 'POST',
    body: form,
    headers: { 'x-auth-token': token },
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      code: number;
      data: { fileId: string; url: string; mimeType: string } | null;
      message: string;
    },
  };
}

describe('user info', () => {
  it('getUserInfoDetail gives nickname, uid and the two counts', async () => {
    const token = await login(t);
    const res = await t.call('getUserInfoDetail', {}, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.uid).toBe('10000001');
    expect(res.body.data.nickname).toBe('Demo Player');
    expect(res.body.data.processingOrderCount).toBe(0);
    expect(typeof res.body.data.availableCouponCount).toBe('number');
  });

  it('initInfo reports the login check, lists and a language suggestion', async () => {
    const visitor = await t.call(
      'initInfo',
      {},
      { headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' } },
    );
    expect(visitor.body.data.loginCheck).toEqual({ isLogin: false, user: null });
    expect(visitor.body.data.languageInfo.items).toHaveLength(10);
    expect(visitor.body.data.languageInfo.suggest?.value).toBe('ja');
    expect(visitor.body.data.currencyInfo.defaultSelected).toBe('USD');
    const token = await login(t);
    const member = await t.call('initInfo', {}, { token });
    expect(member.body.data.loginCheck.isLogin).toBe(true);
    expect(member.body.data.loginCheck.user?.email).toBe('demo@gemlane.test');
  });

  it('selectReport stores language and currency on the profile and refuses unknown codes', async () => {
    const { token } = await register(t);
    expect(
      (await t.call('selectReport', { language: 'vi', currency: 'VND' }, { token })).status,
    ).toBe(200);
    const info = await t.call('getUserInfo', {}, { token });
    expect(info.body.data.language).toBe('vi');
    expect(info.body.data.currency).toBe('VND');
    const init = await t.call('initInfo', {}, { token });
    expect(init.body.data.languageInfo.defaultSelected).toBe('vi');
    expect(
      (await t.call('selectReport', { language: 'xx', currency: 'USD' } as never, { token }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('selectReport', { language: 'en', currency: 'ABC' } as never)).status,
    ).toBe(400);
  });
});

describe('nickname: once a month', () => {
  it('changes once, refuses a second change within 30 days, allows it after', async () => {
    const account = await register(t);
    const { token } = account;
    const first = await t.call('updateNickname', { nickname: 'Night Owl' }, { token });
    expect(first.status).toBe(200);
    expect(first.body.data.nickname).toBe('Night Owl');
    expect(first.body.data.nicknameChangeableAt).not.toBeNull();
    const second = await t.call('updateNickname', { nickname: 'Early Bird' }, { token });
    expect(second.status).toBe(403);
    expect(second.body.message).toMatch(/once a month/);
    t.clock.advance(NICKNAME_CHANGE_INTERVAL_MS + 1000);
    // Sessions last 30 days too, so sign in again.
    const fresh = await login(t, account.email, account.password);
    expect(
      (await t.call('updateNickname', { nickname: 'Early Bird' }, { token: fresh })).status,
    ).toBe(200);
  });

  it('refuses markup and out-of-range names', async () => {
    const { token } = await register(t);
    for (const nickname of ['<b>x</b>', 'a', 'x'.repeat(25), "Robert'); DROP TABLE users;--"]) {
      const res = await t.call('updateNickname', { nickname }, { token });
      expect(res.status, nickname).toBe(400);
    }
    expect((await t.call('updateNickname', { nickname: 12345 } as never, { token })).status).toBe(
      400,
    );
    const count = await t.db.select().from(users);
    expect(count.length).toBeGreaterThan(1);
  });
});

describe('upload and avatar', () => {
  it('accepts a PNG by its content and serves it back', async () => {
    const { token } = await register(t);
    const res = await upload(token, PNG, 'photo.txt', 'text/plain');
    expect(res.status).toBe(200);
    expect(res.body.data?.mimeType).toBe('image/png');
    const file = await t.raw(res.body.data?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a non-image named .png, an empty file, and uploads without a token', async () => {
    const { token } = await register(t);
    const html = await upload(
      token,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'evil.png',
      'image/png',
    );
    expect(html.status).toBe(415);
    expect(html.body.data).toBeNull();
    expect((await upload(token, new Uint8Array(0))).status).toBe(400);
    const form = new FormData();
    form.append('file', new File([PNG], 'a.png'));
    expect((await t.raw('/api/base/sys/upload', { method: 'POST', body: form })).status).toBe(401);
  });

  it('refuses files over 20 MB', async () => {
    const { token } = await register(t);
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG);
    const res = await upload(token, big);
    expect(res.status).toBe(413);
  });

  it('sets the avatar once a day, only from the user own upload', async () => {
    const a = await register(t);
    const b = await register(t);
    const mine = await upload(a.token, PNG);
    const theirs = await upload(b.token, PNG);
    expect(
      (await t.call('updateAvatar', { fileId: theirs.body.data?.fileId ?? '' }, { token: a.token }))
        .status,
    ).toBe(400);
    const set = await t.call(
      'updateAvatar',
      { fileId: mine.body.data?.fileId ?? '' },
      { token: a.token },
    );
    expect(set.status).toBe(200);
    expect(set.body.data.avatar).toBe(mine.body.data?.url);
    const again = await t.call(
      'updateAvatar',
      { fileId: mine.body.data?.fileId ?? '' },
      { token: a.token },
    );
    expect(again.status).toBe(403);
    t.clock.advance(AVATAR_CHANGE_INTERVAL_MS + 1000);
    expect(
      (await t.call('updateAvatar', { fileId: mine.body.data?.fileId ?? '' }, { token: a.token }))
        .status,
    ).toBe(200);
  });
});

describe('e-mail binding', () => {
  it('binds an e-mail with the mailed code', async () => {
    const { token, password } = await register(t);
    const headers = freshIp();
    const sent = await t.call(
      'sendEmailBindCode',
      { email: 'bound@example.com' },
      { token, headers },
    );
    expect(sent.status).toBe(200);
    // The login address stays verified while a code for another one waits.
    expect((await t.call('getUserInfo', {}, { token })).body.data.emailBindStatus).toBe('valid');
    const code = await latestCode(t, 'bound@example.com');
    const res = await t.call(
      'bindEmail',
      { email: 'bound@example.com', code, currentPassword: password },
      { token, headers },
    );
    expect(res.status).toBe(200);
    const info = await t.call('getUserInfo', {}, { token });
    expect(info.body.data.email).toBe('bound@example.com');
    expect(info.body.data.emailBindStatus).toBe('valid');
  });

  it('refuses a wrong code and never binds an address another account owns', async () => {
    const { token, password } = await register(t);
    const headers = freshIp();
    await t.call('sendEmailBindCode', { email: 'other@example.com' }, { token, headers });
    const wrong = await t.call(
      'bindEmail',
      { email: 'other@example.com', code: '000000', currentPassword: password },
      { token, headers },
    );
    if (wrong.status === 200) throw new Error('a guessed code bound the e-mail');
    // The status is the login address's, which a wrong code for another one does not change.
    expect((await t.call('getUserInfo', {}, { token })).body.data.emailBindStatus).toBe('valid');
    // demo@gemlane.test belongs to the demo account: no code is mailed, the answer is the same.
    const before = (await t.mailbox('demo@gemlane.test')).length;
    const res = await t.call(
      'sendEmailBindCode',
      { email: 'demo@gemlane.test' },
      { token, headers: freshIp() },
    );
    expect(res.status).toBe(200);
    expect((await t.mailbox('demo@gemlane.test')).length).toBe(before);
  });

  it('needs a token', async () => {
    expect((await t.call('sendEmailBindCode', { email: 'x@example.com' })).status).toBe(401);
    expect((await t.call('bindEmail', { email: 'x@example.com', code: '123456' })).status).toBe(
      401,
    );
  });
});
