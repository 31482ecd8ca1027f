/**
 * A report's file in the database (migration 033): parts of at most PARTE_BYTES, written from the
 * generated file one part per statement and read back one part per statement, so a 600,000-row
 * export never sits whole in the worker's or a download's memory, and any instance on the same
 * database serves a file another instance generated.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Db } from '../db/types.ts';

/** 1 MiB: a unit's XLSX (~4 MB) is four statements; one part is all a reader holds at a time. */
export const PARTE_BYTES = 1024 * 1024;

/**
 * Stores the file at `caminho` as job `id`'s parts, replacing any a crashed earlier run left; the
 * bytes stored. Called inside the transaction that finishes the job (report-job.ts): a worker whose
 * job was taken back and finished elsewhere rolls its parts back with its refused finish.
 */
export async function guardarArquivo(db: Db, id: number, caminho: string): Promise<number> {
  await db.query('DELETE FROM relatorio_arquivo_parte WHERE relatorio_id = $1', [id]);
  let parte = 0;
  let bytes = 0;
  for await (const dados of createReadStream(caminho, { highWaterMark: PARTE_BYTES }) as AsyncIterable<Buffer>) {
    // As base64 text, decoded by the server: PGlite turns a bytea parameter into its text form in
    // JavaScript, a byte at a time (a unit's XLSX took 1.7 s more to store); Node's base64 is native.
    await db.query(
      "INSERT INTO relatorio_arquivo_parte (relatorio_id, parte, dados) VALUES ($1, $2, decode($3, 'base64'))",
      [id, parte++, dados.toString('base64')],
    );
    bytes += dados.length;
  }
  return bytes;
}

/** Whether job `id` has its file in the database (a job finished before migration 033 may not). */
export async function temArquivo(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM relatorio_arquivo_parte WHERE relatorio_id = $1 AND parte = 0', [id]);
  return rows.length > 0;
}

/** Job `id`'s file as a stream that reads the next part only when the previous one has been sent. */
export function lerArquivo(db: Db, id: number): Readable {
  async function* partes() {
    for (let parte = 0; ; parte++) {
      // base64 out too, for the same reason (and pg and PGlite then answer the same type).
      const { rows } = await db.query<{ dados: string }>(
        "SELECT encode(dados, 'base64') AS dados FROM relatorio_arquivo_parte WHERE relatorio_id = $1 AND parte = $2",
        [id, parte],
      );
      if (!rows[0]) return;
      yield Buffer.from(rows[0].dados, 'base64');
    }
  }
  return Readable.from(partes(), { objectMode: false });
}

export async function apagarArquivo(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM relatorio_arquivo_parte WHERE relatorio_id = $1', [id]);
}
