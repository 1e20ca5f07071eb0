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

/** Keeps the literal `auth` so the server can type the signed-in user of `required` calls. */
export function defineEndpoint<
  Req extends z.ZodType,
  Res extends z.ZodType,
  A extends EndpointDef['auth'] = EndpointDef['auth'],
>(def: EndpointDef<Req, Res> & { auth: A }): EndpointDef<Req, Res> & { auth: A } {
  return def;
}

export type RequestOf<E> = E extends EndpointDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends EndpointDef<z.ZodType, infer Res> ? z.output<Res> : never;
