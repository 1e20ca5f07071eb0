import { z } from 'zod';

/** Every response of the API: `code` 200 is success; `data` is the call's payload. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), data: data.nullable(), message: z.string() });

export type Envelope<T> = { code: number; data: T | null; message: string };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Exact path, e.g. `/api/user/getUserInfoDetail`. */
  path: string;
  /** GET: the query parameters; other methods: the JSON body (or the multipart fields). */
  request: Req;
  /** Schema of `data` in the envelope. */
  response: Res;
  /** `required`: 401 without a valid x-auth-token; `optional`: personalised when present. */
  auth: 'required' | 'optional' | 'none';
  /** The client resolves with the whole `{code, data, message}` instead of `data` (spec section 7). */
  fullResponse?: boolean;
  /** A non-200 answer is not shown to the user (spec section 7: errors hidden). */
  hideError?: boolean;
  /** The body is multipart/form-data (uploads). */
  multipart?: boolean;
  /** One line for the OpenAPI document and the README. */
  summary: string;
}

/**
 * Characters no field of any call accepts: C0 and C1 controls (NUL, tabs, line breaks, escape,
 * DEL) and lone UTF-16 surrogates. No field is multi-line; a NUL byte once reached the database
 * and answered 500.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;

/** The zod issue message of a refused control character (the server translates it). */
export const CONTROL_CHARACTERS_MESSAGE = 'controlCharacters';

/** The paths of every string inside `value` (plain objects and arrays) holding a control character. */
export function controlCharacterPaths(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => controlCharacterPaths(item, [...path, i]));
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.entries(value).flatMap(([key, item]) => {
      const inKey = CONTROL_CHARACTERS.test(key) ? [[...path, key]] : [];
      return [...inKey, ...controlCharacterPaths(item, [...path, key])];
    });
  return [];
}

/**
 * The one string refinement of the contract, on every call's request: each string field (at any
 * depth) that holds a control character is an issue at its path, reported even when the field
 * also breaks its own rule.
 */
export function refuseControlCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      for (const path of controlCharacterPaths(value))
        ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTERS_MESSAGE });
    },
    { when: () => true },
  ) as T;
}

/**
 * Keeps the literal `auth` so the server can type the signed-in user of `required` calls, and
 * puts the control-character refinement on the request.
 */
export function defineEndpoint<
  Req extends z.ZodType,
  Res extends z.ZodType,
  A extends EndpointDef['auth'] = EndpointDef['auth'],
>(def: EndpointDef<Req, Res> & { auth: A }): EndpointDef<Req, Res> & { auth: A } {
  return { ...def, request: refuseControlCharacters(def.request) };
}

export type RequestOf<E> = E extends EndpointDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends EndpointDef<z.ZodType, infer Res> ? z.output<Res> : never;
