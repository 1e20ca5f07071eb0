import type { LanguageCode } from '../languages.ts';
import type { LanguagePack } from '../sections.ts';

export type PackLoader = (lng: LanguageCode) => Promise<LanguagePack>;

// One dynamic import per language: each becomes its own chunk, fetched on the first switch.
const LOADERS: Record<LanguageCode, () => Promise<{ default: LanguagePack }>> = {
  // Apps bundling English whole never ask for it; under `@gemlane/i18n/split` it is the rest.
  en: () => import('./en-split.ts'),
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

/** Loads the pack of a language as a static file. */
export const loadLanguagePack: PackLoader = async (lng) => (await LOADERS[lng]()).default;
