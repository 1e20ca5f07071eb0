export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type AuthStorage,
} from './client.ts';
export {
  ApiError,
  isApiError,
  isNotFoundError,
  ERROR_CODES,
  DEFAULT_MESSAGES,
  SYSTEM_EXCEPTION_MESSAGE,
} from './errors.ts';
export {
  resolveLocale,
  resolveCurrency,
  DEFAULT_LOCALE,
  DEFAULT_CURRENCY,
  LANGUAGE_SETTING_KEY,
  LANG_STORAGE_KEY,
  CURRENCY_STORAGE_KEY,
  LANG_QUERY_PARAM,
} from './preferences.ts';
export {
  LOGIN_PATH,
  loginUrl,
  currentAddress,
  redirectToLogin,
  type UnauthorizedContext,
} from './unauthorized.ts';
export type {
  ApiFunctions,
  CallOptions,
  EndpointFunction,
  EndpointTable,
  ResultOf,
} from './types.ts';
export { FULL_RESPONSE_CALLS, type FullResponseCall } from './full-response.ts';
