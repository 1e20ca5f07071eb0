// The app's i18next instance. English ships only the sections the shell and the home page show
// at first paint; every other section arrives as one chunk with the first other screen
// (`app/route-views.ts`) or, as a safety net, when a key of a missing section is asked for.
import { createI18nController, loadEnglishPack } from '@gemlane/i18n/split';
import { signUpPromo } from '@gemlane/i18n/locales/en/accountInfo.json';
import banner from '@gemlane/i18n/locales/en/banner.json';
import {
  aboutUs,
  backToHome,
  blog,
  customerService,
  errorBoundary,
  games,
  helpCenter,
  hotGames,
  languageAndCurrency,
  loading,
  notFound,
  privacy,
  searchPlaceholder,
  shortLinkFailed,
  shortLinkNotFound,
  signUp,
  terms,
  viewAll,
} from '@gemlane/i18n/locales/en/common.json';
import {
  claim,
  claimed,
  minimumOrder,
  noMinimum,
  off,
  percentOff,
} from '@gemlane/i18n/locales/en/coupon.json';
import { systemException } from '@gemlane/i18n/locales/en/errors.json';
import footer from '@gemlane/i18n/locales/en/footer.json';
import {
  cart,
  discountBannerLabel,
  footer as mobileFooter,
  home,
  orderNoticeLabel,
  tabBarLabel,
  tabMark,
} from '@gemlane/i18n/locales/en/mobile.json';
import { noFee, support } from '@gemlane/i18n/locales/en/policies.json';
import { Home } from '@gemlane/i18n/locales/en/seo.json';
import tabBar from '@gemlane/i18n/locales/en/tabBar.json';

/**
 * English in the first chunk: the texts of the shell and the home page at first paint (whole
 * sections, or the groups of a section that home uses; JSON named imports keep the rest out).
 */
export const FIRST_PAINT_SECTIONS = {
  accountInfo: { signUpPromo },
  banner,
  common: {
    aboutUs,
    backToHome,
    blog,
    customerService,
    errorBoundary,
    games,
    helpCenter,
    hotGames,
    languageAndCurrency,
    loading,
    notFound,
    privacy,
    searchPlaceholder,
    // Said on arrival at home from a short link that is not found (the link's page is home).
    shortLinkFailed,
    shortLinkNotFound,
    signUp,
    terms,
    viewAll,
  },
  coupon: { claim, claimed, minimumOrder, noMinimum, off, percentOff },
  errors: { systemException },
  footer,
  mobile: {
    cart,
    discountBannerLabel,
    footer: mobileFooter,
    home,
    orderNoticeLabel,
    tabBarLabel,
    tabMark,
  },
  policies: { noFee, support },
  seo: { Home },
  tabBar,
};

const controller = createI18nController({
  english: { bundled: { ...FIRST_PAINT_SECTIONS }, loadRest: loadEnglishPack },
});

export const i18n = controller.i18n;
/** Before the first render: English, then the resolved language's pack. */
export const initI18n = controller.initI18n;
/** Every English section; screens other than home wait for it beside their own chunk. */
export const loadFullEnglish = controller.loadFullEnglish;

/**
 * A lazy module loaded together with every English section: for code that shows texts the first
 * chunk does not hold (other screens, the newsletter, the language sheet).
 */
export function withFullEnglish<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullEnglish()]).then(([loaded]) => loaded);
}
