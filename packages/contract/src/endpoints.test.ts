import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email, EMAIL_PATTERN, money } from './common.ts';
import { endpoints } from './endpoints.ts';

describe('the endpoint table', () => {
  const entries = Object.entries(endpoints);

  it('has one entry per method and path', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under /api', () => {
    for (const [, e] of entries) expect(e.path).toMatch(/^\/api\/[A-Za-z0-9/]+$/);
  });

  it('holds every non-commerce call at its exact method and path', () => {
    const table = new Set(entries.map(([, e]) => `${e.method} ${e.path}`));
    const spec = [
      'POST /api/base/sys/upload',
      'POST /api/integrate/initInfo',
      'POST /api/integrate/selectReport',
      'POST /api/common/auth/partnerLogin',
      'POST /api/auth/logout',
      'POST /api/common/auth/checkEmailLogin',
      'POST /api/common/auth/emailLogin',
      'POST /api/common/auth/sendEmailRegisterVerification',
      'POST /api/common/auth/verifyRegisterEmail',
      'POST /api/common/auth/sendEmailForgetPasswordVerification',
      'POST /api/common/auth/verifyForgetPasswordEmail',
      'POST /api/user/sendEmailBindCode',
      'POST /api/user/bindEmail',
      'GET /api/user/getUserInfoDetail',
      'GET /api/user/getUserInfo',
      'GET /api/emailSubscribe/getCurrUserDetail',
      'POST /api/emailSubscribe/sendSubscribeEmail',
      'POST /api/emailSubscribe/confirmSubscribe',
      'POST /api/emailSubscribe/cancelSubscribe',
      'GET /api/common/home/getNotice',
      'GET /api/message/getUnreadMessageCount',
      'POST /api/message/cleanUnreadMessageCount',
      'POST /api/common/home/searchGame',
      'GET /api/common/home/moreGameListByLabel',
      'GET /api/common/home/tab',
      'POST /api/common/home/gameList',
      'GET /api/common/home/topBanner',
      'GET /api/common/home/gameListByClassify',
      'GET /api/activity/registerActivity',
      'GET /api/activity/homeActivity',
      'POST /api/activity/triggerHomepageActivity',
      'GET /api/share/game/getActivity',
      'GET /api/share/game/activityDetail',
      'POST /api/share/game/report',
      'GET /api/common/link/revertShortLink',
    ];
    for (const call of spec) expect(table, call).toContain(call);
  });

  it('gives every entry a request and a response schema', () => {
    for (const [, e] of entries) {
      expect(e.request).toBeInstanceOf(z.ZodType);
      expect(e.response).toBeInstanceOf(z.ZodType);
      expect(e.summary.length).toBeGreaterThan(5);
    }
  });

  it('reads GET query integers from strings', () => {
    const q = endpoints.moreGameListByLabel.request.parse({
      label: 'hot',
      page: '2',
      pageSize: '10',
    });
    expect(q).toEqual({ label: 'hot', page: 2, pageSize: 10 });
    expect(
      endpoints.moreGameListByLabel.request.safeParse({ label: 'hot', page: 'x' }).success,
    ).toBe(false);
  });
});

describe('shared schemas', () => {
  it('checks e-mails with the subscribe pattern (EMAIL_PATTERN)', () => {
    expect(EMAIL_PATTERN.test('demo@gemlane.test')).toBe(true);
    expect(EMAIL_PATTERN.test('first.last-x@mail.example.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
    expect(EMAIL_PATTERN.test('a@b.toolong')).toBe(false);
    expect(EMAIL_PATTERN.test("x'--@a.com")).toBe(false);
    expect(email.parse('  Demo@Gemlane.TEST ')).toBe('demo@gemlane.test');
  });

  it('keeps money in integer minor units', () => {
    expect(money.safeParse({ amount: 199, currency: 'USD' }).success).toBe(true);
    expect(money.safeParse({ amount: 1.99, currency: 'USD' }).success).toBe(false);
    expect(money.safeParse({ amount: 199, currency: 'XYZ' }).success).toBe(false);
  });
});
