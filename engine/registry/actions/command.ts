/**
 * `command`: a write declared in the screen document (DESIGN.md "Writing") — approve, reject,
 * activate, reprocess… Steps, each optional and declared:
 * 1. `input`: a small form in a dialog (JSON Schema, e.g. a required 'Justificativa'); its values
 *    join the call's parameters. `input.initial` fills its fields from the row or record first, so
 *    revising a saved decision starts from it. 'Cancelar' stops here.
 * 2. `confirm`: the confirmation dialog with the screen's texts (`{field}` of the row/record;
 *    `{quantidade}` = number of ticked rows in a batch).
 * 3. The call of `endpoint` (its method comes from the catalogue) with `params` filled by the
 *    placeholder language, through the data provider. As a batch action it acts on the ticked
 *    rows: `batchMode: 'each'` (default) calls once per row, `'list'` once with each `{field}`
 *    parameter turned into the list of that field over the rows.
 * 4. Success: the alert of `successType` (sucesso, sucessoCompleto, sucessoCompletoTelaAnterior)
 *    with `successText` or the gateway's message, and the list or record reloaded (`refresh`,
 *    default true; not when the page is left). Failure: the error dialogs of spec §8 with the
 *    gateway's reason (code 4 lists the bad fields), the screen's `errorText` first. With an
 *    `input`, its dialog stays open until the call succeeds: a code 4 is told in the dialog
 *    (each critique under its field), any other failure on top of it, the values kept.
 * The gateway checks everything again (schema, role, unit, transition, version): the portal's
 * visibleWhen/disabledWhen only spare the user a useless click.
 */
import { confirm } from '../../components/confirm.tsx';
import { askInput, type InputOutcome } from '../../components/InputDialog.tsx';
import { fillParams, fillText, fillValue, type Scope } from '../../placeholders.ts';
import { afterWrite } from '../../query/queryClients.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showFailure } from '../../shell/dialogs/errorDialogs.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import type { ActionDef } from '../../screens/types.ts';
import type { ActionHandler } from './lib/types.ts';

/** `'list'` batch parameters: each `{field}` becomes the list of that field over the rows. */
export function listParams(
  params: Record<string, string> | undefined,
  rows: Record<string, unknown>[],
  scope: Scope,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [
      k,
      /^\{\w+\}$/.test(v) ? rows.map((r) => fillValue(v, { ...scope, record: r })) : fillValue(v, scope),
    ]),
  );
}

/** The values an input dialog starts with: `initial` filled from the record, empty values left out. */
export function initialValues(initial: Record<string, string> | undefined, scope: Scope): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fillParams(initial, scope)).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/** The texts of a batch outcome: how many succeeded, and why each failure failed. */
export function batchSummary(results: CallResult[]): { ok: number; texto: string } {
  const ok = results.filter((r) => r.codigoMensagem === 0).length;
  const falhas = results.filter((r) => r.codigoMensagem !== 0).map((r) => `• ${r.mensagemExibicao || r.mensagem}`);
  const head = `${ok} de ${results.length} registro(s) processado(s) com sucesso.`;
  return { ok, texto: falhas.length ? [head, '', 'Não processados:', ...falhas].join('\n') : head };
}

function succeeded(action: ActionDef, texto: string, refresh: (() => void) | undefined) {
  const tipo = action.successType ?? 'sucesso';
  alert({ tipo, titulo: 'Sucesso!', texto, botao: 'Fechar' });
  if (tipo !== 'sucessoCompletoTelaAnterior' && action.refresh !== false) refresh?.();
}

/** The outcome of the calls: the success alert, the failure dialogs, or the batch summary. */
function report(action: ActionDef, results: CallResult[], scope: Scope, refresh: (() => void) | undefined) {
  if (results.length === 1) {
    const r = results[0];
    if (r.codigoMensagem === 0)
      return succeeded(action, action.successText ? fillText(action.successText, scope) : r.mensagem, refresh);
    return showFailure(r, action.errorText);
  }
  const { ok, texto } = batchSummary(results);
  if (ok === results.length)
    return succeeded(action, action.successText ? `${fillText(action.successText, scope)}\n${texto}` : texto, refresh);
  alert({ tipo: 'atencao', titulo: 'Atenção!', texto, botao: 'Fechar' });
  if (ok > 0) refresh?.();
}

export const command: ActionHandler = async ({ action, row, rows, route, provider, refresh }) => {
  if (!action.endpoint || !provider) throw new Error(`Ação '${action.label}' sem endpoint.`);
  const endpoint = action.endpoint;
  const batch = rows !== undefined;
  const targets = batch ? rows : [row ?? {}];
  if (targets.length === 0) return;
  const scope: Scope = { record: batch ? { quantidade: targets.length } : targets[0], route };

  const confirmed = async (): Promise<boolean> => {
    const c = action.confirm;
    if (!c) return true;
    return confirm({
      title: fillText(c.title, scope),
      text: fillText(c.text, scope),
      confirmLabel: c.confirmLabel ?? action.label,
      cancelLabel: c.cancelLabel,
    });
  };
  const call = async (input: Record<string, unknown>): Promise<CallResult[]> => {
    const calls =
      batch && action.batchMode === 'list'
        ? [listParams(action.params, targets, scope)]
        : targets.map((record) => fillParams(action.params, { record, route }));
    const results: CallResult[] = [];
    for (const params of calls) results.push(await provider({ endpoint, params: { ...params, ...input } }));
    if (results.some((r) => r.codigoMensagem === 0)) afterWrite(provider);
    return results;
  };

  if (!action.input) {
    if (await confirmed()) report(action, await call({}), scope, refresh);
    return;
  }
  // With an input form, the dialog stays open through the confirmation and the call: a refusal
  // is told inside it and nothing typed is lost.
  const i = action.input;
  let results: CallResult[] = [];
  const values = await askInput({
    title: fillText(i.title, scope),
    text: i.text ? fillText(i.text, scope) : undefined,
    schema: i.schema,
    uiSchema: i.uiSchema,
    submitLabel: i.submitLabel ?? action.label,
    initial: initialValues(i.initial, scope),
    submit: async (input): Promise<InputOutcome> => {
      if (!(await confirmed())) return 'stay';
      results = await call(input);
      const failed = results.length === 1 && results[0].codigoMensagem !== 0 ? results[0] : undefined;
      if (!failed) return 'done';
      if (failed.codigoMensagem === 4 && !failed.recusado && !failed.sessaoExpirada)
        return { refused: failed, pageMessage: action.errorText };
      showFailure(failed, action.errorText); // on top of the dialog, which keeps the values
      return 'stay';
    },
  });
  if (values) report(action, results, scope, refresh);
};

export default command;
