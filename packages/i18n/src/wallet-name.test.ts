// The wallet has one name everywhere a shopper reads it: the method on the order, the site message
// and e-mail of a refund, the hosted checkout and the order pages of the phone site.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages.ts';

const pack = (lng: string, section: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../locales/${lng}/${section}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
const at = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((n, key) => (n as Record<string, unknown>)?.[key], node);

describe('the wallet name', () => {
  it.each(SUPPORTED_LANGUAGES.map((l) => l.value))('is one name in %s', (lng) => {
    const names = new Set([
      at(pack(lng, 'topUp'), 'method.wallet'),
      at(pack(lng, 'server'), 'notice.methodWallet'),
      at(pack(lng, 'server'), 'checkout.channelWallet'),
      at(pack(lng, 'mobile'), 'orders.wallet'),
    ]);
    expect([...names]).toHaveLength(1);
    expect(String([...names][0])).toMatch(/Gemlane/);
  });

  it.each(SUPPORTED_LANGUAGES.map((l) => l.value))(
    'is the name the About page pays with in %s (no generic e-wallet)',
    (lng) => {
      const name = String(at(pack(lng, 'topUp'), 'method.wallet'));
      const about = String(at(pack(lng, 'legal'), 'aboutHow'));
      // Russian declines the name ("Кошельком Gemlane"); every other pack uses it as it is.
      if (lng === 'ru') expect(about).toContain('Кошельком Gemlane');
      else expect(about).toContain(name);
    },
  );
});
