// Amounts are data: fees, package names, banners, coupons and help amounts follow the
// request's currency and locale; an unsupported currency is refused in the reader's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFee } from '@gemlane/i18n/format';
import { login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await login(t);
});
afterAll(() => t.close());

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const de = { locale: 'de', currency: 'EUR' };

describe('currency', () => {
  it('refuses an unsupported currency with a translated message instead of answering in USD', async () => {
    const res = await t.call('getGameZone', { gameZonePath: 'pubg' }, { ...de, currency: 'AUD' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Die Währung AUD wird nicht unterstützt. Bitte wähle eine Währung in den Sprach- und Währungseinstellungen.',
    );
    const ja = await t.call('topBanner', {}, { locale: 'ja', currency: 'xyz<script>' });
    expect(ja.status).toBe(400);
    expect(ja.body.message).toContain('通貨 ? には対応していません');
  });

  it('answers in USD when no currency is named (the default currency), and accepts any case', async () => {
    const none = await t.call('getGameZone', { gameZonePath: 'pubg' });
    expect(none.body.data.packages[0]?.price.currency).toBe('USD');
    const lower = await t.call('getGameZone', { gameZonePath: 'pubg' }, { currency: 'eur' });
    expect(lower.body.data.packages[0]?.price.currency).toBe('EUR');
  });
});

describe('fees and amounts as data', () => {
  it('writes the fee from its data in the currency and locale', async () => {
    const res = await t.call('paymentMethods', {}, de);
    for (const m of res.body.data) {
      expect(m.feeText).toBe(formatFee(m.feeBasisPoints, m.feeFixed.amount, 'EUR', 'de'));
      expect(m.feeText).not.toContain('$');
    }
    expect(res.body.data.map((m) => m.name)).toEqual(['Kredit- / Debitkarte', 'Gemlane-Wallet']);
  });

  it('game zone: package names in the locale digits, translated servers and FAQ fees', async () => {
    const res = await t.call('getGameZone', { gameZonePath: 'genshin-impact-top-up' }, de);
    const names = res.body.data.packages.map((p) => plain(p.name));
    expect(names).toContain('6.480 + 1.600 Genesis Crystals');
    expect(res.body.data.packages.map((p) => p.tag)).toContain('Bestes Angebot');
    const server = res.body.data.accountFields.find((f) => f.key === 'server');
    expect(server?.options).toContainEqual({ value: 'os_asia', label: 'Asien' });
    const fee = res.body.data.faq.map((f) => f.answer).find((a) => a.includes('Karte'));
    expect(fee).toBeDefined();
    expect(fee).not.toContain('$');
    expect(plain(fee ?? '')).toContain('4,5 % + ');
  });

  it('banners: text comes as data over art that carries none', async () => {
    const res = await t.call('topBanner', {}, de);
    const promo = res.body.data.find((b) => b.link === '/register');
    expect(plain(promo?.title ?? '')).toMatch(/^Neu hier\? Hol dir \d+,\d\d € Rabatt$/);
    expect(promo?.alt).toContain(promo?.title ?? '-');
    for (const b of res.body.data) {
      // The first banner's art comes inline (a data: URL), the others by address.
      const art = b.image.startsWith('data:')
        ? decodeURIComponent(b.image.slice(b.image.indexOf(',') + 1))
        : await (await t.raw(b.image)).text();
      expect(art).not.toContain('<text');
    }
  });

  it('coupons are named from their terms in the currency and language', async () => {
    const res = await t.call('couponHomeList', {}, { ...de, token });
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const c of res.body.data) {
      expect(c.name).toContain('€');
      expect(c.name).not.toContain('$');
      expect(c.name).toContain('Rabatt');
    }
  });

  it('the invite rewards and the sign-up activity carry no baked-in dollars', async () => {
    const act = await t.call('getActivity', {}, { locale: 'th', currency: 'THB', token });
    for (const r of act.body.data?.rewards ?? []) {
      expect(r.title).toMatch(/^คูปอง /);
      expect(r.title).not.toContain('$');
    }
    const home = await t.call('homeActivity', {}, { locale: 'ja', currency: 'JPY' });
    expect(home.body.data.map((a) => a.description).join()).toContain('￥');
  });

  it('quote lines name packages in the reader language and digits', async () => {
    const zone = await t.call('getGameZone', { gameZonePath: 'mobile-legends-bang-bang' });
    const pkg = zone.body.data.packages.find((p) => p.quantity === 1000);
    const res = await t.call(
      'quoteOrder',
      { items: [{ packageId: pkg?.packageId ?? 0, quantity: 1 }] },
      { locale: 'fr', currency: 'EUR' },
    );
    expect(plain(res.body.data.items[0]?.packageName ?? '')).toBe('1 000 + 155 Diamants');
  });
});

describe('help and blog amounts', () => {
  it('are written in the reader currency and locale, in every article and post', async () => {
    const help = await t.call('helpList', {}, de);
    const bodies = help.body.data.flatMap((c) => c.articles.map((a) => a.body));
    const blog = await t.call('blogList', { page: 1, pageSize: 50 }, de);
    for (const b of blog.body.data.list)
      bodies.push((await t.call('blogDetail', { blogId: b.blogId }, de)).body.data.body);
    const text = bodies.join('\n');
    expect(text).not.toContain('$');
    expect(text).not.toContain('{{');
    expect(plain(text)).toMatch(/mindestens \d+,\d\d € /);
  });
});
