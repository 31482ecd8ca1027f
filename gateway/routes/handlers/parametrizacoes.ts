/**
 * The parametrisation of absences for the avos of the year-end bonus ('Parametrizações' of
 * 'Gestão do tempo'; table parametro_ausencia of migration 012, rules in docs/GESTAO-TEMPO.md):
 * - /complementoAfastamento (parametrizacao-afastamentos): each leave/absence type of groups
 *   afastamento and licenca counts as service ('efetivo exercício') or not;
 * - /faltasPoc/v1 (parametrizacao-faltas): each kind of falta has a tipoComplementacao —
 *   DESCONTA_AVO (its days leave the service of the month, so the month may lose its avo),
 *   NAO_DESCONTA or ABONA (they count as service).
 * The parametrisation is state-wide: one row per type, not per unit (the central HR rule is the
 * same for every institution), so there is no unit check; only the screens' resources grant it.
 *
 * A change goes through `write()`: the row is locked, the listed `versao` must still be the row's
 * (code 4 otherwise, nothing changed), the row is updated (version + 1, who and when), the audit
 * row is written, and then — in the SAME transaction — `recalcularPorTipo` recomputes the OPEN
 * (unpaid) bonus years of every servant with an absence of that type in the year. A paid year is
 * never touched: it keeps the parametrisation frozen at payment, and only the after-payment
 * workflow (avos_alterado) can change what was paid. Saving the value already in force writes
 * nothing (no version, no audit row, no recomputation).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { TIPOS_COMPLEMENTACAO_FALTAS } from '../../servidores/ausencias.ts';
import { recalcularPorTipo } from '../../domain/gratificacao.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { type Writer, write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { umDe } from './valores-do-catalogo.ts';

export const MSG_TIPO_AFASTAMENTO_NAO_ENCONTRADO = 'Tipo de afastamento ou licença não encontrado.';
export const MSG_TIPO_FALTA_NAO_ENCONTRADO = 'Tipo de falta não encontrado.';

/** The groups of table parametro_ausencia (its CHECK) and those of the afastamento screens. */
type Grupo = 'afastamento' | 'licenca' | 'falta';
type GrupoAfastamento = RecordOf<'complementoAfastamento.parametrosAfastamentos'>['grupo'];
type Complementacao = RecordOf<'faltasPoc.parametrizarFaltas'>['tipoComplementacao'];

const GRUPOS_AFASTAMENTO: GrupoAfastamento[] = ['afastamento', 'licenca'];
const GRUPO_DESCRICAO = { afastamento: 'Afastamento', licenca: 'Licença', falta: 'Falta' } as const satisfies Record<
  Grupo,
  string
>;
const COMPLEMENTACOES = ['DESCONTA_AVO', 'NAO_DESCONTA', 'ABONA'] as const satisfies readonly Complementacao[];
const COMPLEMENTACAO_DESCRICAO = new Map(TIPOS_COMPLEMENTACAO_FALTAS.map((t) => [t.codigo, t.descricao]));

/** The complementação that does not count as service; every other one does. */
export const DESCONTA_AVO = 'DESCONTA_AVO';

/** The fields of a parametrisation row (alias p; last editor u, by CPF, else the stored text). */
const CAMPOS = `p.codigo_tipo AS "codigoTipo", p.descricao, p.grupo, p.conta_exercicio AS "contaExercicio", p.tipo_complementacao AS "tipoComplementacao",
  p.versao, ${dataHoraSql('p.atualizado_em')} AS "atualizadoEm",
  coalesce(u.nome, CASE WHEN p.atualizado_por IS NULL OR p.atualizado_por = 'carga inicial' THEN 'Carga inicial' ELSE p.atualizado_por END) AS "atualizadoPor"`;

/** A parametrisation row of the groups `G` (those the caller's WHERE selects). */
interface Linha<G extends Grupo = Grupo> {
  codigoTipo: number;
  descricao: string;
  grupo: G;
  contaExercicio: boolean;
  tipoComplementacao: Complementacao | null;
  versao: number;
  atualizadoEm: string;
  atualizadoPor: string;
}

const simNao = (v: boolean): 'Sim' | 'Não' => (v ? 'Sim' : 'Não');

async function linhas<G extends Grupo>(db: Db, where: string, params: unknown[]): Promise<Linha<G>[]> {
  const { rows } = await db.query<Linha<G>>(
    `SELECT ${CAMPOS} FROM parametro_ausencia p LEFT JOIN usuario u ON u.cpf = p.atualizado_por
      WHERE ${where} ORDER BY CASE p.grupo WHEN 'afastamento' THEN 1 WHEN 'licenca' THEN 2 ELSE 3 END, p.codigo_tipo`,
    params,
  );
  return rows;
}

/* ---------------------------------------------------------------- afastamentos e licenças */

const tiposAfastamento: Handler<'complementoAfastamento.tiposAfastamento'> = async ({ db, input }) => {
  const grupo = input.grupo;
  const rows = await linhas<GrupoAfastamento>(db, 'p.grupo = ANY($1::text[])', [grupo ? [grupo] : GRUPOS_AFASTAMENTO]);
  if (!rows.length) return noResult();
  return ok(
    rows.map((r) => ({
      codigoTipo: r.codigoTipo,
      descricao: r.descricao,
      grupo: r.grupo,
      grupoDescricao: GRUPO_DESCRICAO[r.grupo],
      rotulo: `${r.codigoTipo} - ${r.descricao}`,
    })),
  );
};

const parametrosAfastamentos: Handler<'complementoAfastamento.parametrosAfastamentos'> = async ({ db, input }) => {
  const grupo = input.grupo;
  const { add, params, sql } = sqlWhere(['p.grupo = ANY($1::text[])'], [grupo ? [grupo] : GRUPOS_AFASTAMENTO]);
  if (input.codigoTipo !== undefined) add((n) => `p.codigo_tipo = ${n}`, Number(input.codigoTipo));
  if (input.contaExercicio !== undefined) add((n) => `p.conta_exercicio = ${n}`, input.contaExercicio === true);
  const rows = await linhas<GrupoAfastamento>(db, sql(), params);
  if (!rows.length) return noResult();
  return ok(
    rows.map(({ tipoComplementacao: _t, ...r }) => ({
      ...r,
      grupoDescricao: GRUPO_DESCRICAO[r.grupo],
      contaExercicioDescricao: simNao(r.contaExercicio),
    })),
  );
};

/** Locks the type's row of one of `grupos`, or refuses with code 4 on codigoTipo. */
async function tipoParaAlterar(w: Writer, codigoTipo: number, grupos: string[], naoEncontrado: string) {
  const { rows } = await w.tx.query<{ conta: boolean; complementacao: string | null; versao: number }>(
    `SELECT conta_exercicio AS conta, tipo_complementacao AS complementacao, versao FROM parametro_ausencia
      WHERE codigo_tipo = $1 AND grupo = ANY($2::text[]) FOR UPDATE`,
    [codigoTipo, grupos],
  );
  if (!rows[0]) w.invalid('codigoTipo', naoEncontrado);
  return rows[0];
}

/** 'Parametrização salva. 3 gratificações natalinas em aberto recalculadas; …' */
export function mensagemRecalculo(n: number): string {
  const quantas =
    n === 0
      ? 'Nenhuma gratificação natalina em aberto mudou'
      : n === 1
        ? '1 gratificação natalina em aberto recalculada'
        : `${n} gratificações natalinas em aberto recalculadas`;
  return `Parametrização salva. ${quantas}; anos já pagos não foram alterados.`;
}

const MSG_SEM_ALTERACAO = 'Nenhuma alteração: o tipo já está parametrizado com este valor.';

const parametrizaAfastamentos: Handler<'complementoAfastamento.parametrizaAfastamentos'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const codigoTipo = Number(input.codigoTipo);
    const conta = input.contaExercicio === true;
    const atual = await tipoParaAlterar(w, codigoTipo, GRUPOS_AFASTAMENTO, MSG_TIPO_AFASTAMENTO_NAO_ENCONTRADO);
    w.version(atual.versao, input.versao);
    if (atual.conta === conta)
      return ok(
        { codigoTipo, contaExercicio: conta, versao: atual.versao, gratificacoesRecalculadas: 0 },
        undefined,
        MSG_SEM_ALTERACAO,
      );
    const versao = atual.versao + 1;
    await w.tx.query(
      `UPDATE parametro_ausencia SET conta_exercicio = $2, versao = $3, atualizado_em = now(), atualizado_por = $4 WHERE codigo_tipo = $1`,
      [codigoTipo, conta, versao, auth!.sub],
    );
    await w.audit('parametro_ausencia', codigoTipo, {
      contaExercicio: { de: atual.conta, para: conta },
      versao: { de: atual.versao, para: versao },
    });
    const n = await recalcularPorTipo(w.tx, codigoTipo);
    return ok(
      { codigoTipo, contaExercicio: conta, versao, gratificacoesRecalculadas: n },
      undefined,
      mensagemRecalculo(n),
    );
  });

/* ---------------------------------------------------------------- faltas */

const tiposComplementacaoFaltas: Handler<'faltasPoc.tiposComplementacaoFaltas'> = () =>
  Promise.resolve(
    ok(TIPOS_COMPLEMENTACAO_FALTAS.map((t) => ({ codigo: umDe(COMPLEMENTACOES, t.codigo), descricao: t.descricao }))),
  );

const listarFaltasParametrizacao: Handler<'faltasPoc.listarFaltasParametrizacao'> = async ({ db, input }) => {
  const { add, params, sql } = sqlWhere(["p.grupo = 'falta'"], []);
  if (input.tipoComplementacao !== undefined)
    add((n) => `p.tipo_complementacao = ${n}`, String(input.tipoComplementacao));
  const rows = await linhas<'falta'>(db, sql(), params);
  if (!rows.length) return noResult();
  return ok(
    rows.map(({ grupo: _g, tipoComplementacao, ...r }) => {
      // A falta without a complementação (never through this screen) reads as its service flag.
      const tipo = tipoComplementacao ?? (r.contaExercicio ? 'NAO_DESCONTA' : DESCONTA_AVO);
      return {
        ...r,
        tipoComplementacao: tipo,
        tipoComplementacaoDescricao: COMPLEMENTACAO_DESCRICAO.get(tipo) ?? tipo,
        contaExercicioDescricao: simNao(r.contaExercicio),
      };
    }),
  );
};

const parametrizarFaltas: Handler<'faltasPoc.parametrizarFaltas'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const codigoTipo = Number(input.codigoTipo);
    const tipo = input.tipoComplementacao;
    const conta = tipo !== DESCONTA_AVO;
    const atual = await tipoParaAlterar(w, codigoTipo, ['falta'], MSG_TIPO_FALTA_NAO_ENCONTRADO);
    w.version(atual.versao, input.versao);
    if (atual.complementacao === tipo && atual.conta === conta)
      return ok(
        {
          codigoTipo,
          tipoComplementacao: tipo,
          contaExercicio: conta,
          versao: atual.versao,
          gratificacoesRecalculadas: 0,
        },
        undefined,
        MSG_SEM_ALTERACAO,
      );
    const versao = atual.versao + 1;
    await w.tx.query(
      `UPDATE parametro_ausencia SET tipo_complementacao = $2, conta_exercicio = $3, versao = $4, atualizado_em = now(), atualizado_por = $5
        WHERE codigo_tipo = $1`,
      [codigoTipo, tipo, conta, versao, auth!.sub],
    );
    await w.audit('parametro_ausencia', codigoTipo, {
      tipoComplementacao: { de: atual.complementacao, para: tipo },
      ...(atual.conta !== conta ? { contaExercicio: { de: atual.conta, para: conta } } : {}),
      versao: { de: atual.versao, para: versao },
    });
    // Only a change of the service flag moves avos (NAO_DESCONTA ↔ ABONA does not); recomputing
    // anyway is harmless (rows whose avos do not change are not touched) and keeps one rule.
    const n = await recalcularPorTipo(w.tx, codigoTipo);
    return ok(
      { codigoTipo, tipoComplementacao: tipo, contaExercicio: conta, versao, gratificacoesRecalculadas: n },
      undefined,
      mensagemRecalculo(n),
    );
  });

export const parametrizacoesHandlers = {
  'complementoAfastamento.tiposAfastamento': tiposAfastamento,
  'complementoAfastamento.parametrosAfastamentos': parametrosAfastamentos,
  'complementoAfastamento.parametrizaAfastamentos': parametrizaAfastamentos,
  'faltasPoc.tiposComplementacaoFaltas': tiposComplementacaoFaltas,
  'faltasPoc.listarFaltasParametrizacao': listarFaltasParametrizacao,
  'faltasPoc.parametrizarFaltas': parametrizarFaltas,
} satisfies Handlers<
  | 'complementoAfastamento.tiposAfastamento'
  | 'complementoAfastamento.parametrosAfastamentos'
  | 'complementoAfastamento.parametrizaAfastamentos'
  | 'faltasPoc.tiposComplementacaoFaltas'
  | 'faltasPoc.listarFaltasParametrizacao'
  | 'faltasPoc.parametrizarFaltas'
>;
