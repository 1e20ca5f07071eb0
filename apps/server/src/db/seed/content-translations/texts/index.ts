// The seed's catalogue words, banners, activities, messages and payment channel names in the nine
// languages besides English, keyed by the English text (source.ts lists every one of them).
import type { LanguageCode } from '@gemlane/contract';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ms } from './ms.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';
import { zh } from './zh.ts';

export const SEED_TEXTS: Record<Exclude<LanguageCode, 'en'>, Readonly<Record<string, string>>> = {
  de,
  fr,
  id,
  ja,
  ms,
  ru,
  th,
  vi,
  zh,
};

/**
 * Texts a language writes exactly as English does (real words of that language, not leftovers),
 * besides the brand, game and product names of ../names.ts.
 */
export const SAME_AS_ENGLISH: Partial<Record<LanguageCode, readonly string[]>> = {
  de: ['Tokens', 'Gold', 'Wallet', 'Newsletter', 'Euro'],
  fr: ['Europe', 'Newsletter', 'Euro'],
  id: ['Asia', 'Euro'],
  ms: ['Asia', 'Euro'],
  vi: ['Euro'],
};
