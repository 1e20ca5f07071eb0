import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"payment.succeeded"}';

describe('webhook signatures', () => {
  it('accepts a fresh signature of the exact raw body', () => {
    expect(verifyWebhook(secret, body, signWebhook(secret, body, 1000), 1200)).toEqual({
      ok: true,
    });
  });

  it('refuses a changed body, another secret, or a garbled header', () => {
    const header = signWebhook(secret, body, 1000);
    expect(verifyWebhook(secret, body.replace('evt_1', 'evt_2'), header, 1000)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhook('other', body, header, 1000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(secret, body, 'v1=zz', 1000)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWebhook(secret, body, undefined, 1000)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses timestamps more than 300 s away', () => {
    const header = signWebhook(secret, body, 1000);
    expect(verifyWebhook(secret, body, header, 1300)).toEqual({ ok: true });
    expect(verifyWebhook(secret, body, header, 1301)).toEqual({ ok: false, reason: 'stale' });
  });
});
