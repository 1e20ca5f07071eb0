import { useLoad } from '@gemlane/stores/react';
import { useApi } from '../../adapters/api-client.tsx';

/** The full profile of the signed-in user (getUserInfo). */
export function useProfile() {
  const api = useApi();
  return useLoad(() => api.getUserInfo(), [api]);
}
