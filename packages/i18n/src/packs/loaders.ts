import type { LanguageCode } from '../languages.ts';
import type { LanguagePack } from '../sections.ts';
import en from './en.ts';

export type PackLoader = (lng: LanguageCode) => Promise<LanguagePack>;

// One dynamic import per language: each becomes its own chunk, fetched on the first switch.
const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: LanguagePack }>> = {
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
  id: () => import('./id.ts'),
  ja: () => import('./ja.ts'),
  ms: () => import('./ms.ts'),
  ru: () => import('./ru.ts'),
  th: () => import('./th.ts'),
  vi: () => import('./vi.ts'),
  zh: () => import('./zh.ts'),
};

/** Loads the pack of a language as a static file; English is already in the main bundle. */
export const loadLanguagePack: PackLoader = async (lng) => {
  if (lng === 'en') return en;
  return (await LOADERS[lng]()).default;
};
