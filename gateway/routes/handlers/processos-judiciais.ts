/**
 * 'Processos judiciais' (destination JUSTICA; migration 017; docs/PROCESSOS-JUDICIAIS.md): the
 * judicial processes of the servants of the token's unit, their analysis by HR, and the payments
 * withheld because of them with the requests to unlock them.
 *
 * Unit scope: a process, a payment or a servant belongs to the unit of the servant's institution;
 * lists never show another unit's, a record of another unit answers like a missing one
 * (gateway/lib/unidade.ts), an institution filter of another unit is 403.
 *
 * Writes go through gateway/lib/write.ts (one transaction, lock, unit, version, the declared
 * machines PROCESSO_JUDICIAL and PAGAMENTO_RETIDO, audit row):
 * - salvarProcesso: analisar (AGUARDANDO_ANALISE or ANALISADO → ANALISADO; ARQUIVADO → code 4);
 * - desbloqueioPagamento: solicitar (PAGAMENTO_BLOQUEADO → AGUARDANDO_APROVACAO_DESBLOQUEIO), with
 *   a justification, opening a request (table solicitacao_desbloqueio);
 * - analisarSolicitacaoDesbloqueioPagamento: aprovar (→ DESBLOQUEIO_APROVADO) or recusar with a
 *   reason (→ PAGAMENTO_BLOQUEADO); whoever requested cannot analyse (code 4, MSG_PROPRIA_SOLICITACAO).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { formatProcesso } from '../../../core/formatters/documents.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import type { Db } from '../../db/types.ts';
import { PAGAMENTO_RETIDO, PROCESSO_JUDICIAL } from '../../domain/transitions.ts';
import { type AddFiltro } from '../../lib/sql-where.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { type Lista, lista, paginar, valorCodigo, valorData, valorDigitos, valorNumero } from '../../lib/lista.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import { type Writer, write } from '../../lib/write.ts';
import type { Handler, HandlerContext, Handlers } from '../types.ts';
import { filtroOrgao, MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';

export const MSG_PROPRIA_SOLICITACAO =
  'Você não pode analisar a sua própria solicitação de desbloqueio. A análise deve ser feita por outro usuário da unidade.';
export const MSG_MOTIVO_RECUSA = 'Informe o motivo da recusa (ao menos 10 caracteres).';
export const MSG_SEM_SOLICITACAO = 'Não há solicitação de desbloqueio pendente para este pagamento.';
export const MSG_ANALISE_SALVA = 'Análise do processo salva com sucesso.';
export const MSG_DESBLOQUEIO_SOLICITADO =
  'Solicitação de desbloqueio registrada. Ela será analisada por outro usuário da unidade.';
export const MSG_DESBLOQUEIO_APROVADO = 'Desbloqueio do pagamento aprovado.';
export const MSG_DESBLOQUEIO_RECUSADO = 'Solicitação de desbloqueio recusada. O pagamento continua bloqueado.';

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

const dataSql = (expr: string) => `to_char(${expr}, 'DD/MM/YYYY')`;
const reais = (expr: string) => `(${expr} / 100.0)::float8`;

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

/** Institution filter of the token's unit (403 for another unit's) — false when refused. */
async function filtroOrgaoDaUnidade(
  ctx: HandlerContext<{ orgaoEntidade?: string }>,
  coluna: string,
  add: AddFiltro,
): Promise<boolean> {
  const orgao = str(ctx.input.orgaoEntidade);
  if (!orgao) return true;
  if (!(await orgaoDaUnidade(ctx.db, orgao, ctx.auth!.unidade))) return false;
  add((n) => `${coluna} = ${n}`, orgao);
  return true;
}

const UNIDADE_PROC = `p.unidade_codigo = $1`;

const listarProcesso: Handler<'processosJudiciais.listarProcesso'> = lista({
  de: FROM_PROC,
  contagemDe: 'FROM processo_judicial p',
  colunas: CAMPOS_PROC,
  escopo: [UNIDADE_PROC],
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
            ${reais('p.valor_causa')} AS "valorCausa", p.polo, p.cumprimento, p.indicativo_suspensao AS "indicativoSuspensao",
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

const assuntoProcesso: Handler<'processosJudiciais.assuntoProcesso'> = async ({ db }) => {
  const { rows } = await db.query<RecordOf<'processosJudiciais.assuntoProcesso'>>(
    'SELECT codigo, descricao FROM processo_assunto ORDER BY descricao',
  );
  return rows.length ? ok(rows) : noResult();
};

// One shape for both endpoints (the same record; codigoAssunto optional in one, required in the other).
const complementos: Handler<
  'processosJudiciais.listaComplementacaoPorAssuntoRH' | 'processosServidores.complementos'
> = async ({ db, input }) => {
  type Complemento = RecordOf<'processosJudiciais.listaComplementacaoPorAssuntoRH'>;
  const { rows } =
    input.codigoAssunto === undefined
      ? await db.query<Complemento>(
          'SELECT codigo, descricao, assunto_codigo AS "codigoAssunto" FROM processo_complemento ORDER BY descricao',
        )
      : await db.query<Complemento>(
          'SELECT codigo, descricao, assunto_codigo AS "codigoAssunto" FROM processo_complemento WHERE assunto_codigo = $1 ORDER BY descricao',
          [Number(input.codigoAssunto)],
        );
  return rows.length ? ok(rows) : noResult();
};

const assuntosComQuantidade: Handler<'processosServidores.assuntos'> = async ({ db, auth }) => {
  const { rows } = await db.query<RecordOf<'processosServidores.assuntos'>>(
    `SELECT a.codigo, a.descricao,
            (SELECT count(*)::int FROM processo_judicial p WHERE p.assunto_codigo = a.codigo AND ${UNIDADE_PROC}) AS quantidade
       FROM processo_assunto a ORDER BY a.descricao`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

const processosPorOrgaoAssunto: Handler<'processosServidores.processosPorOrgaoAssunto'> = async (ctx) => {
  const { add, params, sql } = sqlWhere(['i.unidade_codigo = $1'], [ctx.auth!.unidade]);
  if (!(await filtroOrgaoDaUnidade(ctx, 'p.instituicao_codigo', add))) return forbidden(MSG_ORGAO_FORA);
  if (ctx.input.codigoAssunto !== undefined) add((n) => `p.assunto_codigo = ${n}`, Number(ctx.input.codigoAssunto));
  const { rows } = await ctx.db.query<RecordOf<'processosServidores.processosPorOrgaoAssunto'>>(
    `SELECT p.instituicao_codigo AS "orgaoEntidade", i.sigla AS instituicao, p.assunto_codigo AS "codigoAssunto", a.descricao AS assunto, count(*)::int AS quantidade
       FROM processo_judicial p JOIN instituicao i ON i.codigo = p.instituicao_codigo JOIN processo_assunto a ON a.codigo = p.assunto_codigo
      WHERE ${sql()}
      GROUP BY p.instituicao_codigo, i.sigla, p.assunto_codigo, a.descricao
      ORDER BY i.sigla, a.descricao`,
    params,
  );
  return rows.length ? ok(rows) : noResult();
};

const detalhesProcessoTribunus: Handler<'processosServidor.detalhesProcessoTribunus'> = async ({ db, auth, input }) => {
  const cpf = onlyDigits(str(input.cpfServidor));
  const { rows: serv } = await db.query<{ id: number; unidade: string }>(
    'SELECT s.id, i.unidade_codigo AS unidade FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.cpf = $1',
    [cpf],
  );
  if (!daUnidade(serv[0], (x) => x.unidade, auth)) return registroAusente();
  const { rows } = await db.query<Omit<RecordOf<'processosServidor.detalhesProcessoTribunus'>, 'ultimaMovimentacao'>>(
    `SELECT p.numero AS "numeroProcesso", p.tribunal, p.orgao_julgador AS "orgaoJulgador", p.fase, ${reais('p.valor_causa')} AS "valorCausa",
            ${dataSql('p.data_ajuizamento')} AS "dataAjuizamento",
            ${dataSql(`coalesce(p.data_decisao, p.data_ajuizamento + 90) + (p.id % 60)`)} AS "dataUltimaMovimentacao"
       FROM processo_judicial p WHERE p.servidor_id = $1 ORDER BY p.data_ajuizamento DESC, p.id DESC`,
    [serv[0].id],
  );
  if (!rows.length) return noResult();
  return ok(rows.map((r) => ({ ...r, fase: FASES[r.fase] ?? r.fase, ultimaMovimentacao: MOVIMENTOS[r.fase] ?? '' })));
};

const salvarProcesso: Handler<'processosJudiciais.salvarProcesso'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const id = Number(input.idProcesso);
    const { rows } = await w.tx.query<{
      unidade: string;
      situacao: string;
      versao: number;
      cumprimento: string | null;
      indicativo: string | null;
      decisao: string | null;
      parecer: string | null;
    }>(
      `SELECT i.unidade_codigo AS unidade, p.situacao, p.versao, p.cumprimento, p.indicativo_suspensao AS indicativo,
              ${dataSql('p.data_decisao')} AS decisao, p.parecer
         FROM processo_judicial p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE p.id = $1 FOR UPDATE OF p`,
      [id],
    );
    const atual = w.foundInUnit(rows[0], (x) => x.unidade, 'idProcesso');
    const para = w.transition(PROCESSO_JUDICIAL, atual.situacao, 'analisar');
    w.version(atual.versao, input.versao);
    const parecer = str(input.parecer);
    const decisao = str(input.dataDecisao) || null;
    const novo = {
      situacao: para,
      cumprimento: String(input.cumprimento),
      indicativoSuspensao: String(input.indicativoSuspensao),
      dataDecisao: decisao,
      parecer,
    };
    const antes = {
      situacao: atual.situacao,
      cumprimento: atual.cumprimento,
      indicativoSuspensao: atual.indicativo,
      dataDecisao: atual.decisao,
      parecer: atual.parecer,
    };
    const versao = atual.versao + 1;
    await w.tx.query(
      `UPDATE processo_judicial SET situacao = $2, cumprimento = $3, indicativo_suspensao = $4, data_decisao = to_date($5, 'DD/MM/YYYY'),
              parecer = $6, analisado_por = $7, analisado_em = now(), versao = $8 WHERE id = $1`,
      [id, para, novo.cumprimento, novo.indicativoSuspensao, decisao, parecer, auth!.sub, versao],
    );
    const alteracoes: Record<string, { de: unknown; para: unknown }> = { versao: { de: atual.versao, para: versao } };
    for (const k of Object.keys(novo) as (keyof typeof novo)[])
      if ((antes[k] ?? null) !== (novo[k] ?? null)) alteracoes[k] = { de: antes[k] ?? null, para: novo[k] };
    await w.audit('processo_judicial', id, alteracoes);
    return ok({ idProcesso: id, situacao: para, versao }, undefined, MSG_ANALISE_SALVA);
  });

/* ---------------------------------------------------------------- withheld payments */

const FROM_PAG = `FROM pagamento_retido r
  JOIN servidor s ON s.id = r.servidor_id
  JOIN instituicao i ON i.codigo = r.instituicao_codigo
  JOIN processo_judicial p ON p.id = r.processo_id
  LEFT JOIN LATERAL (SELECT d.justificativa, u.nome, d.solicitado_por FROM solicitacao_desbloqueio d JOIN usuario u ON u.cpf = d.solicitado_por
                      WHERE d.pagamento_id = r.id ORDER BY d.id DESC LIMIT 1) d ON true`;

// nome sorts on the copy of migration 028 (an index column kept by triggers).
const SORT_PAG: Record<string, string> = {
  competencia: 'r.competencia',
  nome: 'r.nome_busca',
  valor: 'r.valor',
  situacao: 'r.situacao',
};

type Pagamento = RecordOf<'pagamentosBloqueados.listar'>;

const listarPagamentos: Handler<'pagamentosBloqueados.listar'> = lista({
  de: FROM_PAG,
  contagemDe: 'FROM pagamento_retido r',
  colunas: `r.id AS "idPagamento", r.processo_id AS "idProcesso", p.numero AS "numeroProcesso", s.nome, s.cpf, i.sigla AS instituicao,
    r.competencia, ${reais('r.valor')} AS valor, r.motivo, r.situacao, ${dataSql(`r.bloqueado_em AT TIME ZONE 'America/Sao_Paulo'`)} AS "bloqueadoEm",
    d.justificativa, d.nome AS "solicitadoPor", d.solicitado_por AS "solicitanteCpf", r.versao`,
  escopo: ['r.unidade_codigo = $1'],
  filtros: {
    orgaoEntidade: filtroOrgao('r.instituicao_codigo'),
    cpf: { valor: valorDigitos, sql: (n) => `r.servidor_id = (SELECT id FROM servidor WHERE cpf = ${n})` },
    numeroProcesso: {
      valor: valorDigitos,
      sql: (n) => `r.processo_id = (SELECT id FROM processo_judicial WHERE numero = ${n})`,
    },
    idProcesso: { valor: valorNumero, sql: (n) => `r.processo_id = ${n}` },
    situacao: { valor: valorCodigo, sql: (n) => `r.situacao = ${n}` },
  },
  ordem: { campos: SORT_PAG, padrao: 'competencia', direcao: 'DESC', desempate: (dir) => `r.id ${dir}` },
  linhas: async (
    rows: (Omit<Pagamento, 'competenciaFormatada' | 'situacaoDescricao' | 'podeAnalisar'> & {
      solicitanteCpf: string | null;
    })[],
    ctx,
  ) =>
    rows.map(({ solicitanteCpf, ...r }) => ({
      ...r,
      // The screen offers approve/refuse only to whom analisarSolicitacao would accept.
      podeAnalisar: r.situacao === 'AGUARDANDO_APROVACAO_DESBLOQUEIO' && solicitanteCpf !== ctx.auth!.sub,
      competenciaFormatada: `${String(r.competencia).slice(4)}/${String(r.competencia).slice(0, 4)}`,
      situacaoDescricao: PAGAMENTO_RETIDO.states[r.situacao] ?? r.situacao,
    })),
});

const SITUACAO_SOLICITACAO: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendente',
  APROVADA: 'Aprovada',
  RECUSADA: 'Recusada',
};

const detalheSolicitacao: Handler<'solicitacoesDesbloqueio.detalheSolicitacao'> = async ({ db, auth, input }) => {
  const { rows: pag } = await db.query<{ unidade: string }>(
    'SELECT i.unidade_codigo AS unidade FROM pagamento_retido r JOIN instituicao i ON i.codigo = r.instituicao_codigo WHERE r.id = $1',
    [input.idPagamento],
  );
  if (!daUnidade(pag[0], (x) => x.unidade, auth)) return registroAusente();
  const { rows } = await db.query<Omit<RecordOf<'solicitacoesDesbloqueio.detalheSolicitacao'>, 'situacaoDescricao'>>(
    `SELECT d.id AS "idSolicitacao", d.pagamento_id AS "idPagamento", d.justificativa, us.nome AS "solicitadoPor",
            ${dataHoraSql('d.solicitado_em')} AS "solicitadoEm", d.situacao, ua.nome AS "analisadoPor", ${dataHoraSql('d.analisado_em')} AS "analisadoEm",
            d.motivo_recusa AS "motivoRecusa"
       FROM solicitacao_desbloqueio d JOIN usuario us ON us.cpf = d.solicitado_por LEFT JOIN usuario ua ON ua.cpf = d.analisado_por
      WHERE d.pagamento_id = $1 ORDER BY d.id DESC`,
    [input.idPagamento],
  );
  if (!rows.length) return noResult();
  return ok(rows.map((r) => ({ ...r, situacaoDescricao: SITUACAO_SOLICITACAO[r.situacao] ?? r.situacao })));
};

/** Locks the payment, which must exist and be of the token's unit (one code 4 on idPagamento for both). */
async function pagamentoParaAlterar(w: Writer, id: number) {
  const { rows } = await w.tx.query<{ unidade: string; situacao: string; versao: number }>(
    `SELECT i.unidade_codigo AS unidade, r.situacao, r.versao FROM pagamento_retido r JOIN instituicao i ON i.codigo = r.instituicao_codigo
      WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  const atual = w.foundInUnit(rows[0], (x) => x.unidade, 'idPagamento');
  return atual;
}

const desbloqueioPagamento: Handler<'solicitacoesDesbloqueio.desbloqueioPagamento'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const id = Number(input.idPagamento);
    const atual = await pagamentoParaAlterar(w, id);
    const para = w.transition(PAGAMENTO_RETIDO, atual.situacao, 'solicitar');
    w.version(atual.versao, input.versao);
    const justificativa = str(input.justificativa);
    const {
      rows: [{ id: idSolicitacao }],
    } = await w.tx.query<{ id: number }>(
      `INSERT INTO solicitacao_desbloqueio (pagamento_id, unidade_codigo, justificativa, solicitado_por) VALUES ($1, $2, $3, $4) RETURNING id`,
      [id, auth!.unidade, justificativa, auth!.sub],
    );
    const versao = atual.versao + 1;
    await w.tx.query('UPDATE pagamento_retido SET situacao = $2, versao = $3 WHERE id = $1', [id, para, versao]);
    await w.audit('pagamento_retido', id, {
      situacao: { de: atual.situacao, para },
      justificativa: { de: null, para: justificativa },
      idSolicitacao: { de: null, para: idSolicitacao },
    });
    return ok({ idPagamento: id, idSolicitacao, situacao: para, versao }, undefined, MSG_DESBLOQUEIO_SOLICITADO);
  });

const analisarSolicitacao: Handler<'solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const id = Number(input.idPagamento);
    const atual = await pagamentoParaAlterar(w, id);
    const aprovar = input.decisao === 'APROVAR';
    const para = w.transition(PAGAMENTO_RETIDO, atual.situacao, aprovar ? 'aprovar' : 'recusar');
    w.version(atual.versao, input.versao);
    const { rows } = await w.tx.query<{ id: number; solicitadoPor: string }>(
      `SELECT id, solicitado_por AS "solicitadoPor" FROM solicitacao_desbloqueio WHERE pagamento_id = $1 AND situacao = 'PENDENTE' FOR UPDATE`,
      [id],
    );
    const sol = rows[0] ?? w.invalid('idPagamento', MSG_SEM_SOLICITACAO);
    if (sol.solicitadoPor === auth!.sub) w.invalid('idPagamento', MSG_PROPRIA_SOLICITACAO);
    const motivo = str(input.motivo);
    if (!aprovar && motivo.length < 10) w.invalid('motivo', MSG_MOTIVO_RECUSA);
    await w.tx.query(
      `UPDATE solicitacao_desbloqueio SET situacao = $2, analisado_por = $3, analisado_em = now(), motivo_recusa = $4 WHERE id = $1`,
      [sol.id, aprovar ? 'APROVADA' : 'RECUSADA', auth!.sub, aprovar ? null : motivo],
    );
    const versao = atual.versao + 1;
    await w.tx.query('UPDATE pagamento_retido SET situacao = $2, versao = $3 WHERE id = $1', [id, para, versao]);
    await w.audit('pagamento_retido', id, {
      situacao: { de: atual.situacao, para },
      ...(aprovar ? {} : { motivoRecusa: { de: null, para: motivo } }),
    });
    return ok(
      { idPagamento: id, idSolicitacao: sol.id, situacao: para, versao },
      undefined,
      aprovar ? MSG_DESBLOQUEIO_APROVADO : MSG_DESBLOQUEIO_RECUSADO,
    );
  });

export const processosJudiciaisHandlers = {
  'processosJudiciais.listarProcesso': listarProcesso,
  'processosJudiciais.dadosProcesso': dadosProcesso,
  'processosJudiciais.assuntoProcesso': assuntoProcesso,
  'processosJudiciais.listaComplementacaoPorAssuntoRH': complementos,
  'processosJudiciais.dadosParaEsocial': dadosParaEsocial,
  'processosJudiciais.outrosProcessosVinculados': outrosProcessosVinculados,
  'processosJudiciais.salvarProcesso': salvarProcesso,
  'processosServidores.assuntos': assuntosComQuantidade,
  'processosServidores.complementos': complementos,
  'processosServidores.processosPorOrgaoAssunto': processosPorOrgaoAssunto,
  'processosServidor.detalhesProcessoTribunus': detalhesProcessoTribunus,
  'pagamentosBloqueados.listar': listarPagamentos,
  'solicitacoesDesbloqueio.detalheSolicitacao': detalheSolicitacao,
  'solicitacoesDesbloqueio.desbloqueioPagamento': desbloqueioPagamento,
  'solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento': analisarSolicitacao,
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
