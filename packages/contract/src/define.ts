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
  /** The client resolves with the whole `{code, data, message}` instead of `data`. */
  fullResponse?: boolean;
  /** A non-200 answer is not shown to the user (the call's errors are hidden). */
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

/**
 * The deepest nesting of arrays and objects a request body may have: no call takes more than a
 * few levels, and a body nested thousands deep is refused before any schema looks at it.
 */
export const MAX_JSON_DEPTH = 32;

/** A plain object or array (what JSON.parse makes), the only values the walks below enter. */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return (
    Array.isArray(value) ||
    (value !== null &&
      typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype)
  );
}

/**
 * True when the JSON text `text` nests arrays and objects more than `max` levels deep (a scalar
 * is depth 0, `[]` and `{}` are depth 1), read from the text itself before anything parses it:
 * brackets inside strings (escapes included) do not count, and it stops at the first bracket
 * beyond `max`. A body nested 3000 deep is then refused after reading `max` + 1 characters, where
 * parsing it first built 3000 arrays (0.36 ms of the server's only thread per request).
 */
export function jsonTextDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** One value met by the walk: its key in its parent, and the parent (null at the root). */
interface Visit {
  value: unknown;
  key: string | number;
  parent: Visit | null;
}

/** Stands in the walk for a key that holds a control character, reported at the key's path. */
const KEY_HIT = Symbol('control character in a key');

function pathOf(visit: Visit, prefix: (string | number)[]): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return [...prefix, ...keys.reverse()];
}

/**
 * The paths of every string inside `value` (plain objects and arrays) holding a control
 * character, in document order. The walk keeps its own stack (no recursion, so any depth is
 * safe) and builds a path only for a hit, so its cost grows with the size of `value`, not with
 * size times depth.
 */
export function controlCharacterPaths(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const item = visit.value;
    if (item === KEY_HIT) {
      found.push(pathOf(visit, path));
      continue;
    }
    if (typeof item === 'string') {
      if (CONTROL_CHARACTERS.test(item)) found.push(pathOf(visit, path));
      continue;
    }
    if (!isContainer(item)) continue;
    const children: Visit[] = [];
    if (Array.isArray(item))
      item.forEach((child, i) => children.push({ value: child, key: i, parent: visit }));
    else
      for (const [key, child] of Object.entries(item)) {
        // A control character in a key is reported at the key itself, before its value.
        if (CONTROL_CHARACTERS.test(key)) children.push({ value: KEY_HIT, key, parent: visit });
        children.push({ value: child, key, parent: visit });
      }
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return found;
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
