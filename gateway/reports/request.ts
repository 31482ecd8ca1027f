/**
 * The export endpoints (`relatorios.solicitaRelatorio*`, `usuario.exportar`): check `filtros` and schedule a job for
 * the caller (cpf and unit from the token; the agency at scheduling time is the unit's
 * 'sigla - nome'). The file is written later by the worker; the answer only carries the job id.
 */
import { badRequest, ok } from '../lib/envelope.ts';
import type { Handler } from '../routes/types.ts';
import { REPORTS, type Formato } from './definitions.ts';
import { checkFiltros } from './filters.ts';
import { createJob } from './jobs.ts';

export const MSG_FILTROS_OBRIGATORIO = "O parametro 'filtros' é obrigatório!";
export const MSG_AGENDADO = 'Seu relatório foi agendado. Entre na opção "Relatórios > Meus relatórios" para acessar o seu relatório.';

export function exportHandler(endpoint: string): Handler {
  const def = REPORTS[endpoint];
  return async ({ db, auth, input }) => {
    const filtros = input.filtros;
    if (!filtros || typeof filtros !== 'object' || Array.isArray(filtros)) {
      return badRequest([{ campo: 'filtros', mensagem: MSG_FILTROS_OBRIGATORIO }], MSG_FILTROS_OBRIGATORIO);
    }
    const checked = checkFiltros(def.source, filtros as Record<string, unknown>);
    if (!checked.ok) return badRequest(checked.criticas);
    const { rows } = await db.query<{ orgao: string }>(`SELECT sigla || ' - ' || nome AS orgao FROM unidade WHERE codigo = $1`, [auth!.unidade]);
    const id = await createJob(db, {
      cpf: auth!.sub,
      unidade: auth!.unidade,
      nome_relatorio: def.nome,
      formato: input.formato as Formato,
      endpoint,
      filtros: { ...checked.input, exportarTudo: (filtros as Record<string, unknown>).exportarTudo !== false },
      // A report with a fixed order (the user export: nome ascending) ignores the screen's sort.
      paginacao: {
        ...((input.paginacao as Record<string, unknown> | undefined) ?? {}),
        ...(def.sort ? { sort: def.sort.field, order: def.sort.order } : {}),
      },
      orgao: rows[0]?.orgao ?? auth!.unidade,
    });
    return ok({ idRelatorio: id, statusGeracao: 'PENDENTE' }, undefined, MSG_AGENDADO);
  };
}

/** One handler per export endpoint of REPORTS. */
export const exportHandlers: Record<string, Handler> = Object.fromEntries(Object.keys(REPORTS).map((name) => [name, exportHandler(name)]));
