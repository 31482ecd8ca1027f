/**
 * Types of a catalogue call by endpoint name, from the generated map (core/generated/endpoints.ts):
 * what the gateway's handler of `N` receives and must answer, and what the portal's
 * `call({endpoint: N})` gets back. One source — the catalogue — for both sides.
 */
import type { EndpointName, Endpoints } from './generated/endpoints.ts';

export type { EndpointName, Endpoints };

/** The request of `N`: its query or body, with its path parameters, as the gateway validated them. */
export type RequestOf<N extends EndpointName> = Endpoints[N]['request'];

/** One record of `N`'s answer (`response` in the catalogue). */
export type RecordOf<N extends EndpointName> = Endpoints[N]['record'];

/** What `objeto` holds when `N` succeeds (code 0): its record, a list or page of them, null, or never for a file or a bare answer. */
export type ObjetoOf<N extends EndpointName> = N extends EndpointName
  ? Endpoints[N]['answer'] extends 'record'
    ? RecordOf<N>
    : Endpoints[N]['answer'] extends 'list' | 'page'
      ? RecordOf<N>[]
      : Endpoints[N]['answer'] extends 'none'
        ? null
        : never
  : never;

/** True when `N`'s success is its `response` itself, not an envelope (`answer: "bare"`: getWso2Token). */
export type IsBare<N extends EndpointName> = Endpoints[N]['answer'] extends 'bare' ? true : false;

/** True when `N` answers a file (`binary`) rather than an envelope. */
export type IsFile<N extends EndpointName> = Endpoints[N]['answer'] extends 'file' ? true : false;

/** A name the catalogue has, or any other text (screens name endpoints in JSON): typed only when known. */
export type ObjetoOfName<S extends string> = S extends EndpointName ? ObjetoOf<S> : unknown;
