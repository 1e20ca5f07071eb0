import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, shareEvents } from '../src/db/schema/index.ts';
import { freshIp, login, register, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The subscribeToken and email of the newest confirmation link mailed to `email`. */
async function confirmationLink(email: string) {
  const [mail] = await t.mailbox(email);
  const href = /(https?:\/\/\S+subscribeToken=\S+)/.exec(mail?.text ?? '')?.[1];
  if (!href) throw new Error('no confirmation link');
  const url = new URL(href);
  return {
    url,
    token: url.searchParams.get('subscribeToken') ?? '',
    email: url.searchParams.get('email') ?? '',
  };
}

describe('newsletter', () => {
  it('sends a link to the storefront page with subscribeToken and email, then confirms', async () => {
    const email = 'reader@example.com';
    const sent = await t.call('sendSubscribeEmail', { email }, { headers: freshIp() });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Please check your email and confirm your subscription');
    const link = await confirmationLink(email);
    expect(link.url.origin).toBe('http://localhost:8080');
    expect(link.email).toBe(email);
    const ok = await t.call('confirmSubscribe', { token: link.token, email: link.email });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ email });
    expect(ok.body.message).toBe('Subscription successful');
  });

  it('refuses a forged token or a token with another e-mail', async () => {
    const email = 'reader2@example.com';
    await t.call('sendSubscribeEmail', { email }, { headers: freshIp() });
    const link = await confirmationLink(email);
    expect((await t.call('confirmSubscribe', { token: 'x'.repeat(32) })).status).toBe(400);
    expect(
      (await t.call('confirmSubscribe', { token: link.token, email: 'someone@example.com' }))
        .status,
    ).toBe(400);
  });

  it('shows the signed-in user subscription and cancels it', async () => {
    const token = await login(t);
    expect((await t.call('getCurrUserDetail', {}, { token })).body.data).toEqual({ email: null });
    await t.call(
      'sendSubscribeEmail',
      { email: 'demo@gemlane.test' },
      { token, headers: freshIp() },
    );
    const link = await confirmationLink('demo@gemlane.test');
    await t.call('confirmSubscribe', { token: link.token }, { token });
    expect((await t.call('getCurrUserDetail', {}, { token })).body.data).toEqual({
      email: 'demo@gemlane.test',
    });
    const cancel = await t.call('cancelSubscribe', {}, { token });
    expect(cancel.status).toBe(200);
    expect((await t.call('getCurrUserDetail', {}, { token })).body.data).toEqual({ email: null });
    expect((await t.call('cancelSubscribe', {}, { token })).status).toBe(404);
  });

  it('lets a visitor cancel only with the token', async () => {
    const email = 'visitor@example.com';
    await t.call('sendSubscribeEmail', { email }, { headers: freshIp() });
    const link = await confirmationLink(email);
    await t.call('confirmSubscribe', { token: link.token });
    expect((await t.call('cancelSubscribe', { email })).status).toBe(400);
    expect((await t.call('cancelSubscribe', { token: link.token })).status).toBe(200);
    const rows = await t.db.select().from(newsletterSubscriptions);
    expect(rows.find((r) => r.email === email)?.status).toBe('cancelled');
  });

  it('refuses invalid addresses with the translated message', async () => {
    const res = await t.call('sendSubscribeEmail', { email: 'bad@x' }, { locale: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Veuillez saisir une adresse e-mail valide');
  });
});

describe('messages', () => {
  it('lists, counts unread and marks all read', async () => {
    const token = await login(t);
    const list = await t.call('messageList', { page: 1, pageSize: 2 }, { token });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list).toHaveLength(2);
    expect((await t.call('getUnreadMessageCount', {}, { token })).body.data.count).toBe(3);
    expect((await t.call('cleanUnreadMessageCount', {}, { token })).status).toBe(200);
    expect((await t.call('getUnreadMessageCount', {}, { token })).body.data.count).toBe(0);
    const after = await t.call('messageList', {}, { token });
    expect(after.body.data.list.every((m) => m.read)).toBe(true);
  });

  it('keeps each user to their own messages', async () => {
    const { token } = await register(t);
    const list = await t.call('messageList', {}, { token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]?.title).toBe('Welcome to Gemlane');
    expect((await t.call('getUnreadMessageCount')).status).toBe(401);
  });
});

describe('activities', () => {
  it('registerActivity gives the discount in the x-currency currency', async () => {
    const usd = await t.call('registerActivity');
    expect(usd.body.data).toMatchObject({
      discountAmount: 300,
      currency: 'USD',
      currencySymbol: '$',
      minOrderAmount: 1000,
    });
    const idr = await t.call('registerActivity', {}, { currency: 'IDR' });
    expect(idr.body.data).toMatchObject({
      discountAmount: 46_950,
      currency: 'IDR',
      currencySymbol: 'Rp',
    });
  });

  it('homeActivity shows a popup until it is triggered today', async () => {
    const deviceId = 'device-abc';
    const before = await t.call('homeActivity', { deviceId });
    const popup = before.body.data.find((a) => a.kind === 'popup');
    expect(popup?.triggered).toBe(false);
    const trig = await t.call('triggerHomepageActivity', {
      activityId: popup?.activityId ?? 0,
      deviceId,
    });
    expect(trig.body.data).toEqual({ activityId: popup?.activityId, triggered: true });
    const after = await t.call('homeActivity', { deviceId });
    expect(after.body.data.find((a) => a.activityId === popup?.activityId)?.triggered).toBe(true);
    expect((await t.call('triggerHomepageActivity', { activityId: 99_999, deviceId })).status).toBe(
      404,
    );
    expect(
      (await t.call('triggerHomepageActivity', { activityId: popup?.activityId ?? 0 })).status,
    ).toBe(400);
  });
});

describe('share programme', () => {
  it('getActivity is public, personalised with a share link when signed in', async () => {
    const visitor = await t.call('getActivity');
    expect(visitor.body.data?.shareLink).toBeNull();
    expect(visitor.body.data?.rewards.map((r) => r.status)).toEqual([
      'unclaimed',
      'unclaimed',
      'unclaimed',
    ]);
    const token = await login(t);
    const member = await t.call('getActivity', {}, { token });
    expect(member.body.data?.shareCode).toBe('DEMO2025');
    expect(member.body.data?.shareLink).toBe('http://localhost:8080/home?shareCode=DEMO2025');
  });

  it('activityDetail lists invitees and needs a token', async () => {
    const token = await login(t);
    const activityId = (await t.call('getActivity')).body.data?.activityId ?? 0;
    await register(t, 'invitee@example.com', 'Invite#2025', { shareCode: 'DEMO2025' });
    const detail = await t.call('activityDetail', { activityId }, { token });
    expect(detail.body.data.invitees.map((i) => i.qualified)).toEqual([false]);
    expect((await t.call('activityDetail', { activityId })).status).toBe(401);
    expect((await t.call('activityDetail', { activityId: 12345 }, { token })).status).toBe(404);
  });

  it('records share events and refuses unknown channels', async () => {
    const res = await t.call('shareReport', {
      channel: 'copy',
      event: 'share',
      shareCode: 'demo2025',
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(shareEvents);
    expect(rows.some((r) => r.shareCode === 'DEMO2025' && r.channel === 'copy')).toBe(true);
    expect(
      (await t.call('shareReport', { channel: 'pigeon', event: 'share' } as never)).status,
    ).toBe(400);
    expect(
      (await t.call('shareReport', { channel: 'x', event: 'share', gameId: 99_999 })).status,
    ).toBe(404);
  });
});

describe('blog, help and short links', () => {
  it('lists at least 6 blog posts newest first and opens one', async () => {
    const list = await t.call('blogList', { page: 1, pageSize: 20 });
    expect(list.body.data.total).toBeGreaterThanOrEqual(6);
    const dates = list.body.data.list.map((b) => b.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = list.body.data.list[0];
    const detail = await t.call('blogDetail', { blogId: first?.blogId ?? 0 });
    expect(detail.body.data.title).toBe(first?.title);
    expect(detail.body.data.body.length).toBeGreaterThan(200);
    expect((await t.call('blogDetail', { blogId: 99_999 })).status).toBe(404);
    const tagged = await t.call('blogList', { tag: 'genshin' });
    expect(tagged.body.data.list.every((b) => b.tags.includes('genshin'))).toBe(true);
  });

  it('help articles cover every stated policy', async () => {
    const res = await t.call('helpList');
    const text = res.body.data
      .flatMap((c) => c.articles.map((a) => `${a.title}\n${a.body}`))
      .join('\n');
    for (const policy of [
      /no fee/i,
      /24\/7/,
      /about 10 minutes/,
      /24 hours/,
      /refunded automatically/,
      /cannot be cancelled or returned/,
      /wrong ID/i,
      /at least \$10/,
      /\$500/,
      /10 times a day/,
      /50 times a month/,
      /up to 5 cards/,
      /at most 2 accounts/,
      /cardholder name/i,
      /4\.5% \+ \$0\.20/,
      /3\.9% \+ \$0\.30/,
      /20 MB/,
      /once a day/,
      /once a month/,
      /8 to 20 characters/,
    ])
      expect(text).toMatch(policy);
    const one = await t.call('helpDetail', { slug: 'card-limits' });
    expect(one.body.data.title).toBe('Card top-up limits');
    expect((await t.call('helpDetail', { slug: 'nope' })).status).toBe(404);
  });

  it('reverts a short link and answers 404 for an unknown code', async () => {
    const res = await t.call('revertShortLink', { shortCode: 'genshin' });
    expect(res.body.data).toEqual({ link: '/gameZone/genshin-impact-top-up' });
    expect((await t.call('revertShortLink', { shortCode: 'missing' })).status).toBe(404);
    expect((await t.call('revertShortLink', {})).status).toBe(400);
  });
});

describe('OpenAPI and dev mailbox', () => {
  it('serves an OpenAPI document with every call of the contract', async () => {
    const doc = (await (await t.raw('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/common/home/searchGame']?.post).toBeDefined();
    expect(doc.paths['/api/user/getUserInfoDetail']?.get).toBeDefined();
  });

  it('shows mail as JSON and as an escaped HTML page', async () => {
    await t.call('sendSubscribeEmail', { email: 'mailbox@example.com' }, { headers: freshIp() });
    const json = (await (await t.raw('/api/dev/mailbox?email=mailbox@example.com')).json()) as {
      data: { subject: string }[];
    };
    expect(json.data[0]?.subject).toMatch(/newsletter/);
    const html = await (await t.raw('/api/dev/mailbox/view?email=mailbox@example.com')).text();
    expect(html).toContain('Dev mailbox');
    expect(html).toContain('subscribeToken=');
    const hostile = await (
      await t.raw('/api/dev/mailbox/view?email=%22%3E%3Cscript%3Ealert(1)%3C/script%3E')
    ).text();
    expect(hostile).not.toContain('<script>alert(1)</script>');
  });

  it('is off in production', async () => {
    const prod = await startTestApp({
      NODE_ENV: 'production',
      WEBHOOK_SECRET: 'a-production-webhook-secret',
    });
    try {
      expect((await prod.raw('/api/dev/mailbox?email=a@b.co')).status).toBe(404);
      expect((await prod.raw('/api/dev/mailbox/view')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
