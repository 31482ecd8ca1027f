/**
 * A command refused with code 4 while its input dialog is open: the dialog stays, with
 * the gateway's critiques of its own fields under those fields and everything else — the
 * screen's message, the display message, critiques of fields the dialog does not have — in one
 * text at its top, each said once (`warningText`).
 */
import type { CallResult } from '../../../services/http/envelope.ts';
import { warningText } from './errorDialogs.ts';

export interface DialogRefusal {
  /** What the top of the dialog says. */
  texto: string;
  /** The message of each field of the dialog the gateway named (its first critique). */
  campos: Record<string, string>;
}

export function dialogRefusal(result: CallResult, fields: string[], pageMessage?: string): DialogRefusal {
  const campos: Record<string, string> = {};
  const others = [];
  for (const c of result.listaCriticas) {
    if (fields.includes(c.campo)) campos[c.campo] ??= c.mensagem;
    else others.push(c);
  }
  // The display message often restates each critique as 'campo: mensagem': those of the fields are said under them.
  let exibicao = result.mensagemExibicao ?? '';
  for (const c of result.listaCriticas)
    if (fields.includes(c.campo)) exibicao = exibicao.replace(`${c.campo}: ${c.mensagem}`, '').trim();
  const head =
    pageMessage ||
    (Object.values(campos).includes(result.mensagem) ? '' : result.mensagem) ||
    'Corrija os campos indicados.';
  return {
    texto: warningText({ ...result, listaCriticas: others, mensagemExibicao: exibicao || undefined }, head),
    campos,
  };
}
