/** The contract between the catalogue router and the per-family handlers. */
import type { Db } from '../db/types.ts';
import type { Answer } from '../lib/envelope.ts';
import type { AccessClaims } from '../security/access-token.ts';

export interface PagingInput {
  /** As asked (zero- or one-based, per the endpoint's paging style); echoed in `paginacao.pagina`. */
  page: number;
  size: number;
  /** Rows to skip. */
  offset: number;
  sort?: string;
  /** Order of the first sorted field. */
  order: 'ASC' | 'DESC';
  /** One order per '~'-joined sort field ('DESC~DESC'); a missing one repeats the first. */
  orders: ('ASC' | 'DESC')[];
  /**
   * Set only by the report worker: the whole ordered result is read in one pass (no LIMIT/OFFSET;
   * `ordemEPagina` marks the statement for gateway/reports/leitura-continua.ts).
   */
  continua?: boolean;
}

export interface HandlerContext {
  db: Db;
  /** The catalogue name of the endpoint being served (audit rows name it). */
  endpoint: string;
  /** Verified token claims; undefined only on 'public' endpoints. */
  auth: AccessClaims | undefined;
  /** Validated (and coerced) query/body plus path parameters, without the paging keys. */
  input: Record<string, unknown>;
  paging: PagingInput | undefined;
  /** The client's address as the router saw it (`req.ip`); export jobs keep it for the access log. */
  endereco?: string;
}

export type Handler = (ctx: HandlerContext) => Promise<Answer>;
