import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  languageOrFallback,
  type LanguageCode,
} from './languages.ts';
import { loadLanguagePack, type PackLoader } from './packs/loaders.ts';
import type { LanguagePack } from './sections.ts';
import { resolveLanguage, type StorageLike } from './resolve-language.ts';
import './types.ts';

/** The one namespace: section files are top-level keys inside it (`t('share.title')`). */
export const DEFAULT_NAMESPACE = 'translation';

/**
 * Where English comes from. `bundled` is in the app's first chunk; `loadRest`, when given, fetches
 * the whole English pack later, for apps that bundle only the sections their first paint needs.
 */
export interface EnglishSource {
  bundled: LanguagePack;
  loadRest?: () => Promise<LanguagePack>;
}

export interface CreateI18nOptions {
  /** How a pack is fetched; the default imports the per-language chunk. Tests inject failures. */
  loadPack?: PackLoader;
  /** Where load failures are reported; console.error by default. */
  logError?: (message: string, error: unknown) => void;
}

export interface CreateI18nControllerOptions extends CreateI18nOptions {
  english: EnglishSource;
}

export interface InitI18nOptions {
  /** Explicit language; otherwise resolved from `search` and `storage`. */
  language?: string;
  /** The query string to read `lang` from; `location.search` in a browser. */
  search?: string | URLSearchParams | null;
  /** Where the stored setting lives; `localStorage` in a browser. */
  storage?: StorageLike | null;
}

export interface I18nController {
  i18n: I18n;
  /** Initialises i18next with English and switches to the resolved language; resolves to it. */
  initI18n(options?: InitI18nOptions): Promise<LanguageCode>;
  /**
   * Loads the pack if needed and switches. Unsupported codes mean English. A pack that fails to
   * load is logged and the previous language stays; resolves to the language now active.
   */
  changeLanguage(lng: string): Promise<LanguageCode>;
  /** The active language. */
  currentLanguage(): LanguageCode;
  /**
   * Resolves once every English section is present (at once when English is bundled whole). A key
   * of a missing section also starts this load, and react-i18next re-renders when it lands.
   */
  loadFullEnglish(): Promise<void>;
}

function browserSearch(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.search;
}

function browserStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage access can throw (privacy mode, sandboxed frames): behave as if nothing is stored.
    return undefined;
  }
}

function setDocumentLanguage(lng: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** The controller with English from `options.english` (no English pack is imported here). */
export function createI18nController(options: CreateI18nControllerOptions): I18nController {
  const { english } = options;
  const loadPack = options.loadPack ?? loadLanguagePack;
  const logError =
    options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  const i18n = i18next.createInstance();
  // Last request wins when switches overlap: a slow earlier pack must not override a later choice.
  let latestRequest = 0;

  const currentLanguage = (): LanguageCode => languageOrFallback(i18n.language);

  let fullEnglish: Promise<void> | null = english.loadRest ? null : Promise.resolve();
  function loadFullEnglish(): Promise<void> {
    const loadRest = english.loadRest;
    if (fullEnglish || !loadRest) return fullEnglish ?? Promise.resolve();
    fullEnglish = loadRest().then(
      // The bundled sections stay as they are; the rest is added beside them.
      (pack) =>
        void i18n.addResourceBundle(FALLBACK_LANGUAGE, DEFAULT_NAMESPACE, pack, true, false),
      (error: unknown) => {
        // Not cached: the next caller tries again.
        fullEnglish = null;
        logError('[i18n] The English pack failed to load.', error);
      },
    );
    return fullEnglish;
  }

  async function changeLanguage(requested: string): Promise<LanguageCode> {
    if (!i18n.isInitialized) return initI18n({ language: requested });
    const lng = languageOrFallback(requested);
    const request = ++latestRequest;
    const previous = currentLanguage();
    if (!i18n.hasResourceBundle(lng, DEFAULT_NAMESPACE)) {
      try {
        const pack = await loadPack(lng);
        i18n.addResourceBundle(lng, DEFAULT_NAMESPACE, pack, true, true);
      } catch (error) {
        logError(`[i18n] Language pack "${lng}" failed to load; keeping "${previous}".`, error);
        return currentLanguage();
      }
    }
    if (request !== latestRequest) return currentLanguage();
    await i18n.changeLanguage(lng);
    setDocumentLanguage(lng);
    return lng;
  }

  async function initI18n(init: InitI18nOptions = {}): Promise<LanguageCode> {
    if (!i18n.isInitialized) {
      await i18n.use(initReactI18next).init({
        lng: FALLBACK_LANGUAGE,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGE_CODES],
        ns: [DEFAULT_NAMESPACE],
        defaultNS: DEFAULT_NAMESPACE,
        resources: { [FALLBACK_LANGUAGE]: { [DEFAULT_NAMESPACE]: english.bundled } },
        // Other packs arrive later through addResourceBundle; no backend plugin is involved.
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        returnNull: false,
        ...(english.loadRest
          ? {
              // A key of an English section not bundled yet fetches the rest of English...
              saveMissing: true,
              missingKeyHandler: () => void loadFullEnglish(),
              // ...and components re-render when it is added.
              react: { useSuspense: false, bindI18nStore: 'added' },
            }
          : { react: { useSuspense: false } }),
      });
      setDocumentLanguage(FALLBACK_LANGUAGE);
    }
    const target =
      init.language ??
      resolveLanguage(
        init.search === undefined ? browserSearch() : init.search,
        init.storage === undefined ? browserStorage() : init.storage,
      );
    return changeLanguage(target);
  }

  return { i18n, initI18n, changeLanguage, currentLanguage, loadFullEnglish };
}
