/**
 * Documents of a person (`/documento/v1`, table `documento`, migration 009): upload (multipart,
 * `documento.upload`), the unit's list (`documento.listar`) and the download of one file
 * (`documento.download`). The router has already read and checked the file (size, type by content,
 * safe name: lib/upload.ts), so the upload only stores what it is given — inside `write()`, with
 * its audit row, in one transaction (routes/lib/stored-files.ts). Everything is scoped to the token's unit, the person too: an
 * upload for an unknown person or another unit's answers like a missing record.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { ok } from '../../lib/envelope.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { write } from '../../lib/write.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { arquivoEnviado } from '../lib/request-values.ts';
import { guardarDocumento, storedFileAnswer } from '../lib/stored-files.ts';
import { asFilled, list } from '../list.ts';

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

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = { enviadoEm: 'd.enviado_em', nomeArquivo: 'lower(d.nome_arquivo)' };

export default defineHandlers({
  'documento.upload': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      // A document of a person who does not exist, or of another unit's person, is refused with the
      // one answer of a missing record (code 4 on the field that named it: gateway/lib/unit-scope.ts).
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
    }),
  'documento.listar': list({
    from: 'FROM documento d LEFT JOIN usuario u ON u.cpf = d.enviado_por',
    countFrom: 'FROM documento d',
    columns: `d.id AS "idDocumento", d.tipo_documento AS "tipoDocumento", d.numero_pessoa AS "numeroPessoaFisJurFu",
    d.nome_arquivo AS "nomeArquivo", d.tipo_conteudo AS "tipoConteudo", d.tamanho,
    COALESCE(u.nome, d.enviado_por) AS "enviadoPor", ${dataHoraSql('d.enviado_em')} AS "enviadoEm"`,
    unitScope: ['d.unidade_codigo = $1'],
    filters: {
      tipoDocumento: { value: asFilled, sql: (n) => `d.tipo_documento = ${n}` },
      numeroPessoaFisJurFu: { value: asFilled, sql: (n) => `d.numero_pessoa = ${n}` },
    },
    // Without a sort the newest come first (what was just sent is what the user looks for).
    sort: { fields: SORT_SQL, default: 'enviadoEm', direction: 'DESC', tieBreak: (dir) => `d.id ${dir}` },
    row: (r: RecordOf<'documento.listar'>) => r,
  }),
  'documento.download': async ({ db, auth, input }) => {
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
    // Another unit's document, or one of another type, answers like a missing one (gateway/lib/unit-scope.ts).
    const d = inUnit(rows[0], (x) => x.unidade_codigo, auth);
    if (!d || d.tipo_documento !== input.tipoDocumento) return missingRecord();
    return storedFileAnswer(d);
  },
});
