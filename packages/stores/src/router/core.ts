// @gemlane/stores/router/core: the route table and pure helpers without React (edge, server, tests).
export * from './routes.ts';
export * from './redirect.ts';
export * from './partner.ts';
export * from './attribution.ts';
export * from './analytics.ts';
export * from './seo-en.ts';
export * from './page-load.ts';
export {
  closeWebPage,
  hasNativeBridge,
  postToNative,
  type BridgeMessage,
} from './native-bridge.ts';
export * from './server-rendered.ts';
