import { defineEndpoint, endpoints as contractEndpoints, type Envelope } from '@gemlane/contract';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  vi,
} from 'vitest';
import { z } from 'zod';
import { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClientOptions } from './client.ts';
import { ApiError, isApiError, SYSTEM_EXCEPTION_MESSAGE } from './errors.ts';
import {
  echo,
  ok,
  sendJson,
  sendText,
  startServer,
  type Handler,
  type TestServer,
} from './test-server.ts';

const echoed = z.object({
  method: z.string(),
  query: z.record(z.string(), z.string()),
  body: z.string(),
});
const userInfo = z.object({
  nickname: z.string(),
  uid: z.string(),
  processingOrderCount: z.number().int(),
  availableCouponCount: z.number().int(),
});

// A table in the contract's shape; `fullResponse: true as const` keeps the flag visible to the types.
const table = {
  searchGame: defineEndpoint({
    method: 'GET',
    path: '/api/echo',
    request: z.object({
      page: z.number(),
      pageSize: z.number(),
      gameName: z.string(),
      ids: z.array(z.number()).optional(),
    }),
    response: echoed,
    auth: 'none',
    summary: 'echo as GET',
  }),
  selectReport: defineEndpoint({
    method: 'POST',
    path: '/api/echo',
    request: z.object({ language: z.string(), currency: z.string() }),
    response: echoed,
    auth: 'optional',
    summary: 'echo as POST',
  }),
  getUserInfoDetail: defineEndpoint({
    method: 'GET',
    path: '/api/user/getUserInfoDetail',
    request: z.object({}),
    response: userInfo,
    auth: 'required',
    summary: 'user info',
  }),
  sendEmailBindCode: {
    ...defineEndpoint({
      method: 'POST',
      path: '/api/user/sendEmailBindCode',
      request: z.object({ email: z.string() }),
      response: z.null(),
      auth: 'required',
      summary: 'full response',
    }),
    fullResponse: true as const,
  },
  getUnreadMessageCount: defineEndpoint({
    method: 'GET',
    path: '/api/message/getUnreadMessageCount',
    request: z.object({}),
    response: z.number(),
    auth: 'required',
    hideError: true,
    summary: 'errors hidden',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/base/sys/upload',
    request: z.object({ file: z.instanceof(Blob), folder: z.string(), tags: z.array(z.string()) }),
    response: z.object({ url: z.string() }),
    auth: 'required',
    multipart: true,
    summary: 'multipart',
  }),
};

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null };
}

function fakeLocation(address: string) {
  const url = new URL(address, 'https://www.gemlane.com');
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: vi.fn<(url: string) => void>(),
  };
}

function authState(token?: string) {
  const state = { token, userInfo: token ? { uid: 'u1' } : undefined, needReload: false };
  const storage = {
    getToken: () => state.token,
    clearAuth: () => {
      state.token = undefined;
      state.userInfo = undefined;
    },
    setNeedReload: () => {
      state.needReload = true;
    },
  };
  return { state, storage };
}

let server: TestServer;
const routes: Record<string, Handler> = {};

beforeAll(async () => {
  server = await startServer(routes);
});
afterAll(() => server.close());
beforeEach(() => {
  vi.stubGlobal('location', fakeLocation('/home'));
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  server.requests.length = 0;
});

function makeClient(overrides: Partial<ApiClientOptions<typeof table>> = {}, token?: string) {
  const auth = authState(token);
  const showError = vi.fn<(message: string) => void>();
  const client = createApiClient({
    baseURL: server.baseURL,
    storage: auth.storage,
    showError,
    endpoints: table,
    ...overrides,
  });
  return { client, showError, auth };
}

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server received no request');
  return request;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('headers', () => {
  it('sends x-auth-token only when a token exists', async () => {
    routes['/api/echo'] = echo;
    await makeClient({}, 'tok-123').client.api.searchGame({ page: 1, pageSize: 10, gameName: 'a' });
    expect(lastRequest().headers['x-auth-token']).toBe('tok-123');

    await makeClient().client.api.searchGame({ page: 1, pageSize: 10, gameName: 'a' });
    expect(lastRequest().headers).not.toHaveProperty('x-auth-token');

    await makeClient({}, '').client.api.searchGame({ page: 1, pageSize: 10, gameName: 'a' });
    expect(lastRequest().headers).not.toHaveProperty('x-auth-token');
  });

  it('reads the token at call time, so a login between calls is picked up', async () => {
    routes['/api/echo'] = echo;
    const { client, auth } = makeClient();
    await client.api.selectReport({ language: 'en', currency: 'USD' });
    expect(lastRequest().headers).not.toHaveProperty('x-auth-token');
    auth.state.token = 'fresh';
    await client.api.selectReport({ language: 'en', currency: 'USD' });
    expect(lastRequest().headers['x-auth-token']).toBe('fresh');
  });

  it('sends the given headers with every call, never in place of its own', async () => {
    routes['/api/echo'] = echo;
    const { client } = makeClient(
      { headers: { 'accept-language': 'de-DE,de;q=0.9', 'x-locale': 'fr' } },
      'tok-9',
    );
    await client.api.searchGame({ page: 1, pageSize: 10, gameName: 'a' });
    expect(lastRequest().headers).toMatchObject({
      'accept-language': 'de-DE,de;q=0.9',
      'x-locale': 'en',
      'x-auth-token': 'tok-9',
    });
    await client.api.selectReport({ language: 'en', currency: 'USD' });
    expect(lastRequest().headers['accept-language']).toBe('de-DE,de;q=0.9');
  });

  describe('x-locale resolution: lang URL parameter, stored setting, plain lang key, en', () => {
    const setting = JSON.stringify({ language: { value: 'ja' }, currency: { value: 'JPY' } });

    async function sentLocale(): Promise<unknown> {
      routes['/api/echo'] = echo;
      await makeClient().client.api.searchGame({ page: 1, pageSize: 10, gameName: 'a' });
      return lastRequest().headers['x-locale'];
    }

    it('takes the lang URL parameter first', async () => {
      vi.stubGlobal('location', fakeLocation('/home?lang=de'));
      vi.stubGlobal('localStorage', memoryStorage({ language_setting: setting, lang: 'fr' }));
      expect(await sentLocale()).toBe('de');
    });

    it('then the stored language_setting', async () => {
      vi.stubGlobal('localStorage', memoryStorage({ language_setting: setting, lang: 'fr' }));
      expect(await sentLocale()).toBe('ja');
    });

    it('then the plain lang key, plain or JSON-encoded', async () => {
      vi.stubGlobal('localStorage', memoryStorage({ lang: 'fr' }));
      expect(await sentLocale()).toBe('fr');
      vi.stubGlobal('localStorage', memoryStorage({ lang: '"th"' }));
      expect(await sentLocale()).toBe('th');
    });

    it('falls back to en with nothing stored, and skips values that are not language tags', async () => {
      expect(await sentLocale()).toBe('en');
      vi.stubGlobal('location', fakeLocation('/home?lang=%0Aevil%20header'));
      vi.stubGlobal('localStorage', memoryStorage({ language_setting: '{broken', lang: 'vi' }));
      expect(await sentLocale()).toBe('vi');
    });

    it('uses getLocale when the app overrides it', async () => {
      vi.stubGlobal('location', fakeLocation('/home?lang=de'));
      routes['/api/echo'] = echo;
      await makeClient({ getLocale: () => 'zh' }).client.api.searchGame({
        page: 1,
        pageSize: 1,
        gameName: 'a',
      });
      expect(lastRequest().headers['x-locale']).toBe('zh');
    });
  });

  describe('x-currency', () => {
    async function sentCurrency(
      overrides: Partial<ApiClientOptions<typeof table>> = {},
    ): Promise<unknown> {
      routes['/api/echo'] = echo;
      await makeClient(overrides).client.api.selectReport({ language: 'en', currency: 'x' });
      return lastRequest().headers['x-currency'];
    }

    it('defaults to USD', async () => {
      expect(await sentCurrency()).toBe('USD');
    });

    it('takes the stored setting, then the plain currency key', async () => {
      vi.stubGlobal(
        'localStorage',
        memoryStorage({
          language_setting: JSON.stringify({ currency: { value: 'EUR' } }),
          currency: 'JPY',
        }),
      );
      expect(await sentCurrency()).toBe('EUR');
      vi.stubGlobal('localStorage', memoryStorage({ currency: 'idr' }));
      expect(await sentCurrency()).toBe('IDR');
    });

    it('uses getCurrency when the app overrides it', async () => {
      expect(await sentCurrency({ getCurrency: () => 'VND' })).toBe('VND');
    });
  });
});

describe('request shape', () => {
  it('GET sends the request as query parameters and no body', async () => {
    routes['/api/echo'] = echo;
    const data = await makeClient().client.api.searchGame({
      page: 2,
      pageSize: 100,
      gameName: 'genshin impact',
      ids: [3, 4],
    });
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.query.get('page')).toBe('2');
    expect(request.query.get('pageSize')).toBe('100');
    expect(request.query.get('gameName')).toBe('genshin impact');
    expect(request.query.getAll('ids')).toEqual(['3', '4']);
    expect(request.body.length).toBe(0);
    expect(data.method).toBe('GET');
  });

  it('other methods send a JSON body and no query', async () => {
    routes['/api/echo'] = echo;
    await makeClient().client.api.selectReport({ language: 'de', currency: 'EUR' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body.toString('utf8'))).toEqual({ language: 'de', currency: 'EUR' });
    expect([...request.query.keys()]).toEqual([]);
  });

  it('multipart endpoints send FormData with files, text and repeated fields', async () => {
    let fields: FormData | undefined;
    routes['/api/base/sys/upload'] = (request, response) => {
      // Parse with the platform's own multipart reader, as a server framework would.
      void new Response(request.body, {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      })
        .formData()
        .then((form) => {
          fields = form;
          sendJson(response, 200, {
            code: 200,
            data: { url: 'https://cdn.test/a.png' },
            message: 'ok',
          });
        });
    };
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'avatar.png', { type: 'image/png' });
    const data = await makeClient().client.api.upload({
      file,
      folder: 'avatars',
      tags: ['a', 'b'],
    });
    expect(data).toEqual({ url: 'https://cdn.test/a.png' });
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const sent = fields?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('avatar.png');
    expect([...new Uint8Array(await (sent as File).arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(fields?.get('folder')).toBe('avatars');
    expect(fields?.getAll('tags')).toEqual(['a', 'b']);
  });
});

describe('responses', () => {
  const detail = {
    nickname: 'Ayla',
    uid: '10086',
    processingOrderCount: 2,
    availableCouponCount: 5,
  };

  it('code 200 resolves with data', async () => {
    routes['/api/user/getUserInfoDetail'] = ok(detail);
    const { client, showError } = makeClient({}, 't');
    const data = await client.api.getUserInfoDetail();
    expect(data).toEqual(detail);
    expect(showError).not.toHaveBeenCalled();
    expectTypeOf(data).toEqualTypeOf<z.output<typeof userInfo>>();
  });

  it('fullResponse calls resolve with the whole envelope', async () => {
    routes['/api/user/sendEmailBindCode'] = (_request, response) =>
      sendJson(response, 200, { code: 200, data: null, message: 'Code sent' });
    const result = await makeClient({}, 't').client.api.sendEmailBindCode({ email: 'a@b.co' });
    expect(result).toEqual({ code: 200, data: null, message: 'Code sent' });
    expectTypeOf(result).toEqualTypeOf<Envelope<null>>();
  });

  it('code 200 with an HTTP error status still counts as success: the envelope decides', async () => {
    routes['/api/user/getUserInfoDetail'] = (_request, response) =>
      sendJson(response, 202, { code: 200, data: detail, message: 'ok' });
    expect(await makeClient().client.api.getUserInfoDetail({})).toEqual(detail);
  });

  it('another code shows the message and rejects with {code, message}', async () => {
    routes['/api/echo'] = (_request, response) =>
      sendJson(response, 200, { code: 1002, data: null, message: 'Parameter Error' });
    const { client, showError } = makeClient();
    const error = await failure(client.api.selectReport({ language: 'en', currency: 'USD' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.toJSON()).toEqual({ code: 1002, message: 'Parameter Error' });
    expect(showError).toHaveBeenCalledExactlyOnceWith('Parameter Error');
  });

  it('fullResponse calls reject on another code too', async () => {
    routes['/api/user/sendEmailBindCode'] = (_request, response) =>
      sendJson(response, 200, { code: 3001, data: null, message: 'E-mail already bound' });
    const { client, showError } = makeClient({}, 't');
    const error = await failure(client.api.sendEmailBindCode({ email: 'a@b.co' }));
    expect([error.code, error.message]).toEqual([3001, 'E-mail already bound']);
    expect(showError).toHaveBeenCalledWith('E-mail already bound');
  });

  it('an endpoint marked hideError rejects without showing the message', async () => {
    routes['/api/message/getUnreadMessageCount'] = (_request, response) =>
      sendJson(response, 200, { code: 1500, data: null, message: 'Busy' });
    const { client, showError } = makeClient({}, 't');
    const error = await failure(client.api.getUnreadMessageCount());
    expect([error.code, error.message]).toEqual([1500, 'Busy']);
    expect(showError).not.toHaveBeenCalled();
  });

  it('the call option hideError overrides the endpoint either way', async () => {
    routes['/api/echo'] = (_request, response) =>
      sendJson(response, 200, { code: 1002, data: null, message: 'Parameter Error' });
    routes['/api/message/getUnreadMessageCount'] = (_request, response) =>
      sendJson(response, 200, { code: 1500, data: null, message: 'Busy' });
    const { client, showError } = makeClient({}, 't');
    await failure(
      client.api.selectReport({ language: 'en', currency: 'USD' }, { hideError: true }),
    );
    expect(showError).not.toHaveBeenCalled();
    await failure(client.api.getUnreadMessageCount({}, { hideError: false }));
    expect(showError).toHaveBeenCalledExactlyOnceWith('Busy');
  });

  it('another code with an empty message shows the default message', async () => {
    routes['/api/echo'] = (_request, response) =>
      sendJson(response, 200, { code: 1002, data: null, message: '' });
    const { client, showError } = makeClient();
    const error = await failure(client.api.selectReport({ language: 'en', currency: 'USD' }));
    expect([error.code, error.message]).toEqual([1002, SYSTEM_EXCEPTION_MESSAGE]);
    expect(showError).toHaveBeenCalledWith('System Exception');
  });
});

describe('401', () => {
  const unauthorized: Handler = (_request, response) =>
    sendJson(response, 200, { code: 401, data: null, message: 'Please log in' });

  it('clears token and user info, sets the reload flag and redirects with the encoded current address', async () => {
    routes['/api/user/getUserInfoDetail'] = unauthorized;
    const location = fakeLocation('/orders/detail?id=42&tab=paid#items');
    vi.stubGlobal('location', location);
    const { client, auth, showError } = makeClient({}, 'stale');
    const error = await failure(client.api.getUserInfoDetail());
    expect([error.code, error.message]).toEqual([401, 'Please log in']);
    expect(auth.state).toEqual({ token: undefined, userInfo: undefined, needReload: true });
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      '/login?redirect=%2Forders%2Fdetail%3Fid%3D42%26tab%3Dpaid%23items',
    );
    expect(
      decodeURIComponent(location.assign.mock.calls[0]?.[0]?.split('redirect=')[1] ?? ''),
    ).toBe('/orders/detail?id=42&tab=paid#items');
    expect(showError).toHaveBeenCalledWith('Please log in');
  });

  it('also answers an HTTP 401 status carrying the envelope', async () => {
    routes['/api/user/getUserInfoDetail'] = (_request, response) =>
      sendJson(response, 401, { code: 401, data: null, message: 'Token expired' });
    const location = fakeLocation('/me');
    vi.stubGlobal('location', location);
    const { client, auth } = makeClient({}, 'stale');
    expect((await failure(client.api.getUserInfoDetail())).code).toBe(401);
    expect(auth.state.token).toBeUndefined();
    expect(location.assign).toHaveBeenCalledWith('/login?redirect=%2Fme');
  });

  it.each(['/login?redirect=%2Fme', '/login/', '/Login', '/login/email'])(
    'does not redirect again when already on the login page (%s), but still clears auth',
    async (address) => {
      routes['/api/user/getUserInfoDetail'] = unauthorized;
      const location = fakeLocation(address);
      vi.stubGlobal('location', location);
      const { client, auth } = makeClient({}, 'stale');
      await failure(client.api.getUserInfoDetail());
      expect(location.assign).not.toHaveBeenCalled();
      expect(auth.state).toEqual({ token: undefined, userInfo: undefined, needReload: true });
    },
  );

  it('redirects from pages that only start with the same letters, such as /logins', async () => {
    routes['/api/user/getUserInfoDetail'] = unauthorized;
    const location = fakeLocation('/logins');
    vi.stubGlobal('location', location);
    await failure(makeClient({}, 'stale').client.api.getUserInfoDetail());
    expect(location.assign).toHaveBeenCalledWith('/login?redirect=%2Flogins');
  });

  it('hides the message on hideError calls but still logs out and redirects', async () => {
    routes['/api/message/getUnreadMessageCount'] = unauthorized;
    const location = fakeLocation('/home');
    vi.stubGlobal('location', location);
    const { client, auth, showError } = makeClient({}, 'stale');
    await failure(client.api.getUnreadMessageCount());
    expect(showError).not.toHaveBeenCalled();
    expect(auth.state.needReload).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/login?redirect=%2Fhome');
  });

  it('hands navigation to onUnauthorized when the app supplies it', async () => {
    routes['/api/user/getUserInfoDetail'] = unauthorized;
    const location = fakeLocation('/coupon?status=1');
    vi.stubGlobal('location', location);
    const onUnauthorized = vi.fn();
    const { client, auth } = makeClient({ onUnauthorized }, 'stale');
    await failure(client.api.getUserInfoDetail());
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({
      loginUrl: '/login?redirect=%2Fcoupon%3Fstatus%3D1',
      redirect: '/coupon?status=1',
      onLoginPage: false,
    });
    expect(location.assign).not.toHaveBeenCalled();
    expect(auth.state.token).toBeUndefined();
  });
});

describe('network and transport failures become code 500', () => {
  async function expectSystemFailure(handler: Handler, message: string) {
    routes['/api/echo'] = handler;
    const { client, showError } = makeClient();
    const error = await failure(client.api.selectReport({ language: 'en', currency: 'USD' }));
    expect([error.code, error.message]).toEqual([500, message]);
    expect(showError).toHaveBeenCalledExactlyOnceWith(message);
  }

  it('HTTP 5xx with a message in the body: the server message', async () => {
    await expectSystemFailure(
      (_request, response) => sendJson(response, 502, { message: 'Upstream unavailable' }),
      'Upstream unavailable',
    );
  });

  it('HTTP 5xx without an envelope: System Exception', async () => {
    await expectSystemFailure(
      (_request, response) => sendText(response, 503, 'Service Unavailable'),
      'System Exception',
    );
  });

  it('a body that is not JSON: System Exception', async () => {
    await expectSystemFailure(
      (_request, response) =>
        sendText(response, 200, '<!doctype html><p>app shell</p>', 'text/html'),
      'System Exception',
    );
  });

  it('JSON without a numeric code: the message if any, else System Exception', async () => {
    await expectSystemFailure(
      (_request, response) => sendJson(response, 200, { data: 1 }),
      'System Exception',
    );
    await expectSystemFailure(
      (_request, response) => sendJson(response, 404, { message: 'No such route' }),
      'No such route',
    );
  });

  it('the connection drops mid-request: System Exception', async () => {
    await expectSystemFailure(
      (_request, response) => response.socket?.destroy(),
      'System Exception',
    );
  });

  it('nothing listens on the port: System Exception', async () => {
    const closed = await startServer({});
    await closed.close();
    const { client, showError } = makeClient({ baseURL: closed.baseURL });
    const error = await failure(client.api.selectReport({ language: 'en', currency: 'USD' }));
    expect([error.code, error.message]).toEqual([500, 'System Exception']);
    expect(showError).toHaveBeenCalledWith('System Exception');
  });

  it('a hidden call fails the same way without a message', async () => {
    routes['/api/message/getUnreadMessageCount'] = (_request, response) =>
      sendText(response, 500, 'oops');
    const { client, showError } = makeClient();
    expect((await failure(client.api.getUnreadMessageCount())).code).toBe(500);
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('timeout', () => {
  const silent: Handler = () => undefined;

  it('defaults to 20000 ms', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
    expect(makeClient().client.config.timeout).toBe(20_000);
  });

  it('a call slower than the timeout fails with code 500 System Exception', async () => {
    routes['/api/echo'] = silent;
    const { client, showError } = makeClient({ timeout: 50 });
    const error = await failure(client.api.selectReport({ language: 'en', currency: 'USD' }));
    expect([error.code, error.message]).toEqual([500, 'System Exception']);
    expect(showError).toHaveBeenCalledWith('System Exception');
  });

  it('a per-call timeout overrides the client timeout', async () => {
    routes['/api/echo'] = silent;
    const error = await failure(
      makeClient().client.api.selectReport({ language: 'en', currency: 'USD' }, { timeout: 50 }),
    );
    expect(error.code).toBe(500);
  });
});

describe('response validation (development only)', () => {
  it('is on by default in development builds and off in production builds', () => {
    vi.stubEnv('DEV', true);
    expect(makeClient().client.config.validateResponses).toBe(true);
    vi.stubEnv('DEV', false);
    expect(makeClient().client.config.validateResponses).toBe(false);
  });

  it('logs a response that breaks the contract and still returns the data', async () => {
    routes['/api/user/getUserInfoDetail'] = ok({ nickname: 'Ayla' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = await makeClient({ validateResponses: true }).client.api.getUserInfoDetail();
    expect(data).toEqual({ nickname: 'Ayla' });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain('getUserInfoDetail');
  });

  it('checks the default table against the contract schemas, loaded on demand', async () => {
    routes['/api/user/getUserInfoDetail'] = ok({ nickname: 'Ayla' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createApiClient({
      baseURL: server.baseURL,
      storage: authState().storage,
      showError: vi.fn(),
      validateResponses: true,
    });
    expect(await client.api.getUserInfoDetail()).toEqual({ nickname: 'Ayla' });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain('getUserInfoDetail');
  });

  it('does not parse responses when validation is off', async () => {
    const parse = vi.fn((value: unknown) => value);
    const watched = {
      ...table,
      getUserInfoDetail: { ...table.getUserInfoDetail, response: z.unknown().transform(parse) },
    };
    routes['/api/user/getUserInfoDetail'] = ok({ nickname: 'Ayla' });
    const common = {
      baseURL: server.baseURL,
      storage: authState().storage,
      showError: vi.fn(),
      endpoints: watched,
    };
    await createApiClient({ ...common, validateResponses: false }).api.getUserInfoDetail();
    expect(parse).not.toHaveBeenCalled();
    await createApiClient({ ...common, validateResponses: true }).api.getUserInfoDetail();
    expect(parse).toHaveBeenCalledOnce();
  });
});

describe('generated functions', () => {
  it('has one function per entry of the table, calling its method and path', async () => {
    routes['/api/user/getUserInfoDetail'] = ok({
      nickname: 'n',
      uid: 'u',
      processingOrderCount: 0,
      availableCouponCount: 0,
    });
    const { client } = makeClient();
    expect(Object.keys(client.api).sort()).toEqual(Object.keys(table).sort());
    await client.api.getUserInfoDetail();
    expect([lastRequest().method, lastRequest().path]).toEqual([
      'GET',
      '/api/user/getUserInfoDetail',
    ]);
  });

  it('covers every endpoint of the contract by default', () => {
    const client = createApiClient({ storage: authState().storage, showError: vi.fn() });
    expect(Object.keys(client.api).sort()).toEqual(Object.keys(contractEndpoints).sort());
    for (const call of Object.values(client.api)) expect(call).toBeTypeOf('function');
  });

  it('types requests as z.input and results as z.output of the schemas', () => {
    const { client } = makeClient();
    expectTypeOf(client.api.searchGame).parameter(0).toEqualTypeOf<{
      page: number;
      pageSize: number;
      gameName: string;
      ids?: number[] | undefined;
    }>();
    expectTypeOf(client.api.upload).returns.resolves.toEqualTypeOf<{ url: string }>();
    expectTypeOf(client.api.getUnreadMessageCount).returns.resolves.toEqualTypeOf<number>();
    // @ts-expect-error the request is required when its schema has required fields
    void (() => client.api.selectReport());
  });
});
