/**
 * The error dialogs of spec section 8, by codigoMensagem: 1 → 'Erro!' with a support-ticket
 * instruction and the error code; 4 → 'Alerta!' with the display message. Screens call
 * `showResultError(result, pageMessage)` and need not know the texts.
 */
import type { CallResult } from '../../../services/http/envelope.ts';
import { alert } from './alert.tsx';
import type { DialogStore } from './dialogStore.ts';

export const TICKET_INSTRUCTION = 'Abra um chamado na ferramenta de atendimento de RH informando o código abaixo.';

/** Text of the code-1 dialog. */
export function errorText(result: Pick<CallResult, 'mensagem' | 'hashErro' | 'dataServidor'>, pageMessage?: string): string {
  const lines = [pageMessage || result.mensagem, '', TICKET_INSTRUCTION, `Código: ${result.hashErro ?? ''} ${result.dataServidor}`.trim()];
  return lines.join('\n');
}

/** Text of the code-4 dialog: the message, a blank line, the display message, then the critiques. */
export function warningText(
  result: Pick<CallResult, 'mensagem' | 'mensagemExibicao' | 'listaCriticas' | 'hashErro' | 'dataServidor'>,
  pageMessage?: string,
): string {
  const exibicao = result.mensagemExibicao ?? '';
  const lines = [pageMessage || result.mensagem, '', exibicao];
  // A critique the display message already says is not repeated as a bullet.
  for (const c of result.listaCriticas ?? []) if (!exibicao.includes(c.mensagem)) lines.push(`• ${c.mensagem}`);
  if (result.hashErro) lines.push('', `Código: ${result.hashErro} ${result.dataServidor}`);
  return lines.join('\n');
}

/** Opens the dialog for code 1 or 4; returns false (and opens nothing) for other codes. */
export function showResultError(result: CallResult, pageMessage?: string, store?: DialogStore): boolean {
  if (result.sessaoExpirada) return true; // the user is already on the way to /login-expirado
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
  alert({ tipo: 'erro', titulo: 'Erro!', texto: pageMessage || result.mensagem || MSG_FALHA_GENERICA, botao: 'Continuar' }, store);
}
