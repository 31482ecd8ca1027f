/**
 * The progression record of 'Progressão e promoção' (table progressao_servidor, migration 019): its
 * SQL (the list's fields and the detail's, with the career rule in force), its shape, and the one
 * unit-checked read every handler of one progression starts from. Shared by the list and detail
 * (progressao.ts), the detail's tabs (progressao-abas.ts) and the commands (progressao-comandos.ts).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import type { Registro } from '../../servidores/index.ts';
import { registroServidor } from '../../domain/carreira-servidor.ts';
import { TIPO_DESCRICAO, type TipoMovimento } from '../../domain/carreiras.ts';
import { PROGRESSAO_SERVIDOR } from '../../domain/transitions.ts';
import type { Failure } from '../../lib/envelope.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import type { HandlerContext } from '../../contract/handler.ts';
import { servidoresPorId } from '../../servidores/base.ts';
import { comAusencias } from './servant-record.ts';

const SITUACAO = PROGRESSAO_SERVIDOR.states;
export const DATA = (expr: string) => `to_char(${expr}, 'DD/MM/YYYY')`;

/** The list fields (alias p; servant s; institution i; career c). */
export const CAMPOS = `p.id AS "idGtProgressao", p.id, p.id AS "idGestaoProgressao", s.nome, s.cpf, s.masp, s.numero_funcionario AS "numeroFuncionario",
  i.sigla AS instituicao, p.instituicao_codigo AS "orgaoEntidade", p.regional, p.carreira_codigo AS "codigoCarreira", c.nome AS carreira, p.tipo,
  p.nivel_anterior || '-' || p.grau_anterior AS "nivelGrauAnterior", p.nivel_novo || '-' || p.grau_novo AS "nivelGrauNovo",
  p.nivel_anterior || '-' || p.grau_anterior || ' → ' || p.nivel_novo || '-' || p.grau_novo AS movimento,
  ${DATA('p.data_aquisicao')} AS "dataAquisicao", p.situacao AS "situacaoValidacao", p.versao`;
export const DE = `FROM progressao_servidor p JOIN servidor s ON s.id = p.servidor_id JOIN instituicao i ON i.codigo = p.instituicao_codigo
  JOIN carreira c ON c.codigo = p.carreira_codigo`;

/** A row of CAMPOS: a record of the list before its descriptions. */
export type Linha = Omit<
  RecordOf<'progressaoPromocao.listaProgressaoPromocao'>,
  'tipoDescricao' | 'situacaoValidacaoDescricao'
>;
/** The row with its kind of movement and its state in words. */
export const saida = <T extends { tipo: TipoMovimento; situacaoValidacao: string }>(r: T) => ({
  ...r,
  tipoDescricao: TIPO_DESCRICAO[r.tipo],
  situacaoValidacaoDescricao: SITUACAO[r.situacaoValidacao] ?? r.situacaoValidacao,
});

/**
 * A row of CAMPOS_DETALHE. The rule's fields (notaMinima … fundamento) come from a LEFT JOIN but are
 * never null: every progression is computed from its career's rule (the seed skips a career without
 * one, reprocessing refuses it), the rules are in force from 2005-12-01, before any acquisition date,
 * and only the seed writes them.
 */
export interface Progressao
  extends
    Linha,
    Pick<
      RecordOf<'progressaoPromocao.detalhaProgressaoPromocaoServidor'>,
      | 'cargo'
      | 'grupoAtividade'
      | 'periodoInicio'
      | 'periodoFim'
      | 'mediaAvaliacao'
      | 'faltas'
      | 'diasSuspensao'
      | 'apuradaEm'
      | 'atualizadoEm'
      | 'notaMinima'
      | 'faltasMaximas'
      | 'intersticioMeses'
      | 'fundamento'
    > {
  unidadeCodigo: string;
  servidorId: number;
  periodoInicioIso: string;
  periodoFimIso: string;
  dataAquisicaoIso: string;
  nivelAnterior: string;
  grauAnterior: string;
  nivelNovo: string;
  grauNovo: string;
  pendencias: string[];
  motivosReprovacao: string[];
  observacaoReprovacao: string | null;
  justificativaReprocessamento: string | null;
  atualizadoPorCpf: string | null;
}

const CAMPOS_DETALHE = `${CAMPOS}, p.unidade_codigo AS "unidadeCodigo", p.servidor_id AS "servidorId", c.cargo, g.nome AS "grupoAtividade",
  ${DATA('p.periodo_inicio')} AS "periodoInicio", ${DATA('p.periodo_fim')} AS "periodoFim",
  to_char(p.periodo_inicio, 'YYYY-MM-DD') AS "periodoInicioIso", to_char(p.periodo_fim, 'YYYY-MM-DD') AS "periodoFimIso",
  to_char(p.data_aquisicao, 'YYYY-MM-DD') AS "dataAquisicaoIso", p.nivel_anterior AS "nivelAnterior", p.grau_anterior AS "grauAnterior",
  p.nivel_novo AS "nivelNovo", p.grau_novo AS "grauNovo",
  p.media_avaliacao::float8 AS "mediaAvaliacao", p.faltas, p.dias_suspensao AS "diasSuspensao", p.pendencias, ${dataHoraSql('p.apurada_em')} AS "apuradaEm",
  p.motivos_reprovacao AS "motivosReprovacao", p.observacao_reprovacao AS "observacaoReprovacao",
  p.justificativa_reprocessamento AS "justificativaReprocessamento", p.atualizado_por AS "atualizadoPorCpf", ${dataHoraSql('p.atualizado_em')} AS "atualizadoEm",
  r.nota_minima::float8 AS "notaMinima", r.faltas_maximas AS "faltasMaximas", r.intersticio_meses AS "intersticioMeses", r.fundamento`;
const DE_DETALHE = `${DE} JOIN grupo_atividade g ON g.codigo = c.grupo_atividade_codigo
  LEFT JOIN LATERAL (SELECT * FROM regra_carreira rc WHERE rc.carreira_codigo = p.carreira_codigo AND rc.tipo = p.tipo AND rc.vigencia_inicio <= p.data_aquisicao
    ORDER BY rc.vigencia_inicio DESC LIMIT 1) r ON true`;

export async function progressaoPorId(db: Db, id: number): Promise<Progressao | undefined> {
  const { rows } = await db.query<Progressao>(`SELECT ${CAMPOS_DETALHE} ${DE_DETALHE} WHERE p.id = $1`, [id]);
  return rows[0];
}

/** The progression of `idGestaoProgressao`, unit-checked: the row, or the envelope refusing it. */
export async function loadProgression(
  ctx: HandlerContext<{ idGestaoProgressao: number }>,
): Promise<{ p: Progressao } | { falha: Failure }> {
  const p = inUnit(
    await progressaoPorId(ctx.db, Number(ctx.input.idGestaoProgressao)),
    (x) => x.unidadeCodigo,
    ctx.auth,
  );
  if (!p) return { falha: missingRecord(ctx.paging) };
  return { p };
}

/** The servant's record with the granted career and the absences of the table (the one source from 2025). */
export async function registroCompleto(db: Db, servidorId: number): Promise<Registro | undefined> {
  const base = (await servidoresPorId(db, [servidorId])).get(servidorId);
  return base ? comAusencias(db, await registroServidor(db, base)) : undefined;
}
