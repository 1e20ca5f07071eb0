// Entry for apps that bundle only the English sections of their first paint
// (`@gemlane/i18n/split`): no English pack is imported here, the rest is one lazy chunk.
import { loadLanguagePack } from './packs/loaders.ts';
import type { LanguagePack } from './sections.ts';

export { DEFAULT_NAMESPACE, createI18nController } from './controller.ts';
// The language a page starts in, without the package's main entry (which bundles all of English).
export { resolveLanguage } from './resolve-language.ts';
export type {
  CreateI18nControllerOptions,
  CreateI18nOptions,
  EnglishSource,
  I18nController,
  InitI18nOptions,
} from './controller.ts';

/** Every English section the browser uses, as one lazily loaded chunk. */
export function loadEnglishPack(): Promise<LanguagePack> {
  return loadLanguagePack('en');
}
