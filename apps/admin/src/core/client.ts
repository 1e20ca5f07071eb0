// The console's typed calls: the shared request helper over the contract's staff table.
import { createApiClient } from '@gemlane/api';
import { adminEndpoints, type AdminEndpoints } from '@gemlane/contract';
import type { ApiFunctions } from '@gemlane/api';
import type { SessionStore } from './session.ts';

export type AdminApi = ApiFunctions<AdminEndpoints>;

export function createAdminApi(options: {
  baseURL: string;
  session: SessionStore;
  showError: (message: string) => void;
}): AdminApi {
  const { session } = options;
  return createApiClient({
    baseURL: options.baseURL,
    endpoints: adminEndpoints,
    showError: options.showError,
    // Staff texts are English; money is shown in the order's own currency.
    getLocale: () => 'en',
    getCurrency: () => 'USD',
    storage: {
      getToken: () => session.get()?.token,
      clearAuth: () => session.set(null),
      setNeedReload: () => {},
    },
    // A 401 (expired or revoked session) clears the session; the shell then shows sign-in.
    onUnauthorized: () => {},
    validateResponses: false,
  }).api;
}
