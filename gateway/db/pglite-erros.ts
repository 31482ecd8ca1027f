/**
 * The errors of the embedded database (PGlite behind its worker thread, pglite-fila.ts): the ones
 * callers see when the worker dies, and the rebuilding of a failure the worker sent as plain data.
 */

/**
 * A failure as the worker sent it. Not an Error: the Error is built in `pedir` (pglite.ts), inside the async
 * call chain, so its stack shows the code that issued the statement (V8's async stack traces)
 * instead of the worker's message handler.
 */
export class FalhaNoWorker {
  constructor(readonly dados: Record<string, unknown> | undefined) {}
}

/**
 * The worker thread died (see the file comment): the statement it was running, the statements
 * queued at that moment and the open transaction failed; a new worker is starting on the same
 * data folder, so the same call may simply be tried again. lib/errors.ts answers it with the
 * code-1 envelope and HTTP 503.
 */
export class BancoReiniciado extends Error {
  readonly code = 'PRH_BANCO_REINICIADO';
  constructor() {
    super('O banco de dados embutido foi reiniciado; tente novamente.');
    this.name = 'BancoReiniciado';
  }
}

/**
 * The worker thread died and is not restarted: an in-memory database (its content died with it)
 * or too many restarts in a row (`MAX_REINICIOS` within `JANELA_REINICIOS_MS`). Every later query
 * fails with it, so the health check (`GET /saude`) answers 503 until the server is restarted.
 */
export class BancoParado extends Error {
  readonly code = 'PRH_BANCO_PARADO';
  constructor(readonly motivo: string) {
    super('O banco de dados embutido parou e não pôde ser reiniciado; avise o administrador do sistema.');
    this.name = 'BancoParado';
  }
}

/** An error of the worker rebuilt with its PostgreSQL fields (code, detail, constraint…). */
export function erroDe(d: Record<string, unknown> | undefined): Error {
  const { message, name, ...campos } = d ?? {};
  const e = new Error(typeof message === 'string' ? message : 'erro no banco de dados');
  if (typeof name === 'string') e.name = name;
  return Object.assign(e, campos);
}
