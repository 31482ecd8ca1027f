/**
 * Documents of a person (`/documento/v1`, table `documento`, migration 009): upload (multipart,
 * `documento.upload`), the unit's list (`documento.listar`) and the download of one file
 * (`documento.download`). The router has already read and checked the file (size, type by content,
 * safe name: lib/upload.ts), so the upload only stores what it is given — inside `write()`, with
 * its audit row, in one transaction. Everything is scoped to the token's unit, the person too: an
 * upload for an unknown person or another unit's answers like a missing record.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { fileAnswer, ok } from '../../lib/envelope.ts';
import { lista, valorPreenchido } from '../lista.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { diff, type Writer, write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { arquivoEnviado } from './valores-do-catalogo.ts';

export const MSG_DOCUMENTO_ENVIADO = 'Documento enviado com sucesso.';

/**
 * The units of the person numbered `numero` (numeroPessoaFisJurFu): a servant's número funcionário
 * or a pensioner's número (migration 018 — an inactive servant is both, under one number).
 */
async function unidadesDaPessoa(db: Db, numero: string): Promise<{ unidade: string }[]> {
  const { rows } = await db.query<{ unidade: string }>(
    `SELECT i.unidade_codigo AS unidade FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.numero_funcionario = $1
     UNION ALL
     SELECT i.unidade_codigo FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE p.numero_pessoa = $1`,
    [numero],
  );
  return rows;
}

/**
 * Stores an uploaded, already checked file as a `documento` of a person, with its audit row, inside
 * the caller's transaction: `documento.upload` and the re-registration and curator commands that
 * carry a file. The bytes travel as base64 text decoded by the database: PGlite serialises a Buffer
 * parameter byte by byte in JavaScript (seconds for 4 MB), decode() is one native call. The audit row
 * records what was stored, never the bytes (the sha256 identifies them).
 */
export async function guardarDocumento(
  w: Writer,
  file: UploadedFile,
  tipoDocumento: string,
  numeroPessoa: string,
): Promise<number> {
  const meta = {
    tipoDocumento,
    numeroPessoaFisJurFu: numeroPessoa,
    nomeOriginal: file.nomeOriginal,
    nomeArquivo: file.nomeArquivo,
    tipoConteudo: file.tipoConteudo,
    tamanho: file.tamanho,
    sha256: file.sha256,
  };
  const { rows } = await w.tx.query<{ id: number }>(
    `INSERT INTO documento (tipo_documento, numero_pessoa, nome_original, nome_arquivo, tipo_conteudo, tamanho, sha256, conteudo, enviado_por, unidade_codigo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, decode($8, 'base64'), $9, $10) RETURNING id`,
    [
      tipoDocumento,
      numeroPessoa,
      file.nomeOriginal,
      file.nomeArquivo,
      file.tipoConteudo,
      file.tamanho,
      file.sha256,
      file.bytes.toString('base64'),
      w.auth.sub,
      w.auth.unidade,
    ],
  );
  await w.audit('documento', rows[0].id, diff({}, meta));
  return rows[0].id;
}

const upload: Handler<'documento.upload'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    // A document of a person who does not exist, or of another unit's person, is refused with the
    // one answer of a missing record (code 4 on the field that named it: gateway/lib/unidade.ts).
    const pessoas = await unidadesDaPessoa(w.tx, String(input.numeroPessoaFisJurFu));
    w.foundInUnit(
      pessoas.find((p) => p.unidade === auth!.unidade) ?? pessoas[0],
      (p) => p.unidade,
      'numeroPessoaFisJurFu',
    );
    const file = arquivoEnviado(input.file);
    const idDocumento = await guardarDocumento(
      w,
      file,
      String(input.tipoDocumento),
      String(input.numeroPessoaFisJurFu),
    );
    return ok(
      { idDocumento, nomeArquivo: file.nomeArquivo, tipoConteudo: file.tipoConteudo, tamanho: file.tamanho },
      undefined,
      MSG_DOCUMENTO_ENVIADO,
    );
  });

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = { enviadoEm: 'd.enviado_em', nomeArquivo: 'lower(d.nome_arquivo)' };

const listar: Handler<'documento.listar'> = lista({
  de: 'FROM documento d LEFT JOIN usuario u ON u.cpf = d.enviado_por',
  contagemDe: 'FROM documento d',
  colunas: `d.id AS "idDocumento", d.tipo_documento AS "tipoDocumento", d.numero_pessoa AS "numeroPessoaFisJurFu",
    d.nome_arquivo AS "nomeArquivo", d.tipo_conteudo AS "tipoConteudo", d.tamanho,
    COALESCE(u.nome, d.enviado_por) AS "enviadoPor", ${dataHoraSql('d.enviado_em')} AS "enviadoEm"`,
  escopo: ['d.unidade_codigo = $1'],
  filtros: {
    tipoDocumento: { valor: valorPreenchido, sql: (n) => `d.tipo_documento = ${n}` },
    numeroPessoaFisJurFu: { valor: valorPreenchido, sql: (n) => `d.numero_pessoa = ${n}` },
  },
  // Without a sort the newest come first (what was just sent is what the user looks for).
  ordem: { campos: SORT_SQL, padrao: 'enviadoEm', direcao: 'DESC', desempate: (dir) => `d.id ${dir}` },
  linha: (r: RecordOf<'documento.listar'>) => r,
});

const download: Handler<'documento.download'> = async ({ db, auth, input }) => {
  // Read as base64 text for the same reason as the upload writes it so (PGlite's bytea parsing is
  // slow), and only when the document is the caller's unit's: a refused request reads no bytes.
  const { rows } = await db.query<{
    tipo_documento: string;
    unidade_codigo: string;
    nome_arquivo: string;
    tipo_conteudo: string;
    conteudo: string;
  }>(
    `SELECT tipo_documento, unidade_codigo, nome_arquivo, tipo_conteudo,
            CASE WHEN unidade_codigo = $2 AND tipo_documento = $3 THEN encode(conteudo, 'base64') END AS conteudo
       FROM documento WHERE id = $1`,
    [Number(input.idDocumento), auth!.unidade, String(input.tipoDocumento)],
  );
  // Another unit's document, or one of another type, answers like a missing one (gateway/lib/unidade.ts).
  const d = daUnidade(rows[0], (x) => x.unidade_codigo, auth);
  if (!d || d.tipo_documento !== input.tipoDocumento) return registroAusente();
  const answer = fileAnswer({
    body: Buffer.from(d.conteudo, 'base64'),
    filename: d.nome_arquivo,
    contentType: d.tipo_conteudo,
  });
  return answer;
};

export const documentosHandlers = {
  'documento.upload': upload,
  'documento.listar': listar,
  'documento.download': download,
} satisfies Handlers<'documento.upload' | 'documento.listar' | 'documento.download'>;
