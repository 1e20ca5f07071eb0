// @gemlane/stores/react: the headless hooks over the atoms of `@gemlane/stores`.
export { useSession, type SessionView } from './session/use-session.ts';
export { useLoad, type Loaded, type LoadOptions } from './load/use-load.ts';
export {
  useLanguageCurrency,
  type LanguageCurrencyView,
} from './language/use-language-currency.ts';
export { useLanguagePopup, type LanguagePopupView } from './language/use-language-popup.ts';
export { useAppStartup } from './startup/use-app-startup.ts';
export { NEAR_VIEWPORT_MARGIN_PX, useNearViewport } from './startup/use-near-viewport.ts';
export { SUBSCRIBE_EMAIL_PARAM, SUBSCRIBE_TOKEN_PARAM } from './subscription/subscribe-params.ts';
export {
  useSubscribeConfirmation,
  useSubscription,
  type SubscriptionView,
  type UseSubscriptionOptions,
} from './subscription/use-subscription.ts';
export {
  useAvatarEditor,
  type AvatarDraft,
  type AvatarEditorOptions,
  type AvatarEditorView,
} from './account/use-avatar-editor.ts';
export { useGameSearch, type GameSearchView } from './search/use-game-search.ts';
export { useHomeCoupons, type HomeCouponsView } from './coupons/use-home-coupons.ts';
