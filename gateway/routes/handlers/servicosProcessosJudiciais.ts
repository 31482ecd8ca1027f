/**
 * 'Processos judiciais' (destination JUSTICA; migration 017; docs/PROCESSOS-JUDICIAIS.md): the
 * judicial processes of the servants of the token's unit and their analysis by HR, and the
 * subjects and complements the analysis picks from. The counts of 'Processos dos servidores' are
 * processosServidores.ts, the payments withheld because of a process pagamentosBloqueados.ts.
 *
 * Unit scope: a process, a payment or a servant belongs to the unit of the servant's institution;
 * lists never show another unit's, a record of another unit answers like a missing one
 * (gateway/lib/unit-scope.ts), an institution filter of another unit is 403.
 *
 * salvarProcesso goes through gateway/lib/write.ts (one transaction, lock, unit, version, the
 * declared machine PROCESSO_JUDICIAL, audit row): analisar (AGUARDANDO_ANALISE or ANALISADO →
 * ANALISADO; ARQUIVADO → code 4).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { formatProcesso } from '../../../core/formatters/documents.ts';
import type { Db } from '../../db/types.ts';
import { PROCESSO_JUDICIAL_ENTITY } from '../../domain/entities.ts';
import { PROCESSO_JUDICIAL } from '../../domain/transitions.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { type List, list, paginate, asCode, asDate, asDigits, asNumber } from '../list.ts';
import { dataHoraSql, dataSql, reaisSql, texto as str } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { diff } from '../../lib/write.ts';
import { declaredWrite } from '../declared-write.ts';
import { defineHandlers, type HandlerContext } from '../../contract/handler.ts';
import { complementos, FASES } from '../lib/judicial-processes.ts';
import { orgaoFilter } from '../lib/institution-scope.ts';
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
  const r = inUnit(await processo(ctx.db, ctx.input.idProcesso), (x) => x.unidade, ctx.auth);
  if (!r) return { answer: missingRecord() };
  return { r };
}

const VINCULADOS: List<
  object,
  Omit<RecordOf<'processosJudiciais.outrosProcessosVinculados'>, 'situacaoDescricao'>,
  RecordOf<'processosJudiciais.outrosProcessosVinculados'>
> = {
  from: 'FROM processo_judicial p JOIN processo_assunto a ON a.codigo = p.assunto_codigo',
  countFrom: 'FROM processo_judicial p',
  columns: `p.id AS "idProcesso", p.numero AS "numeroProcesso", a.descricao AS assunto, p.tribunal, ${dataSql('p.data_ajuizamento')} AS "dataAjuizamento", p.situacao`,
  unitScope: ['p.servidor_id = $1', 'p.id <> $2'],
  sort: {
    fields: { dataAjuizamento: 'p.data_ajuizamento' },
    default: 'dataAjuizamento',
    direction: 'DESC',
    fixed: true,
    tieBreak: (dir) => `p.id ${dir}`,
  },
  row: comDescricoes,
};

export default defineHandlers({
  'processosJudiciais.listarProcesso': list({
    from: FROM_PROC,
    countFrom: 'FROM processo_judicial p',
    columns: CAMPOS_PROC,
    unitScope: ['p.unidade_codigo = $1'],
    filters: {
      orgaoEntidade: orgaoFilter('p.instituicao_codigo'),
      numeroProcesso: { value: asDigits, sql: (n) => `p.numero = ${n}` },
      cpf: { value: asDigits, sql: (n) => `p.servidor_id = (SELECT id FROM servidor WHERE cpf = ${n})` },
      codigoAssunto: { value: asNumber, sql: (n) => `p.assunto_codigo = ${n}` },
      codigoComplemento: { value: asNumber, sql: (n) => `p.complemento_codigo = ${n}` },
      situacao: { value: asCode, sql: (n) => `p.situacao = ${n}` },
      dataInicio: { value: asDate, sql: (n) => `p.data_ajuizamento >= ${n}::date` },
      dataFim: { value: asDate, sql: (n) => `p.data_ajuizamento <= ${n}::date` },
    },
    sort: { fields: SORT_PROC, default: 'dataAjuizamento', direction: 'DESC', tieBreak: (dir) => `p.id ${dir}` },
    row: (r: Linha) => comDescricoes(r),
  }),
  'processosJudiciais.dadosProcesso': async (ctx) => {
    const { r, answer } = await processoDaUnidade(ctx);
    if (!r) return answer;
    const { unidade: _u, servidorId: _s, tipoProcesso: _t, deposito: _d, ...d } = r;
    return ok({
      ...comDescricoes(d),
      numeroProcessoFormatado: formatProcesso(d.numeroProcesso),
      poloDescricao: d.polo === 'ATIVO' ? 'Ativo (o Estado é o autor)' : 'Passivo (o Estado é o réu)',
      cumprimentoDescricao: d.cumprimento ? (CUMPRIMENTOS[d.cumprimento] ?? d.cumprimento) : null,
    });
  },
  'processosJudiciais.dadosParaEsocial': async (ctx) => {
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
  },
  'processosJudiciais.outrosProcessosVinculados': async (ctx) => {
    const { r, answer } = await processoDaUnidade(ctx);
    if (!r) return answer;
    return paginate(ctx, VINCULADOS, [r.servidorId, r.idProcesso]);
  },
  /** The analysis: the router locks the process (of the token's unit), applies 'analisar' and checks the version. */
  'processosJudiciais.salvarProcesso': declaredWrite(PROCESSO_JUDICIAL_ENTITY, async ({ auth, input }, rw) => {
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
  }),
  'processosJudiciais.assuntoProcesso': async ({ db }) => {
    const { rows } = await db.query<RecordOf<'processosJudiciais.assuntoProcesso'>>(
      'SELECT codigo, descricao FROM processo_assunto ORDER BY descricao',
    );
    return rows.length ? ok(rows) : noResult();
  },
  'processosJudiciais.listaComplementacaoPorAssuntoRH': complementos,
});
