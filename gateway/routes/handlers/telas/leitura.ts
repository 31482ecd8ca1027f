/**
 * Screens published at run time (/telas/v1, table tela_versao of migration 039; docs/ARCHITECTURE.md
 * "Published screens") — what is read: the versions of a screen or of a state (the review queue),
 * one version with its document, and the published screens a user's menu takes. Screens are the
 * deployment's, not a unit's: every unit reads the same versions. The writes are escrita.ts.
 */
import type { RecordOf, RequestOf } from '../../../../core/endpoint-types.ts';
import { telasDoUsuario, versoesPublicadas } from '../../../domain/telas.ts';
import { TELA_VERSAO } from '../../../domain/transitions.ts';
import { noResult, ok } from '../../../lib/envelope.ts';
import { semNulos } from '../../../lib/sem-nulos.ts';
import { dataHoraSql } from '../../../lib/text.ts';
import { asCode, type List, paginate } from '../../list.ts';
import { defineHandlers } from '../../../contract/handler.ts';

type Linha = Omit<RecordOf<'telas.listaVersoes'>, 'situacaoDescricao' | 'restauradaDe'> & {
  restauradaDe: number | null;
};

/** A version's row without its document (alias v). */
const CAMPOS = `v.id, v.tela_id AS "telaId", v.numero, COALESCE(v.documento->>'title', '') AS titulo, v.situacao,
  ua.nome AS autor, ${dataHoraSql('v.criado_em')} AS "criadoEm", up.nome AS "atualizadoPor",
  ${dataHoraSql('v.atualizado_em')} AS "atualizadoEm", COALESCE(v.motivo_devolucao, '') AS "motivoDevolucao",
  r.numero AS "restauradaDe", v.versao`;
const DE = `FROM tela_versao v JOIN usuario ua ON ua.cpf = v.autor JOIN usuario up ON up.cpf = v.atualizado_por
  LEFT JOIN tela_versao r ON r.id = v.restaurada_de`;

const saida = <T extends Linha>(r: T) =>
  semNulos({ ...r, situacaoDescricao: TELA_VERSAO.states[r.situacao] ?? r.situacao });

const VERSOES: List<RequestOf<'telas.listaVersoes'>, Linha, ReturnType<typeof saida<Linha>>> = {
  from: DE,
  countFrom: 'FROM tela_versao v',
  columns: CAMPOS,
  // The deployment's screens: no unit scope.
  unitScope: ['TRUE'],
  filters: {
    telaId: { value: asCode, sql: (n) => `v.tela_id = ${n}` },
    situacao: { value: asCode, sql: (n) => `v.situacao = ${n}` },
  },
  // Newest change first: the review queue shows the latest submission on top.
  sort: {
    fields: { atualizadoEm: 'v.atualizado_em' },
    default: 'atualizadoEm',
    direction: 'DESC',
    fixed: true,
    tieBreak: (d) => `v.id ${d}`,
  },
  row: saida,
};

export default defineHandlers({
  'telas.listaVersoes': (ctx) => paginate(ctx, VERSOES, []),
  'telas.detalheVersao': async ({ db, input }) => {
    const { rows } = await db.query<Linha & { documento: Record<string, unknown> }>(
      `SELECT ${CAMPOS}, v.documento ${DE} WHERE v.id = $1`,
      [input.id],
    );
    return rows.length ? ok(saida(rows[0])) : noResult();
  },
  'telas.telasPublicadas': async ({ db, auth }) => {
    const publicadas = (await versoesPublicadas(db)).map((v) => ({ ...v, menuKey: v.documento.menuKey }));
    const minhas = telasDoUsuario(publicadas, auth!.recursos).map((v) => ({
      telaId: v.telaId,
      numero: v.numero,
      documento: v.documento,
    }));
    return minhas.length ? ok(minhas) : noResult();
  },
});
