// Browser entry: i18next + react-i18next with English bundled and the other packs loaded on demand.
import { createI18n } from './create-i18n.ts';

const controller = createI18n();

/** The app-wide i18next instance (react-i18next uses it without a provider). */
export const i18n = controller.i18n;
/** Initialise once before the first render: English, then the resolved language's pack. */
export const initI18n = controller.initI18n;
/** Switch language; a failing pack is logged and the previous language stays. */
export const changeLanguage = controller.changeLanguage;
export const currentLanguage = controller.currentLanguage;
/** Resolves at once here: this entry bundles every English section. */
export const loadFullEnglish = controller.loadFullEnglish;

export { createI18n, createI18nController, DEFAULT_NAMESPACE } from './create-i18n.ts';
export type {
  CreateI18nControllerOptions,
  CreateI18nOptions,
  EnglishSource,
  I18nController,
  InitI18nOptions,
} from './create-i18n.ts';
export {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  SUPPORTED_LANGUAGES,
  isLanguageCode,
  languageOrFallback,
  normalizeLanguage,
} from './languages.ts';
export type { LanguageCode, SupportedLanguage } from './languages.ts';
export {
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_SETTING_STORAGE_KEY,
  PLAIN_LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  resolveLanguage,
} from './resolve-language.ts';
export type { StorageLike } from './resolve-language.ts';
export {
  ZERO_DECIMAL_CURRENCIES,
  currencyDisplayName,
  currencyMinorDigits,
  formatDate,
  formatDateTime,
  formatDiscount,
  formatFee,
  formatMoney,
  formatNumber,
  formatPercent,
  minorToMajor,
  recordFormats,
  seedFormats,
} from './format.ts';
export type { DateInput } from './format.ts';
export type { PackLoader } from './packs/loaders.ts';
export { SERVER_ONLY_SECTIONS } from './sections.ts';
export type { LanguagePack, SectionTree } from './sections.ts';
export type { BrowserResources, EnglishResources, KeyPaths, TranslationKey } from './types.ts';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
