/**
 * The notices of the signed-in user (/aviso/v1): those addressed to an institution of the token's
 * unit and to one of the token's roles (or to every role), ATIVO and in force today (Brasília
 * date), each with the caller's 'Ciente' (table aviso_ciencia, one per cpf and notice). The 'novos'
 * list and consultaPendencia drive the popup after sign-in; consultaPendencia also counts the
 * pending work of 'Início'. The unit's management of its notices is gestao.ts, this family's other part.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import type { Db } from '../../../db/types.ts';
import { noResult, ok } from '../../../lib/envelope.ts';
import { VIGENTE } from '../../../domain/avisos.ts';
import { dataHoraSql } from '../../../lib/text.ts';
import { write } from '../../../lib/write.ts';
import { semNulos } from '../../../lib/sem-nulos.ts';
import { defineHandlers } from '../../../contract/handler.ts';

export const MSG_AVISO_NAO_ENCONTRADO = 'Aviso não encontrado.';

/**
 * The notices (alias a) the holder of a token of unit `unidade` with roles `papeis` (SQL
 * placeholders) sees now. The plan is in migration 008: institutions of the unit → aviso_instituicao
 * by institution → aviso by id, then the role and 'Ciente' tests by (aviso_id, …) keys.
 */
const VISIVEL = (unidade: string, papeis: string) => `${VIGENTE}
  AND a.id IN (SELECT ai.aviso_id FROM aviso_instituicao ai JOIN instituicao i ON i.codigo = ai.instituicao_codigo WHERE i.unidade_codigo = ${unidade})
  AND (NOT EXISTS (SELECT 1 FROM aviso_papel ap WHERE ap.aviso_id = a.id)
       OR EXISTS (SELECT 1 FROM aviso_papel ap WHERE ap.aviso_id = a.id AND ap.papel_codigo = ANY(${papeis}::text[])))`;

/** The notices the caller sees now, with their 'Ciente'; `novos` keeps only those not acknowledged. */
async function avisosDoUsuario(db: Db, auth: { unidade: string; papeis: string[]; sub: string }, novos: boolean) {
  const { rows } = await db.query<
    Omit<RecordOf<'aviso.listaAvisosUsuarioEspecifico'>, 'dataFim' | 'dataCiencia'> & {
      dataFim: string | null;
      dataCiencia: string | null;
    }
  >(
    `SELECT a.id, a.titulo, a.texto, to_char(a.data_inicio, 'DD/MM/YYYY') AS "dataInicio", to_char(a.data_fim, 'DD/MM/YYYY') AS "dataFim",
            c.aviso_id IS NOT NULL AS ciente, ${dataHoraSql('c.ciente_em')} AS "dataCiencia"
       FROM aviso a LEFT JOIN aviso_ciencia c ON c.aviso_id = a.id AND c.cpf = $3
      WHERE ${VISIVEL('$1', '$2')} ${novos ? 'AND c.aviso_id IS NULL' : ''}
      ORDER BY a.data_inicio ${novos ? 'ASC' : 'DESC'}, a.id ${novos ? 'ASC' : 'DESC'}`,
    [auth.unidade, auth.papeis, auth.sub],
  );
  return rows.map(semNulos);
}

/**
 * The pending work of 'Início', each count scoped to the token's unit and present only
 * when one of the caller's roles grants the resource (the screen) where that work is done: a count
 * the caller may not act on is absent, never zero. Each count is what the linked screen lists with
 * the filter the home page puts in its link (docs/INDICADORES.md).
 */
type Pendencias = NonNullable<RecordOf<'aviso.consultaPendencia'>['pendencias']>;

const PENDENCIAS: { chave: keyof Pendencias; recurso: string; sql: string; porCpf?: boolean }[] = [
  {
    chave: 'solicitacoesAcesso',
    recurso: 'solicitacoes',
    sql: `SELECT count(*)::int AS n FROM solicitacao_acesso WHERE unidade_codigo = $1 AND situacao = 'PENDENTE'`,
  },
  {
    chave: 'desbloqueiosPagamento',
    recurso: 'pagamentos-retidos',
    sql: `SELECT count(*)::int AS n FROM pagamento_retido WHERE unidade_codigo = $1 AND situacao = 'AGUARDANDO_APROVACAO_DESBLOQUEIO'`,
  },
  {
    chave: 'processosAguardandoAnalise',
    recurso: 'consulta-de-processos',
    sql: `SELECT count(*)::int AS n FROM processo_judicial WHERE unidade_codigo = $1 AND situacao = 'AGUARDANDO_ANALISE'`,
  },
  {
    chave: 'acertosAvosPendentes',
    recurso: 'gestao-alteracao-avos',
    sql: `SELECT count(*)::int AS n FROM avos_alterado WHERE unidade_codigo = $1 AND situacao = 'PENDENTE'`,
  },
  {
    chave: 'acertosAvosRetificar',
    recurso: 'gestao-alteracao-avos',
    sql: `SELECT count(*)::int AS n FROM avos_alterado WHERE unidade_codigo = $1 AND situacao = 'RETIFICAR_ACERTO'`,
  },
  {
    chave: 'relatoriosProntos',
    recurso: 'pesquisar-relatorios',
    // 'Meus relatórios' lists the caller's own jobs (of every unit), so this count does too.
    sql: `SELECT count(*)::int AS n FROM relatorio_solicitado WHERE cpf = $1 AND status = 'CONCLUIDO' AND NOT excluido`,
    porCpf: true,
  },
];

export default defineHandlers({
  'aviso.listaAvisosUsuarioEspecifico': async ({ db, auth }) => {
    const rows = await avisosDoUsuario(db, auth!, false);
    return rows.length ? ok(rows) : noResult();
  },
  'aviso.listaNovosAvisosUsuarioEspecifico': async ({ db, auth }) => {
    const rows = await avisosDoUsuario(db, auth!, true);
    return rows.length ? ok(rows) : noResult();
  },
  'aviso.consultaPendencia': async ({ db, auth }) => {
    const { rows } = await db.query<{ quantidade: number }>(
      `SELECT count(*)::int AS quantidade FROM aviso a
      WHERE ${VISIVEL('$1', '$2')} AND NOT EXISTS (SELECT 1 FROM aviso_ciencia c WHERE c.aviso_id = a.id AND c.cpf = $3)`,
      [auth!.unidade, auth!.papeis, auth!.sub],
    );
    const quantidade = rows[0].quantidade;
    const pendencias: Pendencias = {};
    for (const p of PENDENCIAS.filter((x) => auth!.recursos.includes(x.recurso))) {
      const { rows: r } = await db.query<{ n: number }>(p.sql, [p.porCpf ? auth!.sub : auth!.unidade]);
      pendencias[p.chave] = r[0].n;
    }
    return ok({ possuiPendencia: quantidade > 0, quantidade, pendencias });
  },
  'aviso.cadastrarControleAvisoUsuario': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const idAviso = Number(input.idAviso);
      const { unidade, papeis, sub: cpf } = auth!;
      const { rows } = await w.tx.query(`SELECT a.id FROM aviso a WHERE a.id = $3 AND ${VISIVEL('$1', '$2')}`, [
        unidade,
        papeis,
        idAviso,
      ]);
      if (!rows.length) w.invalid('idAviso', MSG_AVISO_NAO_ENCONTRADO);
      // Idempotent: a second 'Ciente' keeps the first row (and its date), and is not audited again.
      const novo = await w.tx.query(
        'INSERT INTO aviso_ciencia (aviso_id, cpf, unidade_codigo) VALUES ($1, $2, $3) ON CONFLICT (aviso_id, cpf) DO NOTHING RETURNING aviso_id',
        [idAviso, cpf, unidade],
      );
      if (novo.rows.length) await w.audit('aviso', idAviso, { ciencia: { de: null, para: cpf } });
      const {
        rows: [c],
      } = await w.tx.query<{ dataCiencia: string }>(
        `SELECT ${dataHoraSql('ciente_em')} AS "dataCiencia" FROM aviso_ciencia WHERE aviso_id = $1 AND cpf = $2`,
        [idAviso, cpf],
      );
      return ok({ idAviso, dataCiencia: c.dataCiencia }, undefined, 'Ciência do aviso registrada com sucesso.');
    }),
});
