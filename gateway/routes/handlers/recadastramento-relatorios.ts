/**
 * 'Recadastramento' — the 'Relatórios' group: the birthday file for SMS (summary per month and the
 * file), the re-registrations done in the state payroll system, and the beneficiaries with a
 * suspended/blocked or a released payment. All scoped to the token's unit's institutions.
 *
 * The SMS file (docs/RECADASTRAMENTO.md): text/csv UTF-8, ';'-separated, no header, one line per
 * pensioner born in the month, by name: name; mobile as +55 and its 11 digits; the message. A
 * pensioner without a mobile, or whose mobile fails the spec's rule (schemas/formats.ts
 * `isCelular`: 11 digits, 9 after the area code), is left out and counted.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { isCelular } from '../../../schemas/formats.ts';
import { badRequest, type Failure, fileAnswer, noResult, ok } from '../../lib/envelope.ts';
import { type Lista, paginar, valorData } from '../lista.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import type { Handler, HandlerContext, Handlers } from '../../contract/handler.ts';
import { dataSql, isoDeDataBR } from '../../lib/text.ts';
import { semNulos } from '../../lib/sem-nulos.ts';
import { DA_UNIDADE, TIPOS } from './recadastramento-pensionista.ts';
import { MESES, MESES_CAPITULARES } from '../../../core/meses.ts';

export const MSG_PERIODO_INVERTIDO = 'A data final deve ser posterior à data inicial.';
export const MSG_PERIODO_LONGO = 'O período não pode passar de 366 dias.';

const digitos = (v: unknown) => String(v ?? '').replace(/\D/g, '');

/** The mobile in international format, or null when it fails the spec's rule. */
export function celularInternacional(celular: string | null): string | null {
  const d = digitos(celular);
  if (!d || !isCelular(d) || d.length !== 11) return null;
  return `+55${d}`;
}

/** The SMS text of one pensioner (no ';' nor line breaks: it is one CSV field). */
export const mensagemSms = (nome: string, mes: number): string =>
  `Olá, ${nome.split(' ')[0]}! O Governo de Minas Gerais deseja a você um feliz aniversário. Lembre-se: o seu recadastramento anual deve ser feito no mês de ${MESES[mes - 1]}.`;

interface Aniversariante {
  nome: string;
  celular: string | null;
}

async function aniversariantes(ctx: Pick<HandlerContext, 'db' | 'auth'>, mes: number): Promise<Aniversariante[]> {
  const { rows } = await ctx.db.query<Aniversariante>(
    `SELECT p.nome, p.celular FROM pensionista p WHERE ${DA_UNIDADE('$1')} AND p.mes_aniversario = $2 ORDER BY p.nome_busca, p.id`,
    [ctx.auth!.unidade, mes],
  );
  return rows;
}

/** The spec's mobile rule in SQL over the stored digits (the same as celularInternacional; the tests compare both). */
const CELULAR_OK = `length(p.celular) = 11 AND substr(p.celular, 3, 1) = '9' AND p.celular ~ '^[0-9]+$'`;

const resumo: Handler<'relatorios.aniversariantesDoMesResumo'> = async ({ db, auth, input }) => {
  const w = sqlWhere([DA_UNIDADE('$1')], [auth!.unidade]);
  if (input.mes) w.add((n) => `p.mes_aniversario = ${n}`, Number(input.mes));
  const { rows } = await db.query<{ mes: number; aniversariantes: number; noArquivo: number; semCelular: number }>(
    `SELECT p.mes_aniversario::int AS mes, count(*)::int AS aniversariantes, count(*) FILTER (WHERE ${CELULAR_OK})::int AS "noArquivo",
            count(*) FILTER (WHERE coalesce(p.celular, '') = '')::int AS "semCelular"
       FROM pensionista p WHERE ${w.sql()} GROUP BY p.mes_aniversario ORDER BY p.mes_aniversario`,
    w.params,
  );
  if (rows.length === 0) return noResult();
  return ok(
    rows.map((r) => ({
      ...r,
      mesNome: MESES_CAPITULARES[r.mes - 1],
      celularInvalido: r.aniversariantes - r.noArquivo - r.semCelular,
    })),
  );
};

const arquivo: Handler<'relatorios.aniversariantesDoMes'> = async (ctx) => {
  const mes = Number(ctx.input.mes);
  const todos = await aniversariantes(ctx, mes);
  if (todos.length === 0) return noResult();
  const linhas: string[] = [];
  // Who is left out (no mobile, or a mobile failing the rule) is counted by the month's summary.
  for (const a of todos) {
    const cel = celularInternacional(a.celular);
    if (cel) linhas.push([a.nome.replace(/;/g, ' '), cel, mensagemSms(a.nome, mes)].join(';'));
  }
  const body = Buffer.from(linhas.map((l) => `${l}\r\n`).join(''), 'utf8');
  return fileAnswer({
    body,
    filename: `aniversariantes-sms-${String(mes).padStart(2, '0')}.csv`,
    contentType: 'text/csv; charset=utf-8',
  });
};

/** Code 4 on dataFim when the period is reversed or too long; null when it is fine (or open). */
function periodoInvalido(input: { dataInicio?: string; dataFim?: string }, maxDias?: number): Failure | null {
  if (!input.dataInicio || !input.dataFim) return null;
  const a = isoDeDataBR(input.dataInicio);
  const b = isoDeDataBR(input.dataFim);
  if (a > b) return badRequest([{ campo: 'dataFim', mensagem: MSG_PERIODO_INVERTIDO }], MSG_PERIODO_INVERTIDO);
  if (maxDias && (Date.parse(b) - Date.parse(a)) / 864e5 > maxDias)
    return badRequest([{ campo: 'dataFim', mensagem: MSG_PERIODO_LONGO }], MSG_PERIODO_LONGO);
  return null;
}

type Realizado = RecordOf<'relatorios.recadastramentosRealizadosMG'>;

const REALIZADOS: Lista<
  RequestOf<'relatorios.recadastramentosRealizadosMG'>,
  Required<Omit<Realizado, 'tipoDescricao'>>,
  Realizado
> = {
  de: 'FROM recadastramento r JOIN pensionista p ON p.id = r.pensionista_id JOIN instituicao i ON i.codigo = p.instituicao_codigo',
  contagemDe: 'FROM recadastramento r JOIN pensionista p ON p.id = r.pensionista_id',
  colunas: `r.id AS "idRecadastramento", p.id AS "idPessoa", p.nome, p.cpf, p.tipo, ${dataSql('r.data')} AS data, r.origem, i.sigla AS instituicao`,
  escopo: [`r.origem = 'SISAP'`, DA_UNIDADE('$1')],
  filtros: {
    dataInicio: { valor: valorData, sql: (n) => `r.data >= ${n}::date` },
    dataFim: { valor: valorData, sql: (n) => `r.data <= ${n}::date` },
    cpf: { valor: (v) => (v ? digitos(v) : undefined), sql: (n) => `p.cpf = ${n}` },
  },
  ordem: {
    campos: { data: 'r.data', nome: 'p.nome_busca' },
    padrao: 'data',
    direcao: 'DESC',
    desempate: (d) => `r.id ${d}`,
  },
  linha: (r) => ({ ...r, tipoDescricao: TIPOS[String(r.tipo)] ?? r.tipo }),
};

const realizadosSisap: Handler<'relatorios.recadastramentosRealizadosMG'> = async (ctx) =>
  periodoInvalido(ctx.input) ?? paginar(ctx, REALIZADOS);

const TIPOS_PAGAMENTO: Record<string, string> = { SUSPENSO: 'Suspenso', BLOQUEADO: 'Bloqueado' };
const PAGAMENTO_CAMPOS = `ps.id AS "idPagamento", p.id AS "idPessoa", p.nome, p.cpf, ps.tipo, ps.motivo, ps.ano_mes_suspensao AS "anoMesSuspensao",
  ${dataSql('ps.data_suspensao')} AS "dataSuspensao", ${dataSql('ps.data_liberacao')} AS "dataLiberacao", ps.valor::float AS valor, i.sigla AS instituicao`;

/** A record of both payment lists (the same shape). */
type Pagamento = RecordOf<'dadosFinanceiros.beneficiariosPagamentoLiberado'>;

type LinhaPagamento = Required<Omit<Pagamento, 'tipoDescricao' | 'dataLiberacao'>> & { dataLiberacao: string | null };

/**
 * The pensioners' payments still suspended/blocked, or (with `liberacao`, the period of the
 * release) those released in the period.
 */
const pagamentosDe = (
  liberacao: boolean,
): Lista<{ tipoRelatorio: string; dataInicio?: string; dataFim?: string }, LinhaPagamento, Pagamento> => ({
  de: 'FROM pagamento_suspenso ps JOIN pensionista p ON p.id = ps.pensionista_id JOIN instituicao i ON i.codigo = p.instituicao_codigo',
  contagemDe: 'FROM pagamento_suspenso ps JOIN pensionista p ON p.id = ps.pensionista_id',
  colunas: PAGAMENTO_CAMPOS,
  escopo: [DA_UNIDADE('$1'), liberacao ? 'ps.data_liberacao IS NOT NULL' : 'ps.data_liberacao IS NULL'],
  filtros: {
    tipoRelatorio: { valor: (v) => (v === 'TODOS' ? undefined : v), sql: (n) => `ps.tipo = ${n}` },
    ...(liberacao
      ? {
          dataInicio: { valor: valorData, sql: (n) => `ps.data_liberacao >= ${n}::date` },
          dataFim: { valor: valorData, sql: (n) => `ps.data_liberacao <= ${n}::date` },
        }
      : {}),
  },
  ordem: {
    campos: {
      dataSuspensao: 'ps.data_suspensao',
      dataLiberacao: 'ps.data_liberacao',
      nome: 'p.nome_busca',
      valor: 'ps.valor',
    },
    padrao: liberacao ? 'dataLiberacao' : 'dataSuspensao',
    direcao: 'DESC',
    desempate: (d) => `ps.id ${d}`,
  },
  // dataLiberacao, null while the payment is withheld, is the one nullable field: left out then.
  linha: (r) => semNulos({ ...r, tipoDescricao: TIPOS_PAGAMENTO[String(r.tipo)] ?? r.tipo }),
});

const SUSPENSOS = pagamentosDe(false);
const LIBERADOS = pagamentosDe(true);

const suspensosBloqueados: Handler<'dadosFinanceiros.beneficiariosPagamentoSuspensoBloqueado'> = (ctx) =>
  paginar(ctx, SUSPENSOS);

const liberadosNoPeriodo: Handler<'dadosFinanceiros.beneficiariosPagamentoLiberado'> = async (ctx) =>
  periodoInvalido(ctx.input, 366) ?? paginar(ctx, LIBERADOS);

export const recadastramentoRelatoriosHandlers = {
  'relatorios.aniversariantesDoMesResumo': resumo,
  'relatorios.aniversariantesDoMes': arquivo,
  'relatorios.recadastramentosRealizadosMG': realizadosSisap,
  'dadosFinanceiros.beneficiariosPagamentoSuspensoBloqueado': suspensosBloqueados,
  'dadosFinanceiros.beneficiariosPagamentoLiberado': liberadosNoPeriodo,
} satisfies Handlers<
  | 'relatorios.aniversariantesDoMesResumo'
  | 'relatorios.aniversariantesDoMes'
  | 'relatorios.recadastramentosRealizadosMG'
  | 'dadosFinanceiros.beneficiariosPagamentoSuspensoBloqueado'
  | 'dadosFinanceiros.beneficiariosPagamentoLiberado'
>;
