import { afterEach, describe, expect, it } from 'vitest';
import {
  currencyDisplayName,
  currencyMinorDigits,
  formatDate,
  formatDateTime,
  formatDiscount,
  formatFee,
  formatMoney,
  formatPercent,
  formatNumber,
  minorToMajor,
  moneyPatternOf,
  percentPatternOf,
  recordFormats,
  seedFormats,
  writePercent,
  writeWithPattern,
} from './format.ts';
import { CURRENCIES } from '@gemlane/contract/constants';
import { LANGUAGE_CODES } from './languages.ts';

// Intl output uses narrow and non-breaking spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyMinorDigits', () => {
  it('treats JPY, IDR and VND as whole units, and asks Intl only for currencies outside the contract', () => {
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('IDR')).toBe(0);
    expect(currencyMinorDigits('vnd')).toBe(0);
    expect(currencyMinorDigits('USD')).toBe(2);
    expect(currencyMinorDigits('EUR')).toBe(2);
    expect(currencyMinorDigits('KWD')).toBe(3);
  });

  it('builds an Intl formatter once per currency, however many prices are formatted', () => {
    const original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        super(...args);
        built += 1;
      }
    } as typeof original;
    try {
      for (let i = 0; i < 50; i++) {
        expect(currencyMinorDigits('BHD')).toBe(3);
        expect(plain(formatMoney(1999 + i, 'CHF', 'de'))).toMatch(/^\d+,\d\d CHF$/);
      }
      // BHD once; CHF's digits once and its display formatter once.
      expect(built).toBe(3);
    } finally {
      Intl.NumberFormat = original;
    }
  });

  it('converts minor units to the major amount', () => {
    expect(minorToMajor(1999, 'USD')).toBe(19.99);
    expect(minorToMajor(1500, 'JPY')).toBe(1500);
    expect(minorToMajor(150000, 'IDR')).toBe(150000);
  });
});

describe('formatMoney (integer minor units)', () => {
  it('formats USD per locale', () => {
    expect(plain(formatMoney(123450, 'USD', 'en'))).toBe('$1,234.50');
    expect(plain(formatMoney(123450, 'USD', 'de'))).toBe('1.234,50 $');
    expect(plain(formatMoney(123450, 'USD', 'fr'))).toBe('1 234,50 $US');
    expect(plain(formatMoney(999, 'USD', 'ja'))).toBe('$9.99');
  });

  it('formats EUR with two decimals', () => {
    expect(plain(formatMoney(500, 'EUR', 'de'))).toBe('5,00 €');
    expect(plain(formatMoney(500, 'EUR', 'en'))).toBe('€5.00');
  });

  it('formats JPY, IDR and VND without decimals: minor units are whole yen, rupiah, dong', () => {
    expect(plain(formatMoney(1500, 'JPY', 'ja'))).toBe('￥1,500');
    expect(plain(formatMoney(150000, 'IDR', 'id'))).toBe('Rp 150.000');
    expect(plain(formatMoney(250000, 'VND', 'vi'))).toBe('250.000 ₫');
  });

  it('writes a whole rouble, baht or peso price point without its zero fraction, and keeps a real one', () => {
    expect(plain(formatMoney(9200, 'RUB', 'ru'))).toBe('92 ₽');
    expect(plain(formatMoney(9250, 'RUB', 'ru'))).toBe('92,50 ₽');
    expect(plain(formatMoney(3500, 'THB', 'th'))).toBe('฿35');
    expect(plain(formatMoney(3550, 'THB', 'th'))).toBe('฿35.50');
    // Currencies priced in cents always show them.
    expect(plain(formatMoney(1000, 'USD', 'en'))).toBe('$10.00');
  });

  it('rejects fractional minor units (money is never a float)', () => {
    expect(() => formatMoney(19.99, 'USD', 'en')).toThrow(RangeError);
  });

  it('formats zero and negative amounts (refunds)', () => {
    expect(plain(formatMoney(0, 'USD', 'en'))).toBe('$0.00');
    expect(plain(formatMoney(-2000, 'USD', 'en'))).toBe('-$20.00');
  });
});

describe('formatNumber', () => {
  it('groups digits per locale', () => {
    expect(plain(formatNumber(1234567.5, 'en'))).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'de'))).toBe('1.234.567,5');
    expect(plain(formatNumber(1234567.5, 'ru'))).toBe('1 234 567,5');
    expect(plain(formatNumber(1234567.5, 'id'))).toBe('1.234.567,5');
  });

  it('passes Intl options through', () => {
    expect(plain(formatNumber(0.045, 'en', { style: 'percent', maximumFractionDigits: 1 }))).toBe(
      '4.5%',
    );
    expect(plain(formatNumber(0.045, 'fr', { style: 'percent', maximumFractionDigits: 1 }))).toBe(
      '4,5 %',
    );
  });
});

describe('formatDate and formatDateTime', () => {
  const when = Date.UTC(2025, 2, 14, 15, 30);

  it('formats dates per locale', () => {
    const utc = { timeZone: 'UTC' };
    expect(formatDate(when, 'en', utc)).toBe('Mar 14, 2025');
    expect(formatDate(when, 'de', utc)).toBe('14.03.2025');
    expect(formatDate(when, 'ja', utc)).toBe('2025/03/14');
    expect(formatDate(when, 'zh', utc)).toBe('2025年3月14日');
    // Thai uses the Buddhist era by default: 2025 CE is 2568 BE.
    expect(formatDate(when, 'th', utc)).toContain('2568');
  });

  it('accepts Date objects and ISO strings and rejects garbage', () => {
    expect(formatDate(new Date(when), 'en', { timeZone: 'UTC' })).toBe('Mar 14, 2025');
    expect(formatDate('2025-03-14T15:30:00Z', 'en', { timeZone: 'UTC' })).toBe('Mar 14, 2025');
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });

  it('formats date and time per locale and time zone', () => {
    expect(plain(formatDateTime(when, 'en', { timeZone: 'UTC' }))).toBe('Mar 14, 2025, 3:30 PM');
    expect(plain(formatDateTime(when, 'de', { timeZone: 'UTC' }))).toBe('14.03.2025, 15:30');
    expect(plain(formatDateTime(when, 'en', { timeZone: 'Asia/Tokyo' }))).toBe(
      'Mar 15, 2025, 12:30 AM',
    );
  });
});

describe('fees, percentages and discounts (amounts are data)', () => {
  it('writes a fee from its data in the currency and locale, not as "4.5% + $0.20"', () => {
    expect(plain(formatFee(450, 20, 'USD', 'en'))).toBe('4.5% + $0.20');
    expect(plain(formatFee(450, 18, 'EUR', 'de'))).toBe('4,5 % + 0,18 €');
    expect(plain(formatFee(390, 9, 'JPY', 'ja'))).toBe('3.9% + ￥9');
    expect(plain(formatFee(390, 0, 'USD', 'fr'))).toBe('3,9 %');
  });

  it('formats percentages per locale', () => {
    expect(plain(formatPercent(1000, 'de'))).toBe('10 %');
    expect(plain(formatPercent(1000, 'th'))).toBe('10%');
  });

  it('always shows a discount with the minus sign', () => {
    expect(plain(formatDiscount(200, 'USD', 'en'))).toBe('-$2.00');
    expect(plain(formatDiscount(-200, 'EUR', 'de'))).toBe('-2,00 €');
    expect(plain(formatDiscount(0, 'USD', 'en'))).toBe('$0.00');
  });

  it('groups digits per locale', () => {
    expect(plain(formatNumber(6480, 'de'))).toBe('6.480');
    expect(plain(formatNumber(6480, 'fr'))).toBe('6 480');
    expect(plain(formatNumber(6480, 'en'))).toBe('6,480');
  });
});

describe('currencyDisplayName', () => {
  it('names a currency in the reader language', () => {
    expect(currencyDisplayName('USD', 'en')).toBe('US Dollar');
    expect(currencyDisplayName('USD', 'de')).toBe('US-Dollar');
    expect(currencyDisplayName('JPY', 'ja')).toBe('日本円');
    expect(currencyDisplayName('EUR', 'fr')).toBe('Euro');
    expect(currencyDisplayName('THB', 'th')).not.toBe('Thai Baht');
  });
});

describe("the server render's texts, hydrated without Intl", () => {
  const Original = Intl.NumberFormat;
  /** Counts the Intl.NumberFormat built from now on (the original still does the work). */
  function countBuilt() {
    const counter = { count: 0 };
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof Original>) {
      counter.count += 1;
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat;
    return counter;
  }
  afterEach(() => {
    Intl.NumberFormat = Original;
  });

  it('records every money and number text a render formats, and only while it runs', async () => {
    const { result, formats } = await recordFormats(async () => {
      await Promise.resolve();
      return [formatMoney(123456, 'EUR', 'de'), formatNumber(98765, 'fr')].join(' | ');
    });
    expect(plain(result)).toBe('1.234,56 € | 98 765');
    const texts = Object.entries(formats).filter(([key]) => !key.startsWith('pattern|'));
    expect(texts.map(([, text]) => plain(text))).toEqual(['1.234,56 €', '98 765']);
    // With the way its money formatter writes any amount.
    expect(Object.keys(formats)).toContain('pattern|money|de|EUR|2');
    // After the render, nothing more is recorded into it.
    formatMoney(42, 'USD', 'en');
    expect(Object.keys(formats)).toHaveLength(3);
  });

  it('answers the seeded texts without building a formatter, and formats the rest through Intl', async () => {
    const { formats } = await recordFormats(async () => {
      formatMoney(777_700, 'THB', 'th');
      formatNumber(31_337, 'ja', { maximumFractionDigits: 0 });
    });
    const built = countBuilt();
    seedFormats(formats);
    expect(plain(formatMoney(777_700, 'THB', 'th'))).toBe(plain(formats['money|th|THB|777700']!));
    expect(formatNumber(31_337, 'ja', { maximumFractionDigits: 0 })).toBe('31,337');
    expect(built.count).toBe(0);
    // Another amount, locale or set of options is not a seeded text.
    expect(plain(formatMoney(777_701, 'THB', 'en'))).toBe('THB 7,777.01');
    expect(built.count).toBe(1);
  });

  it("reads the minor digits of the contract's currencies from its table, never from Intl", () => {
    const built = countBuilt();
    expect(currencyMinorDigits('usd')).toBe(2);
    expect(currencyMinorDigits('KRW')).toBe(0);
    expect(built.count).toBe(0);
  });

  it("writes any amount in a seeded formatter's currency without Intl, as Intl writes it", async () => {
    const { formats } = await recordFormats(async () => {
      formatMoney(1990, 'EUR', 'fr');
    });
    const built = countBuilt();
    seedFormats(formats);
    // Amounts the server never wrote: an offer, a quote, a list asked again after hydration.
    const written = [5, 1234567, -250, 0].map((amount) => formatMoney(amount, 'EUR', 'fr'));
    expect(built.count).toBe(0);
    Intl.NumberFormat = Original;
    const byIntl = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' });
    expect(written).toEqual([0.05, 12345.67, -2.5, 0].map((v) => byIntl.format(v)));
  });

  it('sends both ways a whole-unit currency is written, so a fraction later needs no Intl', async () => {
    const { formats } = await recordFormats(async () => {
      formatMoney(9200, 'RUB', 'ru');
    });
    const built = countBuilt();
    seedFormats(formats);
    const written = [formatMoney(9250, 'RUB', 'ru'), formatMoney(150000, 'RUB', 'ru')];
    expect(built.count).toBe(0);
    expect(written.map(plain)).toEqual(['92,50 ₽', '1 500 ₽']);
  });

  it("describes the page's currency even when the render wrote no amount in it", async () => {
    const { formats } = await recordFormats(async () => 'no prices here', {
      locale: 'de',
      currency: 'eur',
    });
    expect(Object.keys(formats).toSorted()).toEqual([
      'pattern|money|de|EUR|2',
      'pattern|percent|de',
    ]);
    const built = countBuilt();
    seedFormats(formats);
    expect(plain(formatMoney(300, 'EUR', 'de'))).toBe('3,00 €');
    // A provider's fee, shown once the payment methods have answered.
    expect(plain(formatFee(450, 20, 'EUR', 'de'))).toBe('4,5 % + 0,20 €');
    expect(built.count).toBe(0);
  });

  it('ignores a seeded pattern that is not one', () => {
    seedFormats({ 'pattern|money|en|GBP|2': '{"pos":["£",""]}', 'pattern|money|en|CHF|2': '{' });
    expect(formatMoney(1234, 'GBP', 'en')).toBe('£12.34');
    expect(plain(formatMoney(1234, 'CHF', 'en'))).toBe('CHF 12.34');
  });

  it('ignores a seed that is not text', () => {
    seedFormats({ 'money|en|USD|5': 5 as unknown as string });
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
  });
});

describe('money patterns', () => {
  const AMOUNTS = [
    0, 1, 5, 10, 99, 100, 105, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1000000,
    1234567, 12345678, 100000000, 987654321, 1234567890, 98765432101, -1, -99, -100, -1234, -12345,
    -1234567, -987654321,
  ];
  it('write every amount as Intl does, for every language and currency of the store', () => {
    let described = 0;
    for (const locale of LANGUAGE_CODES)
      for (const { value: code, decimals } of CURRENCIES)
        for (const digits of new Set([decimals, 0])) {
          const formatter = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: code,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          });
          const pattern = moneyPatternOf(formatter, digits);
          if (!pattern) continue;
          described += 1;
          for (const amount of AMOUNTS) {
            // A formatter without fraction digits only ever writes whole amounts.
            const minor = digits === 0 ? amount * 10 ** decimals : amount;
            expect(
              writeWithPattern(pattern, minor, decimals, digits),
              `${locale} ${code} ${digits} ${minor}`,
            ).toBe(formatter.format(minor / 10 ** decimals));
          }
        }
    // Every language and currency of the store is described (none falls back to Intl).
    const variants = CURRENCIES.reduce((n, c) => n + (c.decimals > 0 ? 2 : 1), 0);
    expect(described).toBe(LANGUAGE_CODES.length * variants);
  });
});

describe('percent patterns', () => {
  it('write every share of a fee as Intl does, in every language of the store', () => {
    const SHARES = [0, 1, 5, 10, 50, 99, 100, 105, 150, 250, 290, 349, 350, 450, 999, 1000, 1234];
    for (const locale of LANGUAGE_CODES) {
      const formatter = new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 2,
      });
      const pattern = percentPatternOf(formatter);
      expect(pattern, locale).not.toBeNull();
      for (const share of [...SHARES, 2500, 9999, 99_999])
        expect(writePercent(pattern!, share), `${locale} ${share}`).toBe(
          formatter.format(share / 10_000),
        );
    }
  });
});
