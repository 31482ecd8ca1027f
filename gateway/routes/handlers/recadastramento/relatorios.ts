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
import type { RecordOf, RequestOf } from '../../../../core/endpoint-types.ts';
import { isCelular } from '../../../../schemas/formats.ts';
import { badRequest, type Failure, fileAnswer, noResult, ok } from '../../../lib/envelope.ts';
import { type List, paginate, asDate } from '../../list.ts';
import { sqlWhere } from '../../../lib/sql-where.ts';
import { defineHandlers, type HandlerContext } from '../../../contract/handler.ts';
import { dataSql, isoDeDataBR } from '../../../lib/text.ts';
import { semNulos } from '../../../lib/sem-nulos.ts';
import { DA_UNIDADE, TIPOS } from '../../lib/pensioner.ts';
import { MESES, MESES_CAPITULARES } from '../../../../core/meses.ts';

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

const REALIZADOS: List<
  RequestOf<'relatorios.recadastramentosRealizadosMG'>,
  Required<Omit<Realizado, 'tipoDescricao'>>,
  Realizado
> = {
  from: 'FROM recadastramento r JOIN pensionista p ON p.id = r.pensionista_id JOIN instituicao i ON i.codigo = p.instituicao_codigo',
  countFrom: 'FROM recadastramento r JOIN pensionista p ON p.id = r.pensionista_id',
  columns: `r.id AS "idRecadastramento", p.id AS "idPessoa", p.nome, p.cpf, p.tipo, ${dataSql('r.data')} AS data, r.origem, i.sigla AS instituicao`,
  unitScope: [`r.origem = 'SISAP'`, DA_UNIDADE('$1')],
  filters: {
    dataInicio: { value: asDate, sql: (n) => `r.data >= ${n}::date` },
    dataFim: { value: asDate, sql: (n) => `r.data <= ${n}::date` },
    cpf: { value: (v) => (v ? digitos(v) : undefined), sql: (n) => `p.cpf = ${n}` },
  },
  sort: {
    fields: { data: 'r.data', nome: 'p.nome_busca' },
    default: 'data',
    direction: 'DESC',
    tieBreak: (d) => `r.id ${d}`,
  },
  row: (r) => ({ ...r, tipoDescricao: TIPOS[String(r.tipo)] ?? r.tipo }),
};

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
): List<{ tipoRelatorio: string; dataInicio?: string; dataFim?: string }, LinhaPagamento, Pagamento> => ({
  from: 'FROM pagamento_suspenso ps JOIN pensionista p ON p.id = ps.pensionista_id JOIN instituicao i ON i.codigo = p.instituicao_codigo',
  countFrom: 'FROM pagamento_suspenso ps JOIN pensionista p ON p.id = ps.pensionista_id',
  columns: PAGAMENTO_CAMPOS,
  unitScope: [DA_UNIDADE('$1'), liberacao ? 'ps.data_liberacao IS NOT NULL' : 'ps.data_liberacao IS NULL'],
  filters: {
    tipoRelatorio: { value: (v) => (v === 'TODOS' ? undefined : v), sql: (n) => `ps.tipo = ${n}` },
    ...(liberacao
      ? {
          dataInicio: { value: asDate, sql: (n) => `ps.data_liberacao >= ${n}::date` },
          dataFim: { value: asDate, sql: (n) => `ps.data_liberacao <= ${n}::date` },
        }
      : {}),
  },
  sort: {
    fields: {
      dataSuspensao: 'ps.data_suspensao',
      dataLiberacao: 'ps.data_liberacao',
      nome: 'p.nome_busca',
      valor: 'ps.valor',
    },
    default: liberacao ? 'dataLiberacao' : 'dataSuspensao',
    direction: 'DESC',
    tieBreak: (d) => `ps.id ${d}`,
  },
  // dataLiberacao, null while the payment is withheld, is the one nullable field: left out then.
  row: (r) => semNulos({ ...r, tipoDescricao: TIPOS_PAGAMENTO[String(r.tipo)] ?? r.tipo }),
});

const SUSPENSOS = pagamentosDe(false);
const LIBERADOS = pagamentosDe(true);

export default defineHandlers({
  'relatorios.aniversariantesDoMesResumo': async ({ db, auth, input }) => {
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
  },
  'relatorios.aniversariantesDoMes': async (ctx) => {
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
  },
  'relatorios.recadastramentosRealizadosMG': async (ctx) => periodoInvalido(ctx.input) ?? paginate(ctx, REALIZADOS),
  'dadosFinanceiros.beneficiariosPagamentoSuspensoBloqueado': (ctx) => paginate(ctx, SUSPENSOS),
  'dadosFinanceiros.beneficiariosPagamentoLiberado': async (ctx) =>
    periodoInvalido(ctx.input, 366) ?? paginate(ctx, LIBERADOS),
});
