// The order's words in the shopper's language: status labels, every timeline note (including our
// own failure reasons inside them) and the help-centre categories follow x-locale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  freshCard,
  jobRunner,
  key,
  newShopper,
  PLAYER,
  REJECTED_PLAYER,
  RETURN_URL,
  setUpCatalog,
  submitCheckout,
  type Fixture,
} from './fixtures.ts';

let t: TestApp;
let f: Fixture;
let shopper: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  f = await setUpCatalog(t);
  shopper = await newShopper(t);
});
afterAll(() => t.close());

async function paidOrder(player: { id: string; name: string }) {
  const created = await t.call(
    'createOrder',
    {
      idempotencyKey: key(),
      items: [{ packageId: f.pkg.medium, quantity: 1, playerId: player.id, roleName: player.name }],
      payMethod: 'card',
      returnUrl: RETURN_URL,
    },
    { token: shopper.token },
  );
  const { orderId, payUrl } = created.body.data;
  await submitCheckout(t, payUrl, freshCard());
  await jobRunner(t).drain();
  return orderId;
}

describe('order texts in x-locale', () => {
  it('a delivered order: status label and every note in German, Japanese and English', async () => {
    const orderId = await paidOrder(PLAYER);
    const read = (locale: string) =>
      t.call('orderDetail', { orderId }, { token: shopper.token, locale });
    const de = (await read('de')).body.data;
    expect(de.status).toBe('complete');
    expect(de.statusLabel).toBe('Abgeschlossen');
    expect(de.timeline.map((e) => e.note)).toEqual([
      null,
      'Kartenzahlung übermittelt',
      expect.stringMatching(/^21,09\u00a0\$ bezahlt \(.+\)$/),
      // not "confirmed" before a delivery that the publisher may still refuse
      'Aufladung wird an das Spiel gesendet',
      'Geliefert',
    ]);
    const ja = (await read('ja')).body.data;
    expect(ja.statusLabel).toBe('完了');
    expect(ja.timeline.at(-1)?.note).toBe('配送済み');
    const en = (await read('en')).body.data;
    expect(en.statusLabel).toBe('Complete');
    expect(en.timeline.map((e) => e.note).slice(1)).toEqual([
      'Card payment submitted',
      expect.stringMatching(/^Paid \$21\.09 \(.+\)$/),
      'Sending the top-up to the game',
      'Delivered',
    ]);
  });

  it("a refunded order: the reason and the amount inside the note are in the reader's language", async () => {
    const orderId = await paidOrder(REJECTED_PLAYER);
    const fr = await t.call('orderDetail', { orderId }, { token: shopper.token, locale: 'fr' });
    expect(fr.body.data.statusLabel).toBe('Échec');
    expect(fr.body.data.timeline.at(-2)?.note).toBe(
      "L'éditeur a refusé la recharge pour cet ID de joueur ; remboursement de 21,09\u00a0$US en cours",
    );
    expect(fr.body.data.timeline.at(-1)?.note).toBe('21,09\u00a0$US remboursé');
    const zh = await t.call('orderDetail', { orderId }, { token: shopper.token, locale: 'zh-CN' });
    expect(zh.body.data.timeline.at(-2)?.note).toBe(
      '发行商拒绝为此玩家 ID 充值；US$21.09 退款处理中',
    );
    expect(zh.body.data.timeline.at(-1)?.note).toBe('已退款 US$21.09');
  });

  it('list and cancel answer the label in x-locale', async () => {
    const created = await t.call(
      'createOrder',
      {
        idempotencyKey: key(),
        items: [
          { packageId: f.pkg.medium, quantity: 1, playerId: PLAYER.id, roleName: PLAYER.name },
        ],
        payMethod: 'wallet',
        returnUrl: RETURN_URL,
      },
      { token: shopper.token },
    );
    const { orderId } = created.body.data;
    const listed = await t.call(
      'orderList',
      { status: 'paying', page: 1, pageSize: 10 },
      { token: shopper.token, locale: 'ru' },
    );
    expect(listed.body.data.list.find((o) => o.orderId === orderId)?.statusLabel).toBe(
      'Идёт оплата',
    );
    const cancelled = await t.call(
      'cancelOrder',
      { orderId },
      { token: shopper.token, locale: 'vi' },
    );
    expect(cancelled.body.data.statusLabel).toBe('Đã hủy đơn');
    const detail = await t.call('orderDetail', { orderId }, { token: shopper.token, locale: 'th' });
    expect(detail.body.data.timeline.at(-1)?.note).toBe('ผู้ซื้อยกเลิกแล้ว');
  });
});

describe('help centre in x-locale', () => {
  it('names the categories in the language asked, articles unchanged', async () => {
    const en = await t.call('helpList');
    const de = await t.call('helpList', {}, { locale: 'de' });
    expect(en.body.data.map((c) => c.title)).toEqual([
      'Orders and delivery',
      'Payments and fees',
      'Account',
      'Policies and support',
    ]);
    expect(de.body.data.map((c) => c.title)).toEqual([
      'Bestellungen und Lieferung',
      'Zahlungen und Gebühren',
      'Konto',
      'Richtlinien und Support',
    ]);
    expect(de.body.data.map((c) => c.code)).toEqual(en.body.data.map((c) => c.code));
    const id = await t.call('helpList', {}, { locale: 'id' });
    expect(id.body.data[0]?.title).toBe('Pesanan dan pengiriman');
  });
});
