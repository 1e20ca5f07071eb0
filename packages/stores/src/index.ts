// @gemlane/stores: jotai atoms and headless hooks of the storefront.
export * from './storage-keys.ts';
export * from './session/session.ts';
