import { useApi } from '../../adapters/api-client.tsx';
import { useRequest } from '../../components/use-request.ts';

/** The full profile of the signed-in user (getUserInfo). */
export function useProfile() {
  const api = useApi();
  return useRequest(() => api.getUserInfo(), [api]);
}
