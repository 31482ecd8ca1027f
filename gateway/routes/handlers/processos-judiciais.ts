/**
 * 'Processos judiciais' (destination JUSTICA; migration 017; docs/PROCESSOS-JUDICIAIS.md): the
 * judicial processes of the servants of the token's unit and their analysis by HR. The subjects
 * and their counts are in processos-judiciais-assuntos.ts, the payments withheld because of a
 * process and the requests to unlock them in processos-judiciais-pagamentos.ts; this file's
 * handler map gathers all three.
 *
 * Unit scope: a process, a payment or a servant belongs to the unit of the servant's institution;
 * lists never show another unit's, a record of another unit answers like a missing one
 * (gateway/lib/unidade.ts), an institution filter of another unit is 403.
 *
 * salvarProcesso goes through gateway/lib/write.ts (one transaction, lock, unit, version, the
 * declared machine PROCESSO_JUDICIAL, audit row): analisar (AGUARDANDO_ANALISE or ANALISADO →
 * ANALISADO; ARQUIVADO → code 4).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { formatProcesso } from '../../../core/formatters/documents.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import type { Db } from '../../db/types.ts';
import { PROCESSO_JUDICIAL_ENTITY } from '../../domain/entities.ts';
import { PROCESSO_JUDICIAL } from '../../domain/transitions.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { type Lista, lista, paginar, valorCodigo, valorData, valorDigitos, valorNumero } from '../lista.ts';
import { dataHoraSql, dataSql, reaisSql, texto as str } from '../../lib/text.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import { diff } from '../../lib/write.ts';
import { declaredWrite } from '../declared-write.ts';
import type { Handler, HandlerContext, Handlers } from '../../contract/handler.ts';
import { assuntosProcessoHandlers } from './processos-judiciais-assuntos.ts';
import { pagamentosRetidosHandlers } from './processos-judiciais-pagamentos.ts';
import { filtroOrgao } from './pesquisa-servidor.ts';
import { dataBRDeIso } from '../../../schemas/data-iso.ts';

export const MSG_ANALISE_SALVA = 'Análise do processo salva com sucesso.';

export const CUMPRIMENTOS: Readonly<Record<string, string>> = {
  IMPLANTAR: 'Implantar a decisão em folha',
  SUSPENDER_DESCONTO: 'Suspender o desconto',
  RETER_PAGAMENTO: 'Reter o pagamento',
  SEM_IMPACTO: 'Sem impacto em folha',
};

/** eSocial table of "indicativo de suspensão da exigibilidade" (S-1070). */
export const INDICATIVOS_SUSPENSAO: Readonly<Record<string, string>> = {
  '01': 'Liminar em mandado de segurança',
  '02': 'Depósito judicial do montante integral',
  '03': 'Depósito administrativo do montante integral',
  '04': 'Antecipação de tutela',
  '05': 'Liminar em medida cautelar',
  '08': 'Sentença em mandado de segurança favorável ao contribuinte',
  '09': 'Sentença em ação ordinária favorável ao contribuinte e confirmada pelo TRF',
  '10': 'Acórdão do TRF favorável ao contribuinte',
  '11': 'Acórdão do STJ em recurso especial favorável ao contribuinte',
  '12': 'Acórdão do STF em recurso extraordinário favorável ao contribuinte',
  '13': 'Sentença de 1ª instância não transitada em julgado com efeito suspensivo',
  '90': 'Decisão definitiva a favor do contribuinte',
  '92': 'Sem suspensão da exigibilidade',
};

const FASES: Readonly<Record<string, string>> = {
  CONHECIMENTO: 'Conhecimento',
  RECURSAL: 'Recursal',
  EXECUCAO: 'Execução',
  TRANSITADO: 'Transitado em julgado',
};

/** The last movement the court system reports in each phase (Tribunus; derived, no table). */
const MOVIMENTOS: Readonly<Record<string, string>> = {
  CONHECIMENTO: 'Conclusos para sentença',
  RECURSAL: 'Remetidos os autos ao tribunal para julgamento do recurso',
  EXECUCAO: 'Expedido ofício ao órgão pagador para cumprimento',
  TRANSITADO: 'Certificado o trânsito em julgado',
};

/* ---------------------------------------------------------------- processes */

const FROM_PROC = `FROM processo_judicial p
  JOIN servidor s ON s.id = p.servidor_id
  JOIN instituicao i ON i.codigo = p.instituicao_codigo
  JOIN processo_assunto a ON a.codigo = p.assunto_codigo
  LEFT JOIN processo_complemento c ON c.codigo = p.complemento_codigo`;

const CAMPOS_PROC = `p.id AS "idProcesso", p.numero AS "numeroProcesso", s.nome, s.cpf, s.masp, s.numero_funcionario AS "numeroFuncionario",
  i.sigla AS instituicao, p.assunto_codigo AS "codigoAssunto", a.descricao AS assunto, c.descricao AS complemento, p.tribunal,
  p.orgao_julgador AS "orgaoJulgador", ${dataSql('p.data_ajuizamento')} AS "dataAjuizamento", p.fase, p.situacao, p.versao`;

// nome and assunto sort on the copies of migration 028 (index columns kept by triggers; the rows show s.nome, a.descricao).
const SORT_PROC: Record<string, string> = {
  numeroProcesso: 'p.numero',
  nome: 'p.nome_busca',
  dataAjuizamento: 'p.data_ajuizamento',
  assunto: 'p.assunto_descricao',
  situacao: 'p.situacao',
};

/** A row of CAMPOS_PROC: a record of the list before its descriptions. */
type Linha = Omit<RecordOf<'processosJudiciais.listarProcesso'>, 'situacaoDescricao'>;

/** The row with its phase (when it has one) and its state in words. */
const comDescricoes = <T extends { situacao: string; fase?: string }>(r: T) => ({
  ...r,
  ...(r.fase !== undefined ? { fase: FASES[r.fase] ?? r.fase } : {}),
  situacaoDescricao: PROCESSO_JUDICIAL.states[r.situacao] ?? r.situacao,
});

const listarProcesso: Handler<'processosJudiciais.listarProcesso'> = lista({
  de: FROM_PROC,
  contagemDe: 'FROM processo_judicial p',
  colunas: CAMPOS_PROC,
  escopo: ['p.unidade_codigo = $1'],
  filtros: {
    orgaoEntidade: filtroOrgao('p.instituicao_codigo'),
    numeroProcesso: { valor: valorDigitos, sql: (n) => `p.numero = ${n}` },
    cpf: { valor: valorDigitos, sql: (n) => `p.servidor_id = (SELECT id FROM servidor WHERE cpf = ${n})` },
    codigoAssunto: { valor: valorNumero, sql: (n) => `p.assunto_codigo = ${n}` },
    codigoComplemento: { valor: valorNumero, sql: (n) => `p.complemento_codigo = ${n}` },
    situacao: { valor: valorCodigo, sql: (n) => `p.situacao = ${n}` },
    dataInicio: { valor: valorData, sql: (n) => `p.data_ajuizamento >= ${n}::date` },
    dataFim: { valor: valorData, sql: (n) => `p.data_ajuizamento <= ${n}::date` },
  },
  ordem: { campos: SORT_PROC, padrao: 'dataAjuizamento', direcao: 'DESC', desempate: (dir) => `p.id ${dir}` },
  linha: (r: Linha) => comDescricoes(r),
});

/** A row of one process: the record of dadosProcesso before its descriptions, with its unit, servant and eSocial data. */
type LinhaProcesso = Omit<
  RecordOf<'processosJudiciais.dadosProcesso'>,
  'situacaoDescricao' | 'numeroProcessoFormatado' | 'poloDescricao' | 'cumprimentoDescricao'
> & { unidade: string; servidorId: number; tipoProcesso: number; deposito: boolean };

/** One process with its unit; undefined when unknown. */
async function processo(db: Db, id: number): Promise<LinhaProcesso | undefined> {
  const { rows } = await db.query<LinhaProcesso>(
    `SELECT ${CAMPOS_PROC}, i.unidade_codigo AS unidade, p.servidor_id AS "servidorId",
            ${reaisSql('p.valor_causa')} AS "valorCausa", p.polo, p.cumprimento, p.indicativo_suspensao AS "indicativoSuspensao",
            ${dataSql('p.data_decisao')} AS "dataDecisao", p.parecer, u.nome AS "analisadoPor", ${dataHoraSql('p.analisado_em')} AS "analisadoEm",
            p.tipo_processo_esocial AS "tipoProcesso", p.deposito_montante_integral AS deposito
       ${FROM_PROC} LEFT JOIN usuario u ON u.cpf = p.analisado_por WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

/** The process of the token's unit, or the refusal (the same code 2 for unknown and another unit's). */
async function processoDaUnidade(ctx: HandlerContext<{ idProcesso: number }>) {
  const r = daUnidade(await processo(ctx.db, ctx.input.idProcesso), (x) => x.unidade, ctx.auth);
  if (!r) return { answer: registroAusente() };
  return { r };
}

const dadosProcesso: Handler<'processosJudiciais.dadosProcesso'> = async (ctx) => {
  const { r, answer } = await processoDaUnidade(ctx);
  if (!r) return answer;
  const { unidade: _u, servidorId: _s, tipoProcesso: _t, deposito: _d, ...d } = r;
  return ok({
    ...comDescricoes(d),
    numeroProcessoFormatado: formatProcesso(d.numeroProcesso),
    poloDescricao: d.polo === 'ATIVO' ? 'Ativo (o Estado é o autor)' : 'Passivo (o Estado é o réu)',
    cumprimentoDescricao: d.cumprimento ? (CUMPRIMENTOS[d.cumprimento] ?? d.cumprimento) : null,
  });
};

const dadosParaEsocial: Handler<'processosJudiciais.dadosParaEsocial'> = async (ctx) => {
  const { r, answer } = await processoDaUnidade(ctx);
  if (!r) return answer;
  const ind = r.indicativoSuspensao;
  return ok({
    idProcesso: r.idProcesso,
    numeroProcesso: r.numeroProcesso,
    tipoProcesso: r.tipoProcesso,
    tipoProcessoDescricao: r.tipoProcesso === 1 ? 'Administrativo' : 'Judicial',
    ufVara: 'MG',
    // IBGE code of the origin's municipality: the state capital for the seeded courts.
    codigoMunicipio: '3106200',
    orgaoJulgador: r.orgaoJulgador,
    cpfTrabalhador: r.cpf,
    matricula: r.masp,
    indicativoSuspensao: ind,
    indicativoSuspensaoDescricao: ind
      ? (INDICATIVOS_SUSPENSAO[ind] ?? ind)
      : 'Não informado (processo ainda não analisado)',
    dataDecisao: r.dataDecisao,
    depositoMontanteIntegral: r.deposito ? 'Sim' : 'Não',
  });
};

const VINCULADOS: Lista<
  object,
  Omit<RecordOf<'processosJudiciais.outrosProcessosVinculados'>, 'situacaoDescricao'>,
  RecordOf<'processosJudiciais.outrosProcessosVinculados'>
> = {
  de: 'FROM processo_judicial p JOIN processo_assunto a ON a.codigo = p.assunto_codigo',
  contagemDe: 'FROM processo_judicial p',
  colunas: `p.id AS "idProcesso", p.numero AS "numeroProcesso", a.descricao AS assunto, p.tribunal, ${dataSql('p.data_ajuizamento')} AS "dataAjuizamento", p.situacao`,
  escopo: ['p.servidor_id = $1', 'p.id <> $2'],
  ordem: {
    campos: { dataAjuizamento: 'p.data_ajuizamento' },
    padrao: 'dataAjuizamento',
    direcao: 'DESC',
    fixa: true,
    desempate: (dir) => `p.id ${dir}`,
  },
  linha: comDescricoes,
};

const outrosProcessosVinculados: Handler<'processosJudiciais.outrosProcessosVinculados'> = async (ctx) => {
  const { r, answer } = await processoDaUnidade(ctx);
  if (!r) return answer;
  return paginar(ctx, VINCULADOS, [r.servidorId, r.idProcesso]);
};

const detalhesProcessoTribunus: Handler<'processosServidor.detalhesProcessoTribunus'> = async ({ db, auth, input }) => {
  const cpf = onlyDigits(str(input.cpfServidor));
  const { rows: serv } = await db.query<{ id: number; unidade: string }>(
    'SELECT s.id, i.unidade_codigo AS unidade FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.cpf = $1',
    [cpf],
  );
  if (!daUnidade(serv[0], (x) => x.unidade, auth)) return registroAusente();
  const { rows } = await db.query<Omit<RecordOf<'processosServidor.detalhesProcessoTribunus'>, 'ultimaMovimentacao'>>(
    `SELECT p.numero AS "numeroProcesso", p.tribunal, p.orgao_julgador AS "orgaoJulgador", p.fase, ${reaisSql('p.valor_causa')} AS "valorCausa",
            ${dataSql('p.data_ajuizamento')} AS "dataAjuizamento",
            ${dataSql(`coalesce(p.data_decisao, p.data_ajuizamento + 90) + (p.id % 60)`)} AS "dataUltimaMovimentacao"
       FROM processo_judicial p WHERE p.servidor_id = $1 ORDER BY p.data_ajuizamento DESC, p.id DESC`,
    [serv[0].id],
  );
  if (!rows.length) return noResult();
  return ok(rows.map((r) => ({ ...r, fase: FASES[r.fase] ?? r.fase, ultimaMovimentacao: MOVIMENTOS[r.fase] ?? '' })));
};

/** The analysis: the router locks the process (of the token's unit), applies 'analisar' and checks the version. */
const salvarProcesso: Handler<'processosJudiciais.salvarProcesso'> = declaredWrite(
  PROCESSO_JUDICIAL_ENTITY,
  async ({ auth, input }, rw) => {
    const parecer = str(input.parecer);
    // Kept as the record shows it (DD/MM/AAAA), so the diff compares like with like.
    const decisao = dataBRDeIso(input.dataDecisao) || null;
    const novo = {
      cumprimento: String(input.cumprimento),
      indicativoSuspensao: String(input.indicativoSuspensao),
      dataDecisao: decisao,
      parecer,
    };
    const { before } = rw;
    rw.changed(
      diff(
        {
          cumprimento: before.cumprimento,
          indicativoSuspensao: before.indicativo,
          dataDecisao: before.decisao,
          parecer: before.parecer,
        },
        novo,
      ),
    );
    await rw.tx.query(
      `UPDATE processo_judicial SET cumprimento = $2, indicativo_suspensao = $3, data_decisao = to_date($4, 'DD/MM/YYYY'),
              parecer = $5, analisado_por = $6, analisado_em = now() WHERE id = $1`,
      [rw.id, novo.cumprimento, novo.indicativoSuspensao, decisao, parecer, auth!.sub],
    );
    return ok({ idProcesso: rw.id, situacao: rw.to, versao: rw.version }, undefined, MSG_ANALISE_SALVA);
  },
);

export const processosJudiciaisHandlers = {
  'processosJudiciais.listarProcesso': listarProcesso,
  'processosJudiciais.dadosProcesso': dadosProcesso,
  'processosJudiciais.dadosParaEsocial': dadosParaEsocial,
  'processosJudiciais.outrosProcessosVinculados': outrosProcessosVinculados,
  'processosJudiciais.salvarProcesso': salvarProcesso,
  'processosServidor.detalhesProcessoTribunus': detalhesProcessoTribunus,
  ...assuntosProcessoHandlers,
  ...pagamentosRetidosHandlers,
} satisfies Handlers<
  | 'processosJudiciais.listarProcesso'
  | 'processosJudiciais.dadosProcesso'
  | 'processosJudiciais.assuntoProcesso'
  | 'processosJudiciais.listaComplementacaoPorAssuntoRH'
  | 'processosJudiciais.dadosParaEsocial'
  | 'processosJudiciais.outrosProcessosVinculados'
  | 'processosJudiciais.salvarProcesso'
  | 'processosServidores.assuntos'
  | 'processosServidores.complementos'
  | 'processosServidores.processosPorOrgaoAssunto'
  | 'processosServidor.detalhesProcessoTribunus'
  | 'pagamentosBloqueados.listar'
  | 'solicitacoesDesbloqueio.detalheSolicitacao'
  | 'solicitacoesDesbloqueio.desbloqueioPagamento'
  | 'solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento'
>;
