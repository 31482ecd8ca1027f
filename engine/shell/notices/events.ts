/**
 * 'Ciente' on a notice changes what 'Início' counts as new; the notice dialogs tell it with a
 * window event, so /home does not load the dialogs' code (and its HTML sanitiser) to listen.
 */
export const AVISO_CIENTE = 'prh:aviso-ciente';

export function avisarCiencia(target: EventTarget = window): void {
  target.dispatchEvent(new Event(AVISO_CIENTE));
}

/** Subscribes to acknowledgements; returns the unsubscribe function. */
export function onAvisoCiente(fn: () => void, target: EventTarget = window): () => void {
  target.addEventListener(AVISO_CIENTE, fn);
  return () => target.removeEventListener(AVISO_CIENTE, fn);
}
