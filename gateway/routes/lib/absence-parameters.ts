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
 * A change is the catalogue's declared write of entity parametro_ausencia (gateway/routes/
 * declared-write.ts): the router locks the row, checks the listed `versao` (code 4 otherwise,
 * nothing changed), and after the rule writes the next version, who and when, and the audit row;
 * the rule changes the flag and then — in the SAME transaction — `recalcularPorTipo` recomputes the OPEN
 * (unpaid) bonus years of every servant with an absence of that type in the year. A paid year is
 * never touched: it keeps the parametrisation frozen at payment, and only the after-payment
 * workflow (avos_alterado) can change what was paid. Saving the value already in force writes
 * nothing (no version, no audit row, no recomputation).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { TIPOS_COMPLEMENTACAO_FALTAS } from '../../servidores/ausencias.ts';
import { dataHoraSql } from '../../lib/text.ts';
import type { RecordWrite } from '../../contract/record-write.ts';
import type { PARAMETRO_AUSENCIA_ENTITY } from '../../domain/entities.ts';

export const MSG_TIPO_AFASTAMENTO_NAO_ENCONTRADO = 'Tipo de afastamento ou licença não encontrado.';
export const MSG_TIPO_FALTA_NAO_ENCONTRADO = 'Tipo de falta não encontrado.';

/** A type as the declared write locked it. */
type Parametro = NonNullable<(typeof PARAMETRO_AUSENCIA_ENTITY)['row']>;

/** The groups of table parametro_ausencia (its CHECK) and those of the afastamento screens. */
export type Grupo = 'afastamento' | 'licenca' | 'falta';
export type GrupoAfastamento = RecordOf<'complementoAfastamento.parametrosAfastamentos'>['grupo'];
export type Complementacao = RecordOf<'faltasPoc.parametrizarFaltas'>['tipoComplementacao'];

export const GRUPOS_AFASTAMENTO: GrupoAfastamento[] = ['afastamento', 'licenca'];
export const GRUPO_DESCRICAO = {
  afastamento: 'Afastamento',
  licenca: 'Licença',
  falta: 'Falta',
} as const satisfies Record<Grupo, string>;
export const COMPLEMENTACOES = ['DESCONTA_AVO', 'NAO_DESCONTA', 'ABONA'] as const satisfies readonly Complementacao[];
export const COMPLEMENTACAO_DESCRICAO = new Map(TIPOS_COMPLEMENTACAO_FALTAS.map((t) => [t.codigo, t.descricao]));

/** The complementação that does not count as service; every other one does. */
export const DESCONTA_AVO = 'DESCONTA_AVO';

/** The fields of a parametrisation row (alias p; last editor u, by CPF, else the stored text). */
export const CAMPOS = `p.codigo_tipo AS "codigoTipo", p.descricao, p.grupo, p.conta_exercicio AS "contaExercicio", p.tipo_complementacao AS "tipoComplementacao",
  p.versao, ${dataHoraSql('p.atualizado_em')} AS "atualizadoEm",
  coalesce(u.nome, CASE WHEN p.atualizado_por IS NULL OR p.atualizado_por = 'carga inicial' THEN 'Carga inicial' ELSE p.atualizado_por END) AS "atualizadoPor"`;

/** A parametrisation row of the groups `G` (those the caller's WHERE selects). */
export interface Linha<G extends Grupo = Grupo> {
  codigoTipo: number;
  descricao: string;
  grupo: G;
  contaExercicio: boolean;
  tipoComplementacao: Complementacao | null;
  versao: number;
  atualizadoEm: string;
  atualizadoPor: string;
}

export const simNao = (v: boolean): 'Sim' | 'Não' => (v ? 'Sim' : 'Não');

export async function linhas<G extends Grupo>(db: Db, where: string, params: unknown[]): Promise<Linha<G>[]> {
  const { rows } = await db.query<Linha<G>>(
    `SELECT ${CAMPOS} FROM parametro_ausencia p LEFT JOIN usuario u ON u.cpf = p.atualizado_por
      WHERE ${where} ORDER BY CASE p.grupo WHEN 'afastamento' THEN 1 WHEN 'licenca' THEN 2 ELSE 3 END, p.codigo_tipo`,
    params,
  );
  return rows;
}

/**
 * The locked type (the catalogue's declared write, PARAMETRO_AUSENCIA_ENTITY), refused with
 * `naoEncontrado` on codigoTipo when it is not of one of `grupos` (a falta on the leave screen).
 */
export function tipoDosGrupos(rw: RecordWrite<Parametro>, grupos: readonly string[], naoEncontrado: string): Parametro {
  if (!grupos.includes(rw.before.grupo)) rw.w.invalid('codigoTipo', naoEncontrado);
  return rw.before;
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

export const MSG_SEM_ALTERACAO = 'Nenhuma alteração: o tipo já está parametrizado com este valor.';
