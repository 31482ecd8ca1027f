/**
 * The contract between the catalogue router and the per-family handlers. A handler is typed by its
 * endpoint's name: it receives that endpoint's request and must answer its `objeto`, both generated
 * from the catalogue (core/endpoint-types.ts) — a handler that reads a field its request does not
 * declare, or answers a list where the catalogue says one record, does not type-check.
 */
import type { FastifyInstance } from 'fastify';
import type { EndpointName, IsBare, IsFile, ObjetoOf, RecordOf, RequestOf } from '../../core/endpoint-types.ts';
import type { Destino, GatewayConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Answer, BareAnswer, Failure, FileAnswer } from '../lib/envelope.ts';
import type { PagingInput } from '../lib/sql-paging.ts';
import type { AccessClaims, AccessTokens } from '../lib/access-token.ts';
import type { ServerSecrets } from '../lib/secrets.ts';
import type { LockedRecord, RecordKey } from '../domain/entities.ts';
import type { RecordWrite } from './record-write.ts';

export interface HandlerContext<I = Record<string, unknown>> {
  db: Db;
  /** The catalogue name of the endpoint being served (audit rows name it). */
  endpoint: string;
  /** Verified token claims; undefined only on 'public' endpoints. */
  auth: AccessClaims | undefined;
  /** Validated (and coerced) query/body plus path parameters, without the paging keys. */
  input: I;
  paging: PagingInput | undefined;
  /** The client's address as the router saw it (`req.ip`); export jobs keep it for the access log. */
  endereco?: string;
  /** The gateway the call came in on (an `everyGateway` endpoint is served on all of them). */
  destino?: Destino;
  /**
   * The session token id as received (query parameter or `tokenSSCId` header), unchecked: what the
   * security service's calls authenticate by (resource 'seguranca'). Other endpoints ignore it; the
   * router has already refused one that names another session than the access token's.
   */
  tokenSSCId?: unknown;
  /** The request's logger (lines carry its request id), for refusals support must be able to find. */
  log?: { info(obj: object, msg: string): void };
  /** A declared write's record, locked and checked by the router (routes/declared-write.ts). */
  recordWrite?: RecordWrite<LockedRecord, RecordKey>;
  /** A declared batch write's records (`write.versions`), each locked and checked by the router. */
  recordWrites?: RecordWrite<LockedRecord, RecordKey>[];
}

/** What the handler of `N` answers: its `objeto` on success, or a failure; a file endpoint's file; a bare endpoint's body. */
export type AnswerOf<N extends EndpointName> =
  IsFile<N> extends true ? FileAnswer | Failure : Answer<ObjetoOf<N>> | BareOf<N>;

/** A bare endpoint's success, else never (no other endpoint may answer bare). */
type BareOf<N extends EndpointName> = N extends EndpointName
  ? IsBare<N> extends true
    ? BareAnswer<RecordOf<N>>
    : never
  : never;

/** The handler of endpoint `N` (several names when one function serves endpoints of the same shapes). */
export type Handler<N extends EndpointName> = (ctx: HandlerContext<RequestOf<N>>) => Promise<AnswerOf<N>>;

/** Every handler the gateway has, by name: the router needs one per catalogue endpoint (checked by the compiler). */
export type HandlerMap = { [N in EndpointName]: Handler<N> };

/** A family's handlers: some names of the map, each with its own types. */
export type Handlers<K extends EndpointName> = Pick<HandlerMap, K>;

/** The router's view: any handler, called with a request it validated against the catalogue. */
export type AnyHandler = (ctx: HandlerContext) => Promise<Answer | FileAnswer>;

/** Handlers keyed by their endpoint's name, each typed by its own key. */
export type HandlersOf<K extends EndpointName> = { [N in K]: Handler<N> };

/**
 * A family's handlers (routes/handlers/<family>.ts), each name written once: the names are the
 * object's keys, and each handler is typed by its key — its request and its answer — so an unknown
 * name or a wrong answer does not compile.
 */
export function defineHandlers<K extends EndpointName>(handlers: HandlersOf<K>): HandlersOf<K> {
  return handlers;
}

/** What the app hands the families that need more than a request (the security service: keys, sessions, the IdP). */
export interface AppDeps {
  app: FastifyInstance;
  config: GatewayConfig;
  db: Db;
  secrets: ServerSecrets;
  tokens: AccessTokens;
}

/** A family whose handlers the app builds with its own dependencies (`defineAppHandlers`). */
export interface AppHandlers<K extends EndpointName = EndpointName> {
  build: (deps: AppDeps) => HandlersOf<K>;
}

/** The handlers of a family that need the app's dependencies, built by app.ts at start. */
export function defineAppHandlers<K extends EndpointName>(build: (deps: AppDeps) => HandlersOf<K>): AppHandlers<K> {
  return { build };
}
