/**
 * The export endpoints (every catalogue endpoint whose request declares `tela`:
 * `relatorios.solicitaRelatorio*`, `usuario.exportar`): find the report of the screen that
 * exports (screen-report.ts; a screen published at run time by its version in force, tela-em-vigor.ts), check that the caller may run its source query and that `filtros`
 * is one the source would accept, and schedule a job for the caller (cpf and unit from the token;
 * the agency at scheduling time is the unit's 'sigla - nome'). The file is written later by the
 * worker; the answer only carries the job id.
 */
import { badRequest, forbidden, ok } from '../lib/envelope.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { OPEN_RESOURCES } from '../screens.ts';
import type { EndpointName, RequestOf } from '../../core/endpoint-types.ts';
import type { AnyHandler, Handlers } from '../contract/handler.ts';
import type { Formato } from './definitions.ts';
import { checkFiltros } from './filters.ts';
import { createJob } from './jobs.ts';
import { findReport, MSG_TELA_DESCONHECIDA } from './screen-report.ts';
import { telasEmVigor } from './tela-em-vigor.ts';

export const MSG_FILTROS_OBRIGATORIO = "O parametro 'filtros' é obrigatório!";
export const MSG_AGENDADO =
  'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.';

export function exportHandler(endpoint: string): AnyHandler {
  const resources = new Map(catalogue().map((e) => [e.name, e.resource]));
  return async ({ db, auth, input, endereco }) => {
    const filtros = input.filtros;
    if (!filtros || typeof filtros !== 'object' || Array.isArray(filtros)) {
      return badRequest([{ campo: 'filtros', mensagem: MSG_FILTROS_OBRIGATORIO }], MSG_FILTROS_OBRIGATORIO);
    }
    const { versao, screens } = await telasEmVigor(db, String(input.tela));
    const report = findReport(String(input.tela), endpoint, screens);
    if (!report) return badRequest([{ campo: 'tela', mensagem: MSG_TELA_DESCONHECIDA }], MSG_TELA_DESCONHECIDA);
    // The file replays the screen's query: whoever exports must be allowed to run it.
    const resource = resources.get(report.source);
    if (resource === undefined || (!OPEN_RESOURCES.includes(resource) && !auth!.recursos.includes(resource)))
      return forbidden();
    const checked = checkFiltros(report.source, filtros as Record<string, unknown>);
    if (!checked.ok) return badRequest(checked.criticas);
    const { rows } = await db.query<{ orgao: string }>(
      `SELECT sigla || ' - ' || nome AS orgao FROM unidade WHERE codigo = $1`,
      [auth!.unidade],
    );
    const id = await createJob(db, {
      cpf: auth!.sub,
      unidade: auth!.unidade,
      nome_relatorio: report.nome,
      formato: input.formato as Formato,
      endpoint,
      tela: report.tela,
      // The worker makes the file from this version, whatever is published in between.
      tela_versao: versao,
      filtros: { ...checked.input, exportarTudo: (filtros as Record<string, unknown>).exportarTudo !== false },
      // A report with a fixed order (the action's `sort`; the user export: nome ascending)
      // ignores the grid's sort.
      paginacao: {
        ...((input.paginacao as Record<string, unknown> | undefined) ?? {}),
        ...(report.sort ? { sort: report.sort.field, order: report.sort.order } : {}),
      },
      orgao: rows[0]?.orgao ?? auth!.unidade,
      // Who asked with which roles and from where: the access log's row of the export.
      papeis: auth!.papeis,
      endereco,
    });
    return ok({ idRelatorio: id, statusGeracao: 'PENDENTE' }, undefined, MSG_AGENDADO);
  };
}

/** The export endpoints of the catalogue: those whose request declares the exporting screen (`tela`). */
export function exportEndpoints(): string[] {
  return catalogue()
    .filter((e) => Object.hasOwn((e.request as { properties?: object } | undefined)?.properties ?? {}, 'tela'))
    .map((e) => e.name);
}

/** The export endpoints as a type: the names whose generated request has `tela`. */
export type ExportEndpoint = { [N in EndpointName]: 'tela' extends keyof RequestOf<N> ? N : never }[EndpointName];

/**
 * One handler per export endpoint of the catalogue. Built from the catalogue at run time; the cast
 * names the same endpoints at the type level (ExportEndpoint), so the handler map stays complete.
 */
export const exportHandlers = Object.fromEntries(
  exportEndpoints().map((name) => [name, exportHandler(name)]),
) as unknown as Handlers<ExportEndpoint>;
