/**
 * The documents of a supreme official (table dirigente_maximo_documento, migration 020): the act
 * of appointment (modelo INCLUIR_DIRIGENTE_MAXIMO), a PDF/PNG/JPEG checked by lib/upload.ts and
 * stored as routes/lib/stored-files.ts stores every file. The newest is the official's document
 * (downloadArquivo); older ones are kept. An official of another unit answers like a missing one
 * (gateway/lib/unit-scope.ts).
 */
import { ok } from '../../../lib/envelope.ts';
import { inUnit, missingRecord } from '../../../lib/unit-scope.ts';
import { write } from '../../../lib/write.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import { arquivoEnviado } from '../../lib/request-values.ts';
import { insertFile, storedFileAnswer } from '../../lib/stored-files.ts';

export const MODELO_INCLUIR = 'INCLUIR_DIRIGENTE_MAXIMO';

export default defineHandlers({
  'dirigenteMaximo.downloadArquivo': async ({ db, auth, input }) => {
    const { rows } = await db.query<{
      unidade: string;
      nome_arquivo: string | null;
      tipo_conteudo: string;
      conteudo: string | null;
    }>(
      `SELECT i.unidade_codigo AS unidade, doc.nome_arquivo, doc.tipo_conteudo,
            CASE WHEN i.unidade_codigo = $2 THEN encode(doc.conteudo, 'base64') END AS conteudo
       FROM dirigente_maximo d JOIN instituicao i ON i.codigo = d.instituicao_codigo
       LEFT JOIN LATERAL (SELECT * FROM dirigente_maximo_documento x WHERE x.dirigente_id = d.id ORDER BY x.id DESC LIMIT 1) doc ON true
      WHERE d.id = $1`,
      [Number(input.idDirigenteMaximo), auth!.unidade],
    );
    const d = inUnit(rows[0], (x) => x.unidade, auth);
    if (!d || !d.nome_arquivo || d.conteudo === null) return missingRecord();
    return storedFileAnswer({ ...d, nome_arquivo: d.nome_arquivo, conteudo: d.conteudo });
  },
  'dirigenteMaximo.salvarDocumento': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const file = arquivoEnviado(input.file);
      const { rows } = await w.tx.query<{ id: number; unidade: string; anterior: string | null }>(
        `SELECT d.id, i.unidade_codigo AS unidade,
              (SELECT x.nome_arquivo FROM dirigente_maximo_documento x WHERE x.dirigente_id = d.id ORDER BY x.id DESC LIMIT 1) AS anterior
         FROM dirigente_maximo d JOIN instituicao i ON i.codigo = d.instituicao_codigo WHERE d.cpf = $1 FOR UPDATE OF d`,
        [String(input.cpfDirigenteMaximo)],
      );
      const d = w.foundInUnit(rows[0], (x) => x.unidade, 'cpfDirigenteMaximo');
      const idDocumento = await insertFile(
        w.tx,
        'dirigente_maximo_documento',
        { dirigente_id: d.id, modelo: String(input.modelo), enviado_por: auth!.sub },
        file,
      );
      // The audit row records what was stored, never the bytes (the sha256 identifies them).
      await w.audit('dirigente_maximo', d.id, {
        documento: { de: d.anterior, para: file.nomeArquivo },
        sha256Documento: { de: null, para: file.sha256 },
      });
      return ok(
        {
          idDirigenteMaximo: d.id,
          idDocumento,
          nomeArquivo: file.nomeArquivo,
          tipoConteudo: file.tipoConteudo,
          tamanho: file.tamanho,
        },
        undefined,
        'Documento enviado com sucesso.',
      );
    }),
});
