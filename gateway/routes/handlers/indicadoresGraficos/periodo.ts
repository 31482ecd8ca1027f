/**
 * Handlers of the `indicadoresGraficos` family ('Indicadores', /gestao-avisos/indicadores/) over a
 * period: chart summaries computed in the database (GROUP BY over indexed columns, never rows
 * loaded into JS) of reports, re-registrations, audit rows, judicial processes and access requests
 * of the token's unit, filtered by an institution of the unit (another unit's is refused, 403) and
 * a period (dataInicial/dataFinal, Brasília days); which filter applies to which summary is written
 * in docs/INDICADORES.md. Those of the servants are servidores.ts, the family's other part.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import { forbidden, noResult, ok, type Failure } from '../../../lib/envelope.ts';
import type { Db } from '../../../db/types.ts';
import { sqlWhere } from '../../../lib/sql-where.ts';
import { dataBRDoDia, hojeBrasilia, isoDeDataBR, texto as str } from '../../../lib/text.ts';
import { catalogue } from '../../../../schemas/catalogue.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from '../../lib/institution-scope.ts';

/** Filters every summary below understands: an institution of the unit and a period of Brasília days. */
interface PeriodFilter {
  orgao: string;
  /** 'AAAA-MM-DD' or '' (open). */
  de: string;
  ate: string;
}

/** The filter fields of a summary's request (those it declares; the others are absent). */
interface Periodo {
  orgaoEntidade?: string;
  dataInicial?: string;
  dataFinal?: string;
}

/** Reads the filters (the catalogue's `antesDe` has already refused a start not before the end). */
function periodFilter(input: Periodo): PeriodFilter {
  const de = str(input.dataInicial) ? isoDeDataBR(str(input.dataInicial)) : '';
  const ate = str(input.dataFinal) ? isoDeDataBR(str(input.dataFinal)) : '';
  return { orgao: str(input.orgaoEntidade), de, ate };
}

const isFailure = (v: object): v is Failure => 'status' in v;

/**
 * WHERE builder of one summary: the unit, then the institution (refused when it is another unit's)
 * and the period on the given columns. A date column is compared as a date; a timestamptz one by
 * its Brasília day.
 */
async function onde(
  db: Db,
  auth: { unidade: string },
  input: Periodo,
  cols: { unidade: string; orgao?: string; data?: string; dataHora?: boolean },
): Promise<{ sql: string; params: unknown[] } | Failure> {
  const f = periodFilter(input);
  const w = sqlWhere([`${cols.unidade} = $1`], [auth.unidade]);
  if (f.orgao) {
    if (!(await orgaoDaUnidade(db, f.orgao, auth.unidade))) return forbidden(MSG_ORGAO_FORA);
    if (cols.orgao) w.add((n) => `${cols.orgao} = ${n}`, f.orgao);
  }
  const dia = cols.dataHora ? `(${cols.data} AT TIME ZONE 'America/Sao_Paulo')::date` : cols.data;
  if (f.de && cols.data) w.add((n) => `${dia} >= ${n}::date`, f.de);
  if (f.ate && cols.data) w.add((n) => `${dia} <= ${n}::date`, f.ate);
  return { sql: w.sql(), params: w.params };
}

export const OUTRAS_OPERACOES = 'Outras operações';

/** The bands of 'Servidores por faixa de processos': how many processes a servant has. */
export const FAIXAS_PROCESSOS = ['1 processo', '2 processos', '3 a 4 processos', '5 ou mais'] as const;

export default defineHandlers({
  'indicadoresGraficos.solicitacoesAcesso': async ({ db, auth, input }) => {
    const w = await onde(db, auth!, input, { unidade: 'unidade_codigo', data: 'criada_em', dataHora: true });
    if (isFailure(w)) return w;
    const { rows } = await db.query<RecordOf<'indicadoresGraficos.solicitacoesAcesso'>>(
      `SELECT situacao AS "codigoSituacao", initcap(lower(situacao)) AS situacao, count(*)::int AS quantidade
       FROM solicitacao_acesso WHERE ${w.sql} GROUP BY situacao ORDER BY situacao`,
      w.params,
    );
    return rows.length ? ok(rows) : noResult();
  },
  /** 'Os dez relatórios mais solicitados': report jobs of the unit (any user) in the period, by report. */
  'indicadoresGraficos.topDezSolicitacoes': async ({ db, auth, input }) => {
    const w = await onde(db, auth!, input, { unidade: 'unidade', data: 'criado_em', dataHora: true });
    if (isFailure(w)) return w;
    const { rows } = await db.query<RecordOf<'indicadoresGraficos.topDezSolicitacoes'>>(
      `SELECT nome_relatorio AS relatorio, count(*)::int AS quantidade FROM relatorio_solicitado
      WHERE ${w.sql} GROUP BY nome_relatorio ORDER BY quantidade DESC, nome_relatorio LIMIT 10`,
      w.params,
    );
    return rows.length ? ok(rows) : noResult();
  },
  /**
   * 'Recadastramentos realizados': re-registrations of the unit's pensioners by month (MM/AAAA) and
   * origin (portal, SISAP). Without a period, the last twelve months up to today (Brasília).
   */
  'indicadoresGraficos.recadastramentosRealizados': async ({ db, auth, input }) => {
    const f = periodFilter(input);
    const periodo = { ...input };
    if (!f.de && !f.ate) {
      const hoje = hojeBrasilia();
      const d = new Date(`${hoje}T12:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - 11, 1);
      periodo.dataInicial = dataBRDoDia(d.toISOString());
    }
    const w = await onde(db, auth!, periodo, {
      unidade: 'r.unidade_codigo',
      orgao: 'p.instituicao_codigo',
      data: 'r.data',
    });
    if (isFailure(w)) return w;
    const { rows } = await db.query<RecordOf<'indicadoresGraficos.recadastramentosRealizados'>>(
      `SELECT to_char(date_trunc('month', r.data), 'MM/YYYY') AS mes,
            count(*) FILTER (WHERE r.origem = 'PORTAL')::int AS portal,
            count(*) FILTER (WHERE r.origem = 'SISAP')::int AS sisap,
            count(*)::int AS quantidade
       FROM recadastramento r JOIN pensionista p ON p.id = r.pensionista_id
      WHERE ${w.sql} GROUP BY date_trunc('month', r.data) ORDER BY date_trunc('month', r.data)`,
      w.params,
    );
    return rows.length ? ok(rows) : noResult();
  },
  /** 'Os dez operadores que mais registraram': changes written from the unit (audit rows) in the period, by user. */
  'indicadoresGraficos.topDezOperadores': async ({ db, auth, input }) => {
    const w = await onde(db, auth!, input, { unidade: 'a.unidade_codigo', data: 'a.em', dataHora: true });
    if (isFailure(w)) return w;
    const { rows } = await db.query<RecordOf<'indicadoresGraficos.topDezOperadores'>>(
      `SELECT t.cpf, coalesce(u.nome, t.cpf) AS operador, t.quantidade
       FROM (SELECT a.cpf, count(*)::int AS quantidade FROM auditoria a WHERE ${w.sql}
              GROUP BY a.cpf ORDER BY quantidade DESC, a.cpf LIMIT 10) t
       LEFT JOIN usuario u ON u.cpf = t.cpf
      ORDER BY t.quantidade DESC, operador`,
      w.params,
    );
    return rows.length ? ok(rows) : noResult();
  },
  /** 'Processos judiciais por assunto': the unit's processes filed in the period, by subject (those with processes). */
  'indicadoresGraficos.processosPorAssunto': async ({ db, auth, input }) => {
    const w = await onde(db, auth!, input, {
      unidade: 'p.unidade_codigo',
      orgao: 'p.instituicao_codigo',
      data: 'p.data_ajuizamento',
    });
    if (isFailure(w)) return w;
    const { rows } = await db.query<RecordOf<'indicadoresGraficos.processosPorAssunto'>>(
      `SELECT p.assunto_codigo AS "codigoAssunto", a.descricao AS assunto, count(*)::int AS quantidade
       FROM processo_judicial p JOIN processo_assunto a ON a.codigo = p.assunto_codigo
      WHERE ${w.sql} GROUP BY p.assunto_codigo, a.descricao ORDER BY quantidade DESC, a.descricao`,
      w.params,
    );
    return rows.length ? ok(rows) : noResult();
  },
  /** 'Processos judiciais por órgão/entidade': every institution of the unit (zero included), by sigla. */
  'indicadoresGraficos.processosPorOrgao': async ({ db, auth, input }) => {
    const w = await onde(db, auth!, input, {
      unidade: 'p.unidade_codigo',
      orgao: 'p.instituicao_codigo',
      data: 'p.data_ajuizamento',
    });
    if (isFailure(w)) return w;
    const orgao = str(input.orgaoEntidade);
    const { rows } = await db.query<RecordOf<'indicadoresGraficos.processosPorOrgao'>>(
      `SELECT i.codigo, i.sigla AS instituicao, i.nome, coalesce(t.quantidade, 0)::int AS quantidade
       FROM instituicao i
       LEFT JOIN (SELECT p.instituicao_codigo, count(*) AS quantidade FROM processo_judicial p WHERE ${w.sql}
                   GROUP BY p.instituicao_codigo) t ON t.instituicao_codigo = i.codigo
      WHERE i.unidade_codigo = $1 ${orgao ? 'AND i.codigo = $2' : ''}
      ORDER BY i.sigla`,
      w.params,
    );
    return rows.some((r) => r.quantidade > 0) ? ok(rows) : noResult();
  },
  /** 'Servidores por faixa de processos': servants with processes filed in the period, by how many they have (every band, zero included). */
  'indicadoresGraficos.servidoresPorFaixaProcessos': async ({ db, auth, input }) => {
    const w = await onde(db, auth!, input, {
      unidade: 'p.unidade_codigo',
      orgao: 'p.instituicao_codigo',
      data: 'p.data_ajuizamento',
    });
    if (isFailure(w)) return w;
    const { rows } = await db.query<{ faixa: number; quantidade: number }>(
      `SELECT CASE WHEN n = 1 THEN 0 WHEN n = 2 THEN 1 WHEN n <= 4 THEN 2 ELSE 3 END AS faixa, count(*)::int AS quantidade
       FROM (SELECT p.servidor_id, count(*) AS n FROM processo_judicial p WHERE ${w.sql} GROUP BY p.servidor_id) s
      GROUP BY 1`,
      w.params,
    );
    const por = new Map(rows.map((r) => [r.faixa, r.quantidade]));
    const lista = FAIXAS_PROCESSOS.map((faixa, i) => ({ faixa, quantidade: por.get(i) ?? 0 }));
    return lista.some((r) => r.quantidade > 0) ? ok(lista) : noResult();
  },
  /** 'Itens processados': changes written from the unit in the period, by operation (the endpoint's catalogue title). */
  'indicadoresGraficos.itensProcessados': async ({ db, auth, input }) => {
    const w = await onde(db, auth!, input, { unidade: 'a.unidade_codigo', data: 'a.em', dataHora: true });
    if (isFailure(w)) return w;
    const { rows } = await db.query<{ endpoint: string; quantidade: number }>(
      `SELECT a.endpoint, count(*)::int AS quantidade FROM auditoria a WHERE ${w.sql} GROUP BY a.endpoint`,
      w.params,
    );
    const titulos = new Map(catalogue().flatMap((e) => (e.title ? [[e.name, e.title] as const] : [])));
    // Two endpoints may share a title: their counts add up under it; an endpoint without a title
    // (or no longer in the catalogue) is counted under 'Outras operações'.
    const porOperacao = new Map<string, number>();
    for (const r of rows) {
      const op = titulos.get(r.endpoint) ?? OUTRAS_OPERACOES;
      porOperacao.set(op, (porOperacao.get(op) ?? 0) + r.quantidade);
    }
    const lista = [...porOperacao].map(([operacao, quantidade]) => ({ operacao, quantidade }));
    lista.sort((a, b) => b.quantidade - a.quantidade || a.operacao.localeCompare(b.operacao, 'pt-BR'));
    return lista.length ? ok(lista) : noResult();
  },
});
