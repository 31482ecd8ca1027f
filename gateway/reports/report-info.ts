/**
 * What a report file says about itself, so that a printed or filed copy can be checked: the report
 * name, the unit it was asked for (as it was named when scheduled), when it was generated (Brasília
 * time), by whom (the social name when there is one) and the filters the user applied — each with
 * the filter's title on the screen and the value as the form showed it (an option's label, not its
 * code: 'Órgão/entidade: SEE - Secretaria de Estado de Educação', 'Situação: Paga').
 */
import { formatCpf } from '../../core/formatters/cpf.ts';
import type { Db } from '../db/types.ts';
import { dataServidor } from '../lib/envelope.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import type { HandlerContext } from '../contract/handler.ts';
import type { AccessClaims } from '../lib/access-token.ts';
import { screenDocuments, type ScreenDocument } from '../screens.ts';
import type { Job } from './jobs.ts';

export interface ReportFilter {
  rotulo: string;
  valor: string;
}

export interface ReportInfo {
  nome: string;
  /** 'SEE - Secretaria de Estado de Educação' */
  unidade: string;
  /** 'dd/mm/aaaa HH:MM', Brasília time. */
  geradoEm: string;
  usuario: string;
  filtros: ReportFilter[];
  /** 'Todas as páginas da pesquisa' or 'Somente a página 3 da pesquisa'. */
  abrangencia: string;
}

/** 'Órgão/entidade: SEE - …; Situação: Paga', or 'nenhum'. */
export const filtrosTexto = (f: ReportFilter[]): string =>
  f.length ? f.map((x) => `${x.rotulo}: ${x.valor}`).join('; ') : 'nenhum';

interface PropSchema {
  title?: string;
  format?: string;
  type?: string;
  oneOf?: { const?: unknown; title?: string }[];
  items?: PropSchema;
}
interface OptionsSource {
  endpoint?: string;
  labelField?: string;
  valueField?: string;
  params?: Record<string, string>;
}

/** Any handler of the gateway, as the report worker holds them (only the answer's `objeto` is read here). */
type AnyHandler = (ctx: HandlerContext) => Promise<{ body: unknown }>;

/** Looks up the label of an option value of an endpoint-fed select; undefined when not found. */
export type OptionLabel = (src: OptionsSource, value: string) => Promise<string | undefined>;

async function valueText(
  v: unknown,
  prop: PropSchema,
  src: OptionsSource | undefined,
  label: OptionLabel,
): Promise<string> {
  if (Array.isArray(v)) return (await Promise.all(v.map((x) => valueText(x, prop.items ?? {}, src, label)))).join(', ');
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  const option = prop.oneOf?.find((o) => String(o.const) === String(v));
  if (option) return option.title ?? String(v);
  if (src?.endpoint) return (await label(src, String(v)).catch(() => undefined)) ?? String(v);
  return prop.format === 'cpf' ? formatCpf(v) : String(v);
}

/** The filters applied, in the order of the screen's form; keys the form does not show keep their name. */
export async function describeFiltros(
  screen: Pick<ScreenDocument, 'filters'> | undefined,
  filtros: Record<string, unknown>,
  label: OptionLabel,
): Promise<ReportFilter[]> {
  const props = ((screen?.filters?.schema as { properties?: Record<string, PropSchema> } | undefined)?.properties ??
    {}) as Record<string, PropSchema>;
  const ui = (screen?.filters?.uiSchema ?? {}) as Record<string, { 'ui:options'?: OptionsSource } | undefined>;
  const order = Object.keys(props);
  const keys = Object.keys(filtros)
    .filter((k) => k !== 'exportarTudo' && k !== 'tokenSSCId')
    .filter(
      (k) =>
        !(
          filtros[k] === null ||
          filtros[k] === undefined ||
          filtros[k] === '' ||
          (Array.isArray(filtros[k]) && !(filtros[k] as unknown[]).length)
        ),
    )
    .sort((a, b) => (order.indexOf(a) + 1 || 1e6) - (order.indexOf(b) + 1 || 1e6));
  return Promise.all(
    keys.map(async (k) => ({
      rotulo: props[k]?.title ?? k,
      valor: await valueText(filtros[k], props[k] ?? {}, ui[k]?.['ui:options'], label),
    })),
  );
}

/** Option labels through the options endpoint's own handler, with the job's unit scope; one call per endpoint. */
function optionLabels(db: Db, handlers: Record<string, AnyHandler>, auth: AccessClaims): OptionLabel {
  const rows = new Map<string, Promise<Record<string, unknown>[]>>();
  const paged = new Map(catalogue().map((e) => [e.name, e.paging !== 'none']));
  const load = (endpoint: string, params: Record<string, string>) => {
    const h = handlers[endpoint];
    if (!h) return Promise.resolve([]);
    return h({
      db,
      endpoint,
      auth,
      input: params,
      paging: paged.get(endpoint) ? { page: 0, size: 100, offset: 0, order: 'ASC', orders: ['ASC'] } : undefined,
    }).then((a) => {
      const objeto = (a.body as { objeto?: unknown }).objeto;
      return Array.isArray(objeto) ? (objeto as Record<string, unknown>[]) : [];
    });
  };
  return async (src, value) => {
    // Parameters taken from the route or a record (':id', '{campo}') do not exist for a job.
    const params = Object.fromEntries(Object.entries(src.params ?? {}).filter(([, v]) => !/^:|\{/.test(String(v))));
    const key = `${src.endpoint}?${JSON.stringify(params)}`;
    if (!rows.has(key)) rows.set(key, load(src.endpoint!, params));
    const lf = src.labelField ?? 'nome';
    const vf = src.valueField ?? lf;
    const hit = (await rows.get(key)!).find((r) => String(r[vf]) === value);
    return hit ? String(hit[lf]) : undefined;
  };
}

/** The file's description of job `job` (see the file comment). */
export async function reportInfo(
  job: Job,
  deps: { db: Db; handlers: Record<string, AnyHandler> },
  auth: AccessClaims,
  screens: readonly ScreenDocument[] = screenDocuments(),
  agora: Date = new Date(),
): Promise<ReportInfo> {
  const { rows } = await deps.db.query<{ orgao: string | null; nome: string | null }>(
    `SELECT r.orgao_momento_agendamento AS orgao, coalesce(nullif(u.nome_social, ''), u.nome) AS nome
       FROM relatorio_solicitado r LEFT JOIN usuario u ON u.cpf = r.cpf WHERE r.id = $1`,
    [job.id],
  );
  const screen = screens.find((s) => s.id === job.tela);
  const { exportarTudo, ...filtros } = job.filtros;
  return {
    nome: job.nome_relatorio,
    unidade: rows[0]?.orgao ?? job.unidade,
    geradoEm: dataServidor(agora).slice(0, 16),
    usuario: rows[0]?.nome ?? formatCpf(job.cpf),
    filtros: await describeFiltros(screen, filtros, optionLabels(deps.db, deps.handlers, auth)),
    abrangencia:
      exportarTudo === false
        ? `Somente a página ${(job.paginacao.page ?? 0) + 1} da pesquisa`
        : 'Todas as páginas da pesquisa',
  };
}
