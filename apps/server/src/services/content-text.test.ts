import { describe, expect, it } from 'vitest';
import { fillText, packageNameIn, translateText } from './content-text.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('seed texts in the request language', () => {
  it('translates a seed text, and falls back to English for a text it does not know', () => {
    expect(translateText('de', 'Best value')).toBe('Bestes Angebot');
    expect(translateText('ja', 'America')).toBe('アメリカ');
    expect(translateText('de', 'A text edited in the database')).toBe(
      'A text edited in the database',
    );
    expect(translateText('en', 'Best value')).toBe('Best value');
  });

  it('fills amounts in the currency and numbers in the locale', () => {
    const money = (usd: number) => `<${usd}>`;
    expect(fillText('from {{usd:199}}', 'de', money)).toBe('from <199>');
    expect(plain(fillText('Up to {{n:2100}} UC', 'de', money))).toBe('Up to 2.100 UC');
    expect(fillText('{{off}} off', 'en', money, { off: '$2.00' })).toBe('$2.00 off');
  });

  it('writes package names with the locale digits and words (no "6,480" in German)', () => {
    expect(plain(packageNameIn('de', '6,480 + 1,600 Genesis Crystals'))).toBe(
      '6.480 + 1.600 Genesis Crystals',
    );
    expect(plain(packageNameIn('fr', '1,000 + 155 Diamonds'))).toBe('1 000 + 155 Diamants');
    expect(packageNameIn('ja', '50 + 5 Diamonds')).toBe('ダイヤ 50 + 5');
    expect(packageNameIn('en', '6,480 + 1,600 Genesis Crystals')).toBe(
      '6,480 + 1,600 Genesis Crystals',
    );
    expect(packageNameIn('de', 'Weekly Membership')).toBe('Wochenmitgliedschaft');
  });
});
