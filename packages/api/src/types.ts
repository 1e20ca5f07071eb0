import type { EndpointDef, Envelope, RequestOf, ResponseOf } from '@gemlane/contract';
import type { FullResponseCall } from './full-response.ts';

/** Any table of endpoint definitions, e.g. the contract's `endpoints`. */
export type EndpointTable = Readonly<Record<string, EndpointDef>>;

/** Per-call overrides. */
export interface CallOptions {
  /** Do not show a non-200 message (overrides the endpoint's `hideError` either way). */
  hideError?: boolean;
  /** Milliseconds before the call fails with code 500. */
  timeout?: number;
}

/** What a call resolves with: `data`, or the whole envelope for `fullResponse` endpoints. */
export type ResultOf<E, Name = never> = E extends { fullResponse: true }
  ? Envelope<ResponseOf<E>>
  : [Name] extends [FullResponseCall]
    ? Envelope<ResponseOf<E>>
    : ResponseOf<E>;

// The request can be left out when the schema accepts nothing or an empty object.
type RequestArgs<E> = [RequestOf<E>] extends [undefined | void]
  ? [request?: RequestOf<E>, options?: CallOptions]
  : Record<never, never> extends RequestOf<E>
    ? [request?: RequestOf<E>, options?: CallOptions]
    : [request: RequestOf<E>, options?: CallOptions];

/** One typed function per endpoint: `z.input` of the request in, `z.output` of the response out. */
export type EndpointFunction<E, Name = never> = (
  ...args: RequestArgs<E>
) => Promise<ResultOf<E, Name>>;

export type ApiFunctions<T extends EndpointTable> = {
  readonly [K in keyof T]: EndpointFunction<T[K], K>;
};
