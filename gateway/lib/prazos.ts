/**
 * How long a client may take, as the HTTP server's own options (Fastify passes them to Node).
 * Without them a client could trickle a 4 MB upload for minutes, and forty such clients held forty
 * connections and their buffers:
 *
 * - `requestTimeout`: the whole request — line, headers and body — must arrive within the deadline
 *   (60 s: a 4 MB upload needs about 0.6 Mbit/s). Past it Node refuses the request and
 *   `clientErrorHandler` answers the 408 envelope 'A requisição não foi recebida a tempo.'
 *   (lib/protocol-errors.ts); the connection is closed and nothing of the body is used.
 * - `connectionsCheckingInterval`: how often Node looks for such requests; its default (30 s) let a
 *   request run half as long again as its deadline.
 * - `headersTimeout` no longer than the deadline: Node's own rule, checked only when the server is
 *   created — with its default (60 s) above a shorter deadline set afterwards, as Fastify sets it,
 *   Node never cut a request whose body trickled in.
 * - `connectionTimeout`: a socket silent both ways is closed. An answer may legitimately keep
 *   silent while its statement runs — an upload up to its own limit (DB_LIMITE_ENVIO_MS) — so the
 *   silence allowed is that limit and a margin.
 */
import { LIMITES_PADRAO, type LimitesBanco } from '../db/types.ts';

export const PRAZO_REQUISICAO_MS = 60_000;
const MARGEM_SILENCIO_MS = 60_000;

export interface OpcoesDePrazo {
  requestTimeout: number;
  connectionTimeout: number;
  http: { connectionsCheckingInterval: number; headersTimeout: number };
}

/** The server options for a request deadline of `requisicaoMs` and the database's limits. */
export function opcoesDePrazo(requisicaoMs: number | undefined, limites: LimitesBanco): OpcoesDePrazo {
  const prazo = requisicaoMs ?? PRAZO_REQUISICAO_MS;
  return {
    requestTimeout: prazo,
    connectionTimeout:
      Math.max(limites.uploadMs ?? LIMITES_PADRAO.uploadMs, limites.pedidoMs, prazo) + MARGEM_SILENCIO_MS,
    http: {
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(prazo / 4))),
      headersTimeout: Math.min(60_000, prazo),
    },
  };
}
