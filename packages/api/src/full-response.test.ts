import { endpoints, type Envelope, type ResponseOf } from '@gemlane/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client.ts';
import { FULL_RESPONSE_CALLS } from './full-response.ts';

const client = createApiClient({
  storage: {
    getToken: () => undefined,
    clearAuth: () => undefined,
    setNeedReload: () => undefined,
  },
  showError: () => undefined,
});

describe('contract calls', () => {
  it('FULL_RESPONSE_CALLS names exactly the calls the contract flags fullResponse', () => {
    const flagged = Object.entries(endpoints)
      .filter(([, def]) => def.fullResponse === true)
      .map(([name]) => name);
    expect([...FULL_RESPONSE_CALLS].sort()).toEqual(flagged.sort());
  });

  it('full-response calls are typed with the envelope, the others with data', () => {
    for (const name of FULL_RESPONSE_CALLS) expect(client.api[name]).toBeTypeOf('function');
    type Api = typeof client.api;
    expectTypeOf<Awaited<ReturnType<Api['verifyRegisterEmail']>>>().toEqualTypeOf<
      Envelope<ResponseOf<typeof endpoints.verifyRegisterEmail>>
    >();
    expectTypeOf<Awaited<ReturnType<Api['confirmSubscribe']>>>().toEqualTypeOf<
      Envelope<ResponseOf<typeof endpoints.confirmSubscribe>>
    >();
    expectTypeOf<Awaited<ReturnType<Api['getUserInfoDetail']>>>().toEqualTypeOf<
      ResponseOf<typeof endpoints.getUserInfoDetail>
    >();
  });
});
