/**
 * The error dialogs of spec section 8, by codigoMensagem: 1 → 'Erro!' with a support-ticket
 * instruction and the error code; 4 → 'Alerta!' with the display message; a permission refusal
 * of the gateway (HTTP 403, e.g. another unit's record) → 'Alerta!' saying so, without a ticket. Screens call
 * `showResultError(result, pageMessage)` and need not know the texts.
 */
import type { CallResult } from '../../../services/http/envelope.ts';
import { alert } from './alert.tsx';
import type { DialogStore } from './dialogStore.ts';

export const TICKET_INSTRUCTION = 'Abra um chamado na ferramenta de atendimento de RH informando o código abaixo.';

/** Text of the code-1 dialog. */
export function errorText(
  result: Pick<CallResult, 'mensagem' | 'hashErro' | 'dataServidor'>,
  pageMessage?: string,
): string {
  const lines = [
    pageMessage || result.mensagem,
    '',
    TICKET_INSTRUCTION,
    `Código: ${result.hashErro ?? ''} ${result.dataServidor}`.trim(),
  ];
  return lines.join('\n');
}

/** Compares texts as a reader would: case, accents, spacing and a final full stop aside. */
const same = (t: string): string =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Text of the code-4 dialog: the message, a blank line, the display message, then the critiques —
 * each said once. The gateway's display message is often the critiques again with their field
 * names ('cpf: CPF inválido.'), and the message one of them: what was already said is not repeated.
 */
export function warningText(
  result: Pick<CallResult, 'mensagem' | 'mensagemExibicao' | 'listaCriticas' | 'hashErro' | 'dataServidor'>,
  pageMessage?: string,
): string {
  const head = pageMessage || result.mensagem;
  const criticas = (result.listaCriticas ?? []).map((c) => c.mensagem);
  const said = [same(head)];
  const rest: string[] = [];
  // The display message, unless it only restates the message and the critiques ('campo: mensagem' each).
  let exibicao = result.mensagemExibicao ?? '';
  for (const c of result.listaCriticas ?? [])
    exibicao = exibicao.replace(`${c.campo}: ${c.mensagem}`, '').replace(c.mensagem, '');
  exibicao = exibicao.replace(result.mensagem, '');
  if (same(exibicao) !== '' && !said.includes(same(result.mensagemExibicao ?? ''))) {
    rest.push(result.mensagemExibicao ?? '');
    said.push(same(result.mensagemExibicao ?? ''));
  }
  for (const c of criticas) {
    if (said.some((s) => s.includes(same(c)))) continue;
    rest.push(criticas.length > 1 || rest.length ? `• ${c}` : c);
    said.push(same(c));
  }
  const lines = rest.length ? [head, '', ...rest] : [head];
  if (result.hashErro) lines.push('', `Código: ${result.hashErro} ${result.dataServidor}`);
  return lines.join('\n');
}

/** Said when the gateway refused a call for lack of permission (HTTP 403). */
export const MSG_SEM_ACESSO = 'A unidade com que você entrou não tem acesso a este registro.';

/** Text of a permission refusal: the gateway's reason and what it means; no ticket (nothing is broken). */
export function refusalText(result: Pick<CallResult, 'mensagem'>): string {
  const reason = result.mensagem && same(result.mensagem) !== same(MSG_SEM_ACESSO) ? result.mensagem : '';
  return reason ? `${reason}\n\n${MSG_SEM_ACESSO}` : MSG_SEM_ACESSO;
}

/** Opens the dialog for code 1 or 4; returns false (and opens nothing) for other codes. */
export function showResultError(result: CallResult, pageMessage?: string, store?: DialogStore): boolean {
  if (result.sessaoExpirada) return true; // the user is already on the way to /login-expirado
  if (result.recusado) {
    // A permission refusal (another unit's record) is not a technical error: 'Alerta!', no ticket.
    alert({ tipo: 'atencao', titulo: 'Alerta!', texto: refusalText(result), botao: 'Continuar' }, store);
    return true;
  }
  if (result.codigoMensagem === 1) {
    alert({ tipo: 'erro', titulo: 'Erro!', texto: errorText(result, pageMessage), botao: 'Continuar' }, store);
    return true;
  }
  if (result.codigoMensagem === 4) {
    alert({ tipo: 'atencao', titulo: 'Alerta!', texto: warningText(result, pageMessage), botao: 'Continuar' }, store);
    return true;
  }
  return false;
}

/** Said when a call failed without a message of its own or of the screen. */
export const MSG_FALHA_GENERICA = 'Não foi possível concluir a operação.';

/**
 * A failed call, always told: the code 1/4 dialog with the screen's message, or — for any other
 * failure — 'Erro!' with the screen's message, else the result's, else a generic one.
 */
export function showFailure(result: CallResult, pageMessage?: string, store?: DialogStore): void {
  if (showResultError(result, pageMessage, store)) return;
  alert(
    { tipo: 'erro', titulo: 'Erro!', texto: pageMessage || result.mensagem || MSG_FALHA_GENERICA, botao: 'Continuar' },
    store,
  );
}
