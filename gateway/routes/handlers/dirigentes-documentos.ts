/**
 * The documents of a supreme official (table dirigente_maximo_documento, migration 020): the act
 * of appointment (modelo INCLUIR_DIRIGENTE_MAXIMO), a PDF/PNG/JPEG checked by lib/upload.ts. The
 * newest is the official's document (downloadArquivo); older ones are kept. An official of another
 * unit answers like a missing one (gateway/lib/unidade.ts).
 */
import { fileAnswer, ok } from '../../lib/envelope.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import { write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { arquivoEnviado } from './valores-do-catalogo.ts';

export const MODELO_INCLUIR = 'INCLUIR_DIRIGENTE_MAXIMO';

const downloadArquivo: Handler<'dirigenteMaximo.downloadArquivo'> = async ({ db, auth, input }) => {
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
  const d = daUnidade(rows[0], (x) => x.unidade, auth);
  if (!d || !d.nome_arquivo || d.conteudo === null) return registroAusente();
  const answer = fileAnswer({
    body: Buffer.from(d.conteudo, 'base64'),
    filename: d.nome_arquivo,
    contentType: d.tipo_conteudo,
  });
  return answer;
};

const salvarDocumento: Handler<'dirigenteMaximo.salvarDocumento'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const file = arquivoEnviado(input.file);
    const { rows } = await w.tx.query<{ id: number; unidade: string; anterior: string | null }>(
      `SELECT d.id, i.unidade_codigo AS unidade,
              (SELECT x.nome_arquivo FROM dirigente_maximo_documento x WHERE x.dirigente_id = d.id ORDER BY x.id DESC LIMIT 1) AS anterior
         FROM dirigente_maximo d JOIN instituicao i ON i.codigo = d.instituicao_codigo WHERE d.cpf = $1 FOR UPDATE OF d`,
      [String(input.cpfDirigenteMaximo)],
    );
    const d = w.foundInUnit(rows[0], (x) => x.unidade, 'cpfDirigenteMaximo');
    // Bytes as base64 text decoded by the database (see documentos.ts: PGlite and Buffer parameters).
    const {
      rows: [{ id: idDocumento }],
    } = await w.tx.query<{ id: number }>(
      `INSERT INTO dirigente_maximo_documento (dirigente_id, modelo, nome_original, nome_arquivo, tipo_conteudo, tamanho, sha256, conteudo, enviado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, decode($8, 'base64'), $9) RETURNING id`,
      [
        d.id,
        String(input.modelo),
        file.nomeOriginal,
        file.nomeArquivo,
        file.tipoConteudo,
        file.tamanho,
        file.sha256,
        file.bytes.toString('base64'),
        auth!.sub,
      ],
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
  });

export const documentosDirigenteHandlers = {
  'dirigenteMaximo.downloadArquivo': downloadArquivo,
  'dirigenteMaximo.salvarDocumento': salvarDocumento,
} satisfies Handlers<'dirigenteMaximo.downloadArquivo' | 'dirigenteMaximo.salvarDocumento'>;
