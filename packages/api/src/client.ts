import axios, { type AxiosResponse } from 'axios';
// Run time takes only the zod-free route table and constants; the schemas (and zod) are loaded
// lazily, in development only, so production bundles carry neither.
import type { EndpointDef, Endpoints, Envelope, RouteMeta } from '@gemlane/contract';
import { HEADER } from '@gemlane/contract/constants';
import { ROUTES_META } from '@gemlane/contract/routes';
import { ApiError, ERROR_CODES, SYSTEM_EXCEPTION_MESSAGE } from './errors.ts';
import { resolveCurrency, resolveLocale } from './preferences.ts';
import type { ApiFunctions, CallOptions, EndpointTable } from './types.ts';
import {
  LOGIN_PATH,
  currentAddress,
  loginUrl,
  redirectToLogin,
  type UnauthorizedContext,
} from './unauthorized.ts';

/** Every call fails after 20 s. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/** Access to the auth state kept by `@gemlane/stores`; the client never knows the storage keys. */
export interface AuthStorage {
  /** The session token, or nothing when logged out. */
  getToken(): string | null | undefined;
  /** Removes the token and the user info (401). */
  clearAuth(): void;
  /** Sets the login model's reload flag (`isNeedReload`) so the app reloads after logging in again. */
  setNeedReload(): void;
}

export interface ApiClientOptions<T extends EndpointTable = Endpoints> {
  /** API origin (from `@gemlane/env`); empty for same-origin `/api` through the gateway. */
  baseURL?: string;
  storage: AuthStorage;
  /** Shows a non-200 message to the user: antd `message.error` / antd-mobile `Toast.show`. */
  showError: (message: string) => void;
  /** Default: `lang` URL parameter, stored `language_setting` / `lang`, else `en`. */
  getLocale?: () => string;
  /** Default: stored `language_setting` / `currency`, else `USD`. */
  getCurrency?: () => string;
  /**
   * Headers sent with every call besides the client's own. A server render passes the visitor's
   * `Accept-Language` here, which the browser would have sent itself (the language suggestion).
   */
  headers?: Readonly<Record<string, string>>;
  /** Navigation after a 401 (token already cleared, reload flag already set). Default: `location.assign`. */
  onUnauthorized?: (context: UnauthorizedContext) => void;
  /** Default `/login`. */
  loginPath?: string;
  /** The page address carried in `redirect`. Default: path + query + hash of `location`. */
  getCurrentAddress?: () => string;
  /** Default 20000 ms. */
  timeout?: number;
  /** Check responses against the contract's zod schemas (logs mismatches). Default: development builds only. */
  validateResponses?: boolean;
  /** The endpoint table to generate functions from. Default: the contract's `endpoints`. */
  endpoints?: T;
}

export interface ApiClient<T extends EndpointTable = Endpoints> {
  /** One typed function per endpoint of the table. */
  readonly api: ApiFunctions<T>;
  /** The one request helper, for a definition outside the table. */
  request(
    def: EndpointDef,
    request?: unknown,
    options?: CallOptions,
    name?: string,
  ): Promise<unknown>;
  /** The settings in effect. */
  readonly config: {
    readonly baseURL: string;
    readonly timeout: number;
    readonly validateResponses: boolean;
  };
}

type Outcome = { envelope: Envelope<unknown> } | { failure: ApiError };

/** What a call needs at run time; the schema only where a table or a caller supplies one. */
type RouteDef = RouteMeta & { response?: EndpointDef['response'] };
type SchemaTable = Readonly<Record<string, { response: EndpointDef['response'] } | undefined>>;

let contractSchemas: Promise<SchemaTable | undefined> | undefined;

/** The contract's schemas, imported on first use in development builds only. */
function loadContractSchemas(): Promise<SchemaTable | undefined> {
  contractSchemas ??= (async () => {
    try {
      // Written exactly `import.meta.env.DEV` so Vite turns it into `false` in production builds and
      // drops the import (and zod with it); runtimes without Vite have no `import.meta.env`.
      if (import.meta.env.DEV) {
        const { endpoints } = await import('@gemlane/contract');
        return endpoints as SchemaTable;
      }
    } catch {
      // No contract schemas to check against: responses go unchecked.
    }
    return undefined;
  })();
  return contractSchemas;
}

function isDevelopmentBuild(): boolean {
  // Written exactly `import.meta.env.DEV` so Vite replaces it at build time and drops validation from
  // production bundles; runtimes without Vite have no `import.meta.env`.
  try {
    return import.meta.env.DEV === true;
  } catch {
    return false;
  }
}

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readEnvelope(body: unknown): Envelope<unknown> | undefined {
  if (!isRecord(body) || typeof body.code !== 'number') return undefined;
  return {
    code: body.code,
    data: body.data ?? null,
    message: typeof body.message === 'string' ? body.message : '',
  };
}

function toFormData(request: unknown): FormData {
  const form = new FormData();
  if (!isRecord(request)) return form;
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(request)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return form;
}

function transportFailure(response: AxiosResponse<unknown> | undefined, cause?: unknown): ApiError {
  const body = response ? parseBody(response.data) : undefined;
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
  return new ApiError(ERROR_CODES.SYSTEM, message ?? SYSTEM_EXCEPTION_MESSAGE, { cause });
}

export function createApiClient<T extends EndpointTable = Endpoints>(
  options: ApiClientOptions<T>,
): ApiClient<T> {
  const {
    storage,
    showError,
    getLocale = resolveLocale,
    getCurrency = resolveCurrency,
    onUnauthorized = redirectToLogin,
    loginPath = LOGIN_PATH,
    getCurrentAddress = currentAddress,
  } = options;
  const config = {
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    validateResponses: options.validateResponses ?? isDevelopmentBuild(),
  };
  const table: Readonly<Record<string, RouteDef>> = options.endpoints ?? ROUTES_META;
  // Start loading the schemas with the client, so the first response does not wait for them.
  if (config.validateResponses && !options.endpoints) void loadContractSchemas();

  const http = axios.create({
    baseURL: config.baseURL,
    timeout: config.timeout,
    // The envelope decides success, so every HTTP status comes back and the body is parsed here.
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    // Arrays as repeated keys (`id=1&id=2`), which every server framework reads.
    paramsSerializer: { indexes: null },
  });

  function headers(): Record<string, string> {
    const result: Record<string, string> = {
      ...options.headers,
      [HEADER.locale]: getLocale(),
      [HEADER.currency]: getCurrency(),
    };
    const token = storage.getToken();
    if (token) result[HEADER.token] = token;
    return result;
  }

  async function send(def: RouteDef, request: unknown, callOptions: CallOptions): Promise<Outcome> {
    let response: AxiosResponse<unknown>;
    try {
      const isGet = def.method === 'GET';
      response = await http.request<unknown>({
        method: def.method,
        url: def.path,
        headers: headers(),
        params: isGet ? request : undefined,
        data: isGet ? undefined : def.multipart ? toFormData(request) : (request ?? {}),
        timeout: callOptions.timeout ?? config.timeout,
      });
    } catch (error) {
      // Network down, timeout, aborted connection: no usable response.
      return {
        failure: transportFailure(axios.isAxiosError(error) ? error.response : undefined, error),
      };
    }
    const envelope = readEnvelope(parseBody(response.data));
    return envelope ? { envelope } : { failure: transportFailure(response) };
  }

  function unauthorized(): void {
    storage.clearAuth();
    storage.setNeedReload();
    const redirect = getCurrentAddress();
    // `/login`, `/login/`, `/Login` and sub-pages all count as the login page.
    const pathname = (redirect.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '').toLowerCase();
    const login = loginPath.toLowerCase();
    onUnauthorized({
      loginUrl: loginUrl(redirect, loginPath),
      redirect,
      onLoginPage: pathname === login || pathname.startsWith(`${login}/`),
    });
  }

  async function validate(name: string, def: RouteDef, data: unknown): Promise<void> {
    const schema = def.response ?? (await loadContractSchemas())?.[name]?.response;
    if (!schema) return;
    const result = schema.nullable().safeParse(data);
    if (!result.success) {
      console.error(
        `[@gemlane/api] ${name || def.path}: response does not match the contract`,
        result.error.issues,
      );
    }
  }

  async function request(
    def: RouteDef,
    body?: unknown,
    callOptions: CallOptions = {},
    name = '',
  ): Promise<unknown> {
    const outcome = await send(def, body, callOptions);
    const hideError = callOptions.hideError ?? def.hideError ?? false;
    let error: ApiError;
    if ('envelope' in outcome) {
      const { envelope } = outcome;
      if (envelope.code === ERROR_CODES.SUCCESS) {
        if (config.validateResponses) await validate(name, def, envelope.data);
        return def.fullResponse ? envelope : envelope.data;
      }
      error = new ApiError(envelope.code, envelope.message || SYSTEM_EXCEPTION_MESSAGE);
    } else {
      error = outcome.failure;
    }
    if (!hideError) showError(error.message);
    if (error.code === ERROR_CODES.UNAUTHORIZED) unauthorized();
    throw error;
  }

  const api = Object.fromEntries(
    Object.entries(table).map(([name, def]) => [
      name,
      (body?: unknown, callOptions?: CallOptions) => request(def, body, callOptions, name),
    ]),
  ) as unknown as ApiFunctions<T>;

  return { api, request, config };
}
