/**
 * The year-end bonus (gratificação natalina) of 'Gestão do tempo': the search of the bonuses of a
 * year, one bonus with its month-by-month avos, the months without avo, the servants with months
 * without avo, the late registration of an absence and 'Apurar' (recompute one servant's year).
 * The rules are in gateway/domain/gratificacao.ts and docs/GESTAO-TEMPO.md.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { parseDataBR } from '../../../schemas/formats.ts';
import { INICIO_AUSENCIAS_TABELA } from '../../servidores/ausencias.ts';
import { registroDe } from '../../servidores/index.ts';
import type { Db } from '../../db/types.ts';
import {
  anosGratificacao,
  DIAS_MINIMOS_AVO,
  mesesSql,
  NOMES_MESES,
  reapurar,
  type Apuracao,
} from '../../domain/gratificacao.ts';
import { type Failure, forbidden, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { contar, ordemEPagina } from '../../lib/sql-pagina.ts';
import { type Lista, paginar, valorNumero } from '../../lib/lista.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { dataHoraSql, hojeBrasilia, isoDeDataBR, texto as str } from '../../lib/text.ts';
import { type Writer, write } from '../../lib/write.ts';
import type { Handler, Handlers, PagingInput } from '../types.ts';
import { filtroOrgao, filtrosIdentificacao, MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';
import { semNulos } from '../../lib/sem-nulos.ts';
import { servidorPorNumero } from '../../servidores/base.ts';
import { servidorDaUnidade } from './registro-servidor.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';

export const SITUACOES_GRATIFICACAO: Record<string, string> = {
  APURADA: 'Apurada',
  PAGA: 'Paga',
  REJEITADA: 'Rejeitada',
};
/** Cents to reais; null stays null. */
function reais(cents: number): number;
function reais(cents: number | null): number | null;
function reais(cents: number | null): number | null {
  return cents === null || cents === undefined ? null : Number(cents) / 100;
}

/** The columns of a bonus row with its servant (g, s, i). */
const COLUNAS = `g.id, s.numero_funcionario AS "numeroFuncionario", s.masp, s.cpf, s.nome, i.sigla AS instituicao, g.ano, g.avos,
  g.remuneracao_base AS "remuneracaoBase", g.valor_bruto AS "valorBruto", g.adiantamento, g.saldo, g.situacao`;
// The bonus row's institution is the servant's (copied when the year is opened; servants do not
// move between institutions here); joining on both lets PostgreSQL carry an institution filter to
// the servant index (institution, name), so a page walks 10 servants in name order.
const DE = `FROM servidor s JOIN gratificacao_natalina g ON g.servidor_id = s.id AND g.instituicao_codigo = s.instituicao_codigo
  JOIN instituicao i ON i.codigo = s.instituicao_codigo`;

const SORT_SQL: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  instituicao: 'i.sigla',
  avos: 'g.avos',
  valorBruto: 'g.valor_bruto',
  saldo: 'g.saldo',
  situacao: 'g.situacao',
};

/** A row of COLUNAS: amounts in cents. */
interface LinhaGratificacao {
  id: number;
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  instituicao: string;
  ano: number;
  avos: number;
  remuneracaoBase: number;
  valorBruto: number;
  adiantamento: number;
  saldo: number;
  situacao: 'APURADA' | 'PAGA' | 'REJEITADA';
}

/** A bonus row as the screens read it: reais, the situation's label. */
function linha<T extends LinhaGratificacao>(r: T) {
  return {
    ...r,
    remuneracaoBase: reais(r.remuneracaoBase),
    valorBruto: reais(r.valorBruto),
    adiantamento: reais(r.adiantamento),
    saldo: reais(r.saldo),
    situacaoDescricao: SITUACOES_GRATIFICACAO[String(r.situacao)] ?? String(r.situacao),
  };
}

/** ano + unit scope + optional institution (conditions on g and i only); null for another unit's. */
async function filtrosAno(db: Db, unidade: string, input: { ano: number; orgaoEntidade?: string }) {
  const f = sqlWhere(['i.unidade_codigo = $1', 'g.ano = $2'], [unidade, Number(input.ano)]);
  const orgao = str(input.orgaoEntidade);
  if (orgao) {
    if (!(await orgaoDaUnidade(db, orgao, unidade))) return null;
    f.add((n) => `g.instituicao_codigo = ${n}`, orgao);
  }
  return f;
}

/** The total of a bonus search: without a filter on the servant, from the bonus rows alone. */
function contarGratificacoes(db: Db, where: string, params: unknown[], soGratificacao: boolean, paging: PagingInput) {
  if (!soGratificacao) return contar(db, `${DE} WHERE ${where}`, params, { paging });
  return contar(
    db,
    `FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo WHERE ${where}`,
    params,
    { paging },
  );
}

const gratificacaoNatalina: Handler<'complementoAfastamento.gratificacaoNatalina'> = async ({
  db,
  auth,
  input,
  paging,
}) => {
  const p = paging!;
  const f = await filtrosAno(db, auth!.unidade, input);
  if (!f) return forbidden(MSG_ORGAO_FORA);
  const antes = f.params.length;
  filtrosIdentificacao(input, f.add);
  const soGratificacao = f.params.length === antes;
  const situacao = str(input.situacao);
  if (situacao) f.add((n) => `g.situacao = ${n}`, situacao);
  const { total, limitado } = await contarGratificacoes(db, f.sql(), f.params, soGratificacao, p);
  const pag = paginacao(p.page, p.size, total, limitado);
  if (total === 0) return noResult(pag);
  const { rows } = await db.query<LinhaGratificacao>(
    `SELECT ${COLUNAS} ${DE} WHERE ${f.sql()} ${ordemEPagina(p, SORT_SQL, 'nome', (dir) => `s.id ${dir}`)}`,
    f.params,
  );
  return ok(rows.map(linha), pag);
};

const SEM_AVO: Lista<
  RequestOf<'complementoAfastamento.servidoresSemAvo'>,
  LinhaGratificacao & { mesesSemAvo: number },
  RecordOf<'complementoAfastamento.servidoresSemAvo'>
> = {
  de: DE,
  // Every condition is on the bonus row and its institution: the count needs no servant.
  contagemDe: 'FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo',
  colunas: `${COLUNAS}, 12 - g.avos AS "mesesSemAvo"`,
  escopo: ['i.unidade_codigo = $1', 'g.ano = $2', 'g.avos < 12'],
  filtros: { orgaoEntidade: filtroOrgao('g.instituicao_codigo') },
  ordem: { campos: SORT_SQL, padrao: 'avos', desempate: (dir) => `s.nome_busca ${dir}, g.id ${dir}` },
  linha,
};

const servidoresSemAvo: Handler<'complementoAfastamento.servidoresSemAvo'> = (ctx) =>
  paginar(ctx, SEM_AVO, [ctx.auth!.unidade, Number(ctx.input.ano)]);

/** The bonus row of (numeroFuncionario, ano), unit-checked: the row, or the envelope refusing it. */
async function gratificacaoDe(
  db: Db,
  unidade: string,
  input: { numeroFuncionario: string; ano: number },
): Promise<{ falha: Failure } | { id: number; situacao: string; servidorId: number }> {
  const s = await servidorDaUnidade(db, str(input.numeroFuncionario), { unidade });
  if (!s) return { falha: registroAusente() };
  const { rows } = await db.query<{ id: number; situacao: string }>(
    'SELECT id, situacao FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2',
    [s.id, Number(input.ano)],
  );
  if (!rows[0]) return { falha: noResult() };
  return { id: rows[0].id, situacao: rows[0].situacao, servidorId: s.id };
}

interface MesRow {
  mes: number;
  ano: number;
  dias_mes: number;
  dias_vinculo: number;
  dias_descontados: number;
  tipos: string | null;
  inicio: string;
  fim_vinculo: string | null;
  admitido_no_mes: boolean;
  desligado_no_mes: boolean;
}

/** Why a month gives an avo or not, in the words of an HR analyst. */
function motivo(m: MesRow, aberto: boolean, mesAtual: number): string {
  const exercicio = m.dias_vinculo - m.dias_descontados;
  if (m.dias_vinculo === 0)
    return m.mes < Number(m.inicio.slice(3, 5))
      ? `Antes da admissão (${m.inicio}).`
      : `Após o desligamento (${m.fim_vinculo}).`;
  const partes: string[] = [];
  if (m.admitido_no_mes && m.inicio.slice(0, 2) !== '01') partes.push(`Admissão em ${m.inicio}`);
  if (m.desligado_no_mes) partes.push(`Desligamento em ${m.fim_vinculo}`);
  if (m.dias_descontados)
    partes.push(`${m.dias_descontados} dia(s) de ausência que não conta como exercício: ${m.tipos}`);
  const base = partes.length ? `${partes.join('; ')}.` : 'Mês integral em exercício.';
  const previsto = aberto && m.mes > mesAtual ? ' Previsto (mês ainda não encerrado).' : '';
  return `${base} ${exercicio} dia(s) de exercício${exercicio >= DIAS_MINIMOS_AVO ? '' : ` (mínimo de ${DIAS_MINIMOS_AVO})`}.${previsto}`;
}

async function meses(db: Db, id: number, situacao: string) {
  const { rows } = await db.query<MesRow>(`${mesesSql('g.id = $1')} ORDER BY m.mes`, [id]);
  const hoje = new Date();
  const aberto = situacao !== 'PAGA' && rows[0]?.ano === anosGratificacao(hoje).aberto;
  const mesAtual = Number(hojeBrasilia(hoje).slice(5, 7));
  return rows.map((m) => {
    const exercicio = m.dias_vinculo - m.dias_descontados;
    return {
      mes: m.mes,
      nomeMes: NOMES_MESES[m.mes - 1],
      diasMes: m.dias_mes,
      diasVinculo: m.dias_vinculo,
      diasDescontados: m.dias_descontados,
      diasExercicio: exercicio,
      contaAvo: exercicio >= DIAS_MINIMOS_AVO ? 'Sim' : 'Não',
      motivo: motivo(m, aberto, mesAtual),
    };
  });
}

const apuracaoDecimoTerceiro: Handler<'complementoAfastamento.apuracaoDecimoTerceiro'> = async ({
  db,
  auth,
  input,
}) => {
  const g = await gratificacaoDe(db, auth!.unidade, input);
  if ('falha' in g) return g.falha;
  return ok(await meses(db, g.id, g.situacao));
};

const mesesSemAvoPorServidor: Handler<'complementoAfastamento.mesesSemAvoPorServidor'> = async ({
  db,
  auth,
  input,
}) => {
  const g = await gratificacaoDe(db, auth!.unidade, input);
  if ('falha' in g) return g.falha;
  const sem = (await meses(db, g.id, g.situacao)).filter((m) => m.contaAvo === 'Não');
  return sem.length ? ok(sem) : noResult();
};

const detalhe: Handler<'apuraGratificacao.detalhe'> = async ({ db, auth, input }) => {
  const { rows } = await db.query<
    LinhaGratificacao & {
      unidade: string;
      inicioExercicio: string;
      fimExercicio: string | null;
      pagoEm: string | null;
      avosPagos: number | null;
      valorPago: number | null;
      motivoRejeicao: string | null;
      apuradaEm: string;
      versao: number;
      parametrosPagamento: string | null;
      mesesSemAvo: number;
    }
  >(
    `SELECT ${COLUNAS}, i.unidade_codigo AS unidade, to_char(g.inicio_exercicio, 'DD/MM/YYYY') AS "inicioExercicio",
       to_char(g.fim_exercicio, 'DD/MM/YYYY') AS "fimExercicio", to_char(g.pago_em, 'DD/MM/YYYY') AS "pagoEm", g.avos_pagos AS "avosPagos",
       g.valor_pago AS "valorPago", g.motivo_rejeicao AS "motivoRejeicao", ${dataHoraSql('g.apurada_em')} AS "apuradaEm", g.versao,
       (SELECT string_agg(p.descricao, '; ' ORDER BY p.codigo_tipo) FROM parametro_ausencia p WHERE g.parametros ? p.codigo_tipo::text) AS "parametrosPagamento",
       12 - g.avos AS "mesesSemAvo"
     ${DE} WHERE g.id = $1`,
    [Number(input.id)],
  );
  const r = daUnidade(rows[0], (x) => x.unidade, auth);
  if (!r) return registroAusente();
  const { unidade: _u, ...rest } = r;
  const out = { ...linha(rest), valorPago: reais(rest.valorPago) };
  if (rest.situacao === 'PAGA' && !rest.parametrosPagamento)
    out.parametrosPagamento = 'Todas as ausências contavam como exercício.';
  return ok(semNulos(out));
};

/** The audit rows of a recomputation (the bonus's avos; the adjustment it created or changed). */
async function auditarApuracao(w: Writer, a: Apuracao, ano: number): Promise<string> {
  await w.audit(
    'gratificacao_natalina',
    a.id,
    a.avosAntes === a.avos ? {} : { avos: { de: a.avosAntes, para: a.avos } },
  );
  if (!a.acerto)
    return a.avosAntes === a.avos
      ? `Avos de ${ano} inalterados (${a.avos}).`
      : `Avos de ${ano}: ${a.avosAntes} → ${a.avos}.`;
  const x = a.acerto;
  await w.audit(
    'avos_alterado',
    x.id,
    x.criado
      ? { situacao: { de: null, para: 'PENDENTE' }, tipo: { de: null, para: x.tipo } }
      : { situacao: { de: x.situacaoAntes, para: x.situacao } },
  );
  const texto = `Avos de ${ano}: ${a.avosAntes} → ${a.avos}.`;
  if (x.situacao === 'CANCELADO') return `${texto} O acerto em aberto deixou de ser necessário e foi cancelado.`;
  const tipo = x.tipo === 'A_RECEBER' ? 'a receber' : 'a restituir';
  return `${texto} Gratificação de ${ano} já paga: acerto '${tipo}' ${x.criado ? 'gerado' : 'atualizado'} em 'Gestão de alterações de avos'.`;
}

const apurar: Handler<'apuraGratificacao.apurar'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const { rows } = await w.tx.query<{ servidor_id: number; ano: number; unidade: string; situacao: string }>(
      `SELECT g.servidor_id, g.ano, i.unidade_codigo AS unidade, g.situacao FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id
       JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE g.id = $1`,
      [Number(input.id)],
    );
    const g = w.foundInUnit(rows[0], (x) => x.unidade);
    const a = (await reapurar(
      w.tx,
      g.servidor_id,
      g.ano,
      `Apuração solicitada em ${new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
      g.unidade,
    ))!;
    const mensagem = await auditarApuracao(w, a, g.ano);
    return ok(
      { id: a.id, avosAntes: a.avosAntes, avos: a.avos, acerto: a.acerto?.tipo ?? '' },
      undefined,
      `Gratificação apurada. ${mensagem}`,
    );
  });

// ---- absences ------------------------------------------------------------------------------

const SORT_AUSENCIA: Record<string, string> = { dataInicio: 'a.data_inicio', tipo: 'p.descricao' };

const AUSENCIAS: Lista<RequestOf<'ausenciasServidorPoc.lista'>, RecordOf<'ausenciasServidorPoc.lista'>> = {
  de: 'FROM ausencia a JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo LEFT JOIN usuario u ON u.cpf = a.registrada_por',
  contagemDe: 'FROM ausencia a JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo',
  colunas: `a.id, a.sequencial AS "sequencialAfastamento", a.codigo_tipo AS "codigoTipo", p.descricao AS tipo, p.grupo,
    to_char(a.data_inicio, 'DD/MM/YYYY') AS "dataInicio", to_char(a.data_fim, 'DD/MM/YYYY') AS "dataFim", (a.data_fim - a.data_inicio + 1) AS dias,
    CASE WHEN p.conta_exercicio THEN 'Sim' ELSE 'Não' END AS "contaExercicio",
    CASE a.origem WHEN 'FOLHA' THEN 'Folha de pagamento' ELSE 'Registrada no portal' END AS origem,
    ${dataHoraSql('a.registrada_em')} AS "registradaEm", COALESCE(u.nome, a.registrada_por, 'Carga da folha') AS "registradaPor", COALESCE(a.observacao, '') AS observacao`,
  escopo: ['a.servidor_id = $1'],
  filtros: {
    ano: {
      valor: valorNumero,
      sql: (n) => `a.data_inicio <= make_date(${n}::int, 12, 31) AND a.data_fim >= make_date(${n}::int, 1, 1)`,
    },
  },
  ordem: { campos: SORT_AUSENCIA, padrao: 'dataInicio', desempate: (dir) => `a.id ${dir}` },
};

const ausencias: Handler<'ausenciasServidorPoc.lista'> = async (ctx) => {
  const s = await servidorDaUnidade(ctx.db, str(ctx.input.numeroFuncionario), ctx.auth);
  if (!s) return registroAusente(ctx.paging);
  return paginar(ctx, AUSENCIAS, [s.id]);
};

const tiposAusencia: Handler<'ausenciasServidorPoc.tipos'> = async ({ db }) => {
  const { rows } = await db.query<RecordOf<'ausenciasServidorPoc.tipos'>>(
    `SELECT codigo_tipo AS codigo, descricao, descricao || CASE WHEN conta_exercicio THEN ' (conta como exercício)' ELSE ' (não conta como exercício)' END AS rotulo
     FROM parametro_ausencia ORDER BY grupo, descricao`,
  );
  return ok(rows);
};

const br = (isoDate: string) => isoDate.split('-').reverse().join('/');

const registrarAusencia: Handler<'ausenciasServidorPoc.registrar'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const s = w.foundInUnit(
      await servidorPorNumero(w.tx, str(input.numeroFuncionario)),
      (x) => x.unidadeCodigo,
      'numeroFuncionario',
    );
    const ini = isoDeDataBR(str(input.dataInicio));
    const fim = isoDeDataBR(str(input.dataFim));
    if (!parseDataBR(str(input.dataInicio))) w.invalid('dataInicio', 'Data inválida. Use o formato DD/MM/AAAA.');
    if (!parseDataBR(str(input.dataFim))) w.invalid('dataFim', 'Data inválida. Use o formato DD/MM/AAAA.');
    if (fim < ini) w.invalid('dataFim', 'A data final deve ser igual ou posterior à data inicial.');
    const hoje = hojeBrasilia();
    if (fim > hoje) w.invalid('dataFim', 'Não é possível registrar ausência em data futura.');
    if (ini < INICIO_AUSENCIAS_TABELA)
      w.invalid(
        'dataInicio',
        `Ausências anteriores a ${br(INICIO_AUSENCIAS_TABELA)} constam do histórico funcional e não podem ser registradas por aqui.`,
      );
    const tipo = await w.tx.query<{ descricao: string }>(
      'SELECT descricao FROM parametro_ausencia WHERE codigo_tipo = $1',
      [Number(input.codigoTipo)],
    );
    const descricao = w.found(tipo.rows[0], 'codigoTipo').descricao;
    // The employment: the bonus rows know the period of each year; the record knows vacations.
    const { rows: anos } = await w.tx.query<{ ano: number; inicio: string; fim: string | null }>(
      `SELECT ano, to_char(inicio_exercicio, 'YYYY-MM-DD') AS inicio, to_char(fim_exercicio, 'YYYY-MM-DD') AS fim FROM gratificacao_natalina
       WHERE servidor_id = $1 AND ano BETWEEN $2 AND $3 ORDER BY ano FOR UPDATE`,
      [s.id, Number(ini.slice(0, 4)), Number(fim.slice(0, 4))],
    );
    const dentro =
      anos.length === Number(fim.slice(0, 4)) - Number(ini.slice(0, 4)) + 1 &&
      ini >= anos[0].inicio &&
      (anos.at(-1)!.fim ?? '9999') >= fim;
    if (!dentro)
      w.invalid('dataInicio', 'O período informado está fora do exercício do servidor (admissão e desligamento).');
    const { rows: sobre } = await w.tx.query<{ descricao: string; ini: string; fim: string }>(
      `SELECT p.descricao, to_char(a.data_inicio, 'DD/MM/YYYY') AS ini, to_char(a.data_fim, 'DD/MM/YYYY') AS fim FROM ausencia a
       JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo WHERE a.servidor_id = $1 AND a.data_inicio <= $3 AND a.data_fim >= $2 LIMIT 1`,
      [s.id, ini, fim],
    );
    if (sobre[0])
      w.invalid(
        'dataInicio',
        `O período coincide com ${sobre[0].descricao.toLowerCase()} de ${sobre[0].ini} a ${sobre[0].fim}.`,
      );
    const { unidadeCodigo: _u, ...base } = s!;
    const ferias = registroDe(base).eventos.find(
      (e) => (e.grupo === 'ferias' || e.grupo === 'feriasPremio') && e.dataInicio <= fim && e.dataFim >= ini,
    );
    if (ferias)
      w.invalid(
        'dataInicio',
        `O período coincide com ${ferias.descricao.toLowerCase()} de ${br(ferias.dataInicio)} a ${br(ferias.dataFim)}.`,
      );

    const seq = await w.tx.query<{ n: number }>(
      'SELECT COALESCE(max(sequencial), 0)::int + 1 AS n FROM ausencia WHERE servidor_id = $1',
      [s.id],
    );
    const ins = await w.tx.query<{ id: number }>(
      `INSERT INTO ausencia (servidor_id, sequencial, codigo_tipo, data_inicio, data_fim, origem, observacao, registrada_por)
       VALUES ($1, GREATEST($2, 1000), $3, $4, $5, 'PORTAL', NULLIF($6, ''), $7) RETURNING id`,
      [s.id, seq.rows[0].n, Number(input.codigoTipo), ini, fim, str(input.observacao), auth!.sub],
    );
    const id = Number(ins.rows[0].id);
    await w.audit('ausencia', id, {
      tipo: { de: null, para: descricao },
      periodo: { de: null, para: `${br(ini)} a ${br(fim)}` },
      servidor: { de: null, para: s.numeroFuncionario },
    });
    const textos: string[] = [];
    for (const a of anos) {
      const r = await reapurar(
        w.tx,
        s.id,
        a.ano,
        `${descricao} de ${br(ini)} a ${br(fim)}, registrada em ${br(hoje)}.`,
        s.unidadeCodigo,
      );
      textos.push(await auditarApuracao(w, r!, a.ano));
    }
    return ok({ id, anos: anos.map((a) => a.ano).join(', ') }, undefined, `Ausência registrada. ${textos.join(' ')}`);
  });

const anosGratificacaoHandler: Handler<'complementoAfastamento.anosGratificacao'> = async ({ db }) => {
  const { aberto } = anosGratificacao();
  const { rows } = await db.query<{ ano: number }>('SELECT DISTINCT ano FROM gratificacao_natalina ORDER BY ano DESC');
  return ok(rows.map((r) => ({ ano: r.ano, rotulo: `${r.ano}${r.ano >= aberto ? ' (em apuração)' : ' (paga)'}` })));
};

export const gratificacaoHandlers = {
  'complementoAfastamento.anosGratificacao': anosGratificacaoHandler,
  'complementoAfastamento.gratificacaoNatalina': gratificacaoNatalina,
  'complementoAfastamento.apuracaoDecimoTerceiro': apuracaoDecimoTerceiro,
  'complementoAfastamento.mesesSemAvoPorServidor': mesesSemAvoPorServidor,
  'complementoAfastamento.servidoresSemAvo': servidoresSemAvo,
  'apuraGratificacao.detalhe': detalhe,
  'apuraGratificacao.apurar': apurar,
  'ausenciasServidorPoc.lista': ausencias,
  'ausenciasServidorPoc.tipos': tiposAusencia,
  'ausenciasServidorPoc.registrar': registrarAusencia,
} satisfies Handlers<
  | 'complementoAfastamento.anosGratificacao'
  | 'complementoAfastamento.gratificacaoNatalina'
  | 'complementoAfastamento.apuracaoDecimoTerceiro'
  | 'complementoAfastamento.mesesSemAvoPorServidor'
  | 'complementoAfastamento.servidoresSemAvo'
  | 'apuraGratificacao.detalhe'
  | 'apuraGratificacao.apurar'
  | 'ausenciasServidorPoc.lista'
  | 'ausenciasServidorPoc.tipos'
  | 'ausenciasServidorPoc.registrar'
>;
