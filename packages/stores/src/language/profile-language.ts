// Language and currency are one state (docs/product.md §4): once signed in, the page, the header and
// the x-locale / x-currency headers all use the same pair. The choice saved on this device (or
// a `lang` link) wins; what it leaves open comes from the profile (initInfo's defaultSelected for
// a signed-in user). A pair the page is not running in is stored and the page reloads into it; a
// pair the profile does not hold is saved to the profile, so the next device agrees too.
import type { CurrencyOption, InitInfo, LanguageOption } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import {
  currencyAtom,
  FALLBACK_CURRENCY,
  FALLBACK_LANGUAGE,
  languageAtom,
  readLanguageSetting,
  writeLanguageSetting,
} from './language-currency.ts';

export interface LanguagePair {
  language: string;
  currency: string;
}

export interface LanguageSyncPlan extends LanguagePair {
  /** The page runs in another pair: store this one and reload. */
  adopt: boolean;
  /** The profile holds another pair: save this one to it (selectReport). */
  report: boolean;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The pair a signed-in user should see. `chosen` is this device's explicit choice (saved setting,
 * `lang` link); without one the page runs in English and US dollars.
 */
export function planLanguageSync(
  chosen: { language: string | null; currency: string | null },
  profile: LanguagePair,
): LanguageSyncPlan {
  const language = chosen.language ?? profile.language;
  const currency = (chosen.currency ?? profile.currency).toUpperCase();
  const page = {
    language: chosen.language ?? FALLBACK_LANGUAGE.value,
    currency: chosen.currency ?? FALLBACK_CURRENCY.value,
  };
  return {
    language,
    currency,
    adopt: !same(language, page.language) || !same(currency, page.currency),
    report: !same(language, profile.language) || !same(currency, profile.currency),
  };
}

export interface ApplyProfileLanguage {
  info: Pick<InitInfo, 'languageInfo' | 'currencyInfo' | 'loginCheck'>;
  /** Default: `location.reload()`. */
  reload?: () => void;
}

/**
 * Applies the plan for a signed-in initInfo (a visitor's lists already follow x-locale and
 * x-currency). Returns the plan, or null for a visitor. The page only reloads once the pair is
 * really stored (no reload loop when storage is blocked).
 */
export const applyProfileLanguageAtom = atom(
  null,
  async (
    get,
    set,
    { info, reload = () => globalThis.location?.reload() }: ApplyProfileLanguage,
  ): Promise<LanguageSyncPlan | null> => {
    if (!info.loginCheck.isLogin) return null;
    const plan = planLanguageSync(
      { language: get(languageAtom), currency: get(currencyAtom) },
      { language: info.languageInfo.defaultSelected, currency: info.currencyInfo.defaultSelected },
    );
    if (plan.report) {
      try {
        await requireApi(get).selectReport(
          {
            language: plan.language as LanguageOption['value'],
            currency: plan.currency as CurrencyOption['value'],
          },
          { hideError: true },
        );
      } catch {
        // The device keeps its pair; the profile is updated on the next choice.
      }
    }
    if (plan.adopt) {
      set(languageAtom, plan.language);
      set(currencyAtom, plan.currency);
      writeLanguageSetting(plan.language, plan.currency);
      const stored = readLanguageSetting();
      if (
        stored?.language &&
        stored.currency &&
        same(stored.language, plan.language) &&
        same(stored.currency, plan.currency)
      )
        reload();
    }
    return plan;
  },
);
