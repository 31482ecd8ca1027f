/**
 * Files stored in the database: a person's documents (`documento`, migration 009) and a supreme
 * official's act of appointment (`dirigente_maximo_documento`, migration 020). The router has
 * already read and checked each file (size, type by content, safe name: lib/upload.ts), so storing
 * is one INSERT of its metadata and bytes, and reading it back one answer of the file.
 */
import type { Db } from '../../db/types.ts';
import { fileAnswer, type FileAnswer } from '../../lib/envelope.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { diff, type Writer } from '../../lib/write.ts';

/**
 * Inserts `file` as a row of `table`, with `columns` before its metadata; answers the row's id.
 * The bytes travel as base64 text decoded by the database: PGlite serialises a Buffer parameter
 * byte by byte in JavaScript (seconds for 4 MB), decode() is one native call.
 */
export async function insertFile(
  tx: Db,
  table: 'documento' | 'dirigente_maximo_documento',
  columns: Record<string, unknown>,
  file: UploadedFile,
): Promise<number> {
  const names = [...Object.keys(columns), 'nome_original', 'nome_arquivo', 'tipo_conteudo', 'tamanho', 'sha256'];
  const values = [
    ...Object.values(columns),
    file.nomeOriginal,
    file.nomeArquivo,
    file.tipoConteudo,
    file.tamanho,
    file.sha256,
    file.bytes.toString('base64'),
  ];
  const placeholders = values.map((_, i) => (i === values.length - 1 ? `decode($${i + 1}, 'base64')` : `$${i + 1}`));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${names.join(', ')}, conteudo) VALUES (${placeholders.join(', ')}) RETURNING id`,
    values,
  );
  return rows[0].id;
}

/** A stored file read back (its bytes selected as base64 text, the reverse of `insertFile`). */
export const storedFileAnswer = (f: { conteudo: string; nome_arquivo: string; tipo_conteudo: string }): FileAnswer =>
  fileAnswer({ body: Buffer.from(f.conteudo, 'base64'), filename: f.nome_arquivo, contentType: f.tipo_conteudo });

/**
 * Stores an uploaded, already checked file as a `documento` of a person, with its audit row, inside
 * the caller's transaction: `documento.upload` and the re-registration and curator commands that
 * carry a file. The audit row records what was stored, never the bytes (the sha256 identifies them).
 */
export async function guardarDocumento(
  w: Writer,
  file: UploadedFile,
  tipoDocumento: string,
  numeroPessoa: string,
): Promise<number> {
  const id = await insertFile(
    w.tx,
    'documento',
    {
      tipo_documento: tipoDocumento,
      numero_pessoa: numeroPessoa,
      enviado_por: w.auth.sub,
      unidade_codigo: w.auth.unidade,
    },
    file,
  );
  await w.audit(
    'documento',
    id,
    diff(
      {},
      {
        tipoDocumento,
        numeroPessoaFisJurFu: numeroPessoa,
        nomeOriginal: file.nomeOriginal,
        nomeArquivo: file.nomeArquivo,
        tipoConteudo: file.tipoConteudo,
        tamanho: file.tamanho,
        sha256: file.sha256,
      },
    ),
  );
  return id;
}
