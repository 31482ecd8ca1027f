/**
 * `command`: a write declared in the screen document (DESIGN.md "Writing") — approve, reject,
 * activate, reprocess… Steps, each optional and declared:
 * 1. `input`: a small form in a dialog (JSON Schema, e.g. a required 'Justificativa'); its values
 *    join the call's parameters. 'Cancelar' stops here.
 * 2. `confirm`: the confirmation dialog with the screen's texts (`{field}` of the row/record;
 *    `{quantidade}` = number of ticked rows in a batch).
 * 3. The call of `endpoint` (its method comes from the catalogue) with `params` filled by the
 *    placeholder language, through the data provider. As a batch action it acts on the ticked
 *    rows: `batchMode: 'each'` (default) calls once per row, `'list'` once with each `{field}`
 *    parameter turned into the list of that field over the rows.
 * 4. Success: the alert of `successType` (sucesso, sucessoCompleto, sucessoCompletoTelaAnterior)
 *    with `successText` or the gateway's message, and the list or record reloaded (`refresh`,
 *    default true; not when the page is left). Failure: the error dialogs of spec §8 with the
 *    gateway's reason (code 4 lists the bad fields), the screen's `errorText` first.
 * The gateway checks everything again (schema, role, unit, transition, version): the portal's
 * visibleWhen/disabledWhen only spare the user a useless click.
 */
import { confirm } from '../../components/confirm.tsx';
import { askInput } from '../../components/InputDialog.tsx';
import { fillParams, fillText, fillValue, type Scope } from '../../placeholders.ts';
import { alert } from '../../shell/dialogs/alert.tsx';
import { showFailure } from '../../shell/dialogs/errorDialogs.ts';
import type { CallResult } from '../../../services/http/envelope.ts';
import type { ActionDef } from '../../screens/types.ts';
import type { ActionHandler } from '../actions.ts';

/** `'list'` batch parameters: each `{field}` becomes the list of that field over the rows. */
export function listParams(params: Record<string, string> | undefined, rows: Record<string, unknown>[], scope: Scope): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [k, /^\{\w+\}$/.test(v) ? rows.map((r) => fillValue(v, { ...scope, record: r })) : fillValue(v, scope)]),
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

export const command: ActionHandler = async ({ action, row, rows, route, provider, refresh }) => {
  if (!action.endpoint || !provider) throw new Error(`Ação '${action.label}' sem endpoint.`);
  const batch = rows !== undefined;
  const targets = batch ? rows : [row ?? {}];
  if (targets.length === 0) return;
  const scope: Scope = { record: batch ? { quantidade: targets.length } : targets[0], route };

  let input: Record<string, unknown> = {};
  if (action.input) {
    const i = action.input;
    const values = await askInput({
      title: fillText(i.title, scope),
      text: i.text ? fillText(i.text, scope) : undefined,
      schema: i.schema,
      uiSchema: i.uiSchema,
      submitLabel: i.submitLabel ?? action.label,
    });
    if (!values) return;
    input = values;
  }
  if (action.confirm) {
    const c = action.confirm;
    const ok = await confirm({
      title: fillText(c.title, scope),
      text: fillText(c.text, scope),
      confirmLabel: c.confirmLabel ?? action.label,
      cancelLabel: c.cancelLabel,
    });
    if (!ok) return;
  }

  const calls =
    batch && action.batchMode === 'list' ? [listParams(action.params, targets, scope)] : targets.map((record) => fillParams(action.params, { record, route }));
  const results: CallResult[] = [];
  for (const params of calls) results.push(await provider({ endpoint: action.endpoint, params: { ...params, ...input } }));

  if (results.length === 1) {
    const r = results[0];
    if (r.codigoMensagem === 0) return succeeded(action, action.successText ? fillText(action.successText, scope) : r.mensagem, refresh);
    return showFailure(r, action.errorText);
  }
  const { ok, texto } = batchSummary(results);
  if (ok === results.length) return succeeded(action, action.successText ? `${fillText(action.successText, scope)}\n${texto}` : texto, refresh);
  alert({ tipo: 'atencao', titulo: 'Atenção!', texto, botao: 'Fechar' });
  if (ok > 0) refresh?.();
};
