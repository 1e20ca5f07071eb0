// @gemlane/stores: jotai atoms, rules and state machines, without React (hooks: `@gemlane/stores/react`).
export * from './storage-keys.ts';
export { storedValuesDeferredAtom } from './storage.ts';
export { storesApiAtom, type StoresApi, type StoresApiCall } from './api.ts';
export * from './session/session.ts';
export * from './session/session-cookie.ts';
export * from './language/language-currency.ts';
export * from './language/language-popup.ts';
export * from './language/profile-language.ts';
export * from './games/games.ts';
export * from './coupons/coupons.ts';
export * from './notice/trade-notice.ts';
export * from './messages/unread-messages.ts';
export * from './activity/home-activity.ts';
export * from './account/avatar-editor.ts';
export * from './account/email-binding.ts';
export * from './subscription/subscription-machine.ts';
export * from './search/game-search.ts';
export { browserStorage } from './storage.ts';
