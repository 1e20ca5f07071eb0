// @gemlane/env: brand, environment, API base and client context. Pure and web-standard (browser, Node, workerd).
export { BRAND } from './brand.ts';
export {
  apiBaseUrl,
  environmentFromHost,
  isLocalHost,
  normalizeHost,
  TEST_API_BASE_URL,
  type Environment,
} from './environment.ts';
export {
  classifyDevice,
  deviceType,
  IN_APP_PATTERN,
  isBot,
  isInApp,
  isPC,
  MAX_USER_AGENT_LENGTH,
  uaDevice,
  type DeviceClass,
  type DeviceHints,
  type DeviceType,
} from './device.ts';
export { detectContext, type ContextSource, type RuntimeContext } from './context.ts';
