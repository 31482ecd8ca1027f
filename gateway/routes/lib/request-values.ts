/**
 * Values a handler answers or reads whose source is typed more loosely than the catalogue types
 * them, checked at run time instead of cast:
 * - `umDe`: a value of a catalogue enum that comes from an untyped source — the state a machine
 *   of gateway/domain/transitions.ts leads to, or its label (`stateLabel`; both typed as text there);
 * - `arquivoEnviado`: a file property of an upload endpoint (`files` in the catalogue), `unknown` in
 *   the generated request: the router hands the handler the checked file of lib/upload.ts
 *   (routes/catalogue.ts adds it after validation).
 */
import type { Machine } from '../../lib/state-machine.ts';
import type { UploadedFile } from '../../lib/upload.ts';

/**
 * `valor` as one of `valores` (the catalogue enum's values the caller can answer; the compiler
 * checks them against the field they go to). Any other value is a bug of the source — a state or
 * label the catalogue does not know — and fails here rather than in the portal.
 */
export function umDe<const T extends string>(valores: readonly T[], valor: string): T {
  const v = valores.find((x) => x === valor);
  if (v === undefined) throw new Error(`Valor fora do catálogo: '${valor}' (esperado: ${valores.join(', ')}).`);
  return v;
}

/** A record's state in words, as its machine names it (domain/transitions.ts): one of the catalogue's `labels`. */
export const stateLabel = <const T extends string>(
  machine: Pick<Machine, 'states'>,
  labels: readonly T[],
  state: string,
): T => umDe(labels, machine.states[state] ?? state);

const TIPOS_ARQUIVO: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
] satisfies UploadedFile['tipoConteudo'][];

function isUploadedFile(v: unknown): v is UploadedFile {
  return (
    typeof v === 'object' &&
    v !== null &&
    'bytes' in v &&
    Buffer.isBuffer(v.bytes) &&
    'nomeOriginal' in v &&
    typeof v.nomeOriginal === 'string' &&
    'nomeArquivo' in v &&
    typeof v.nomeArquivo === 'string' &&
    'tipoConteudo' in v &&
    typeof v.tipoConteudo === 'string' &&
    TIPOS_ARQUIVO.includes(v.tipoConteudo) &&
    'tamanho' in v &&
    typeof v.tamanho === 'number' &&
    'sha256' in v &&
    typeof v.sha256 === 'string'
  );
}

/** The checked file the router put in a file property of the request (always there once the handler runs). */
export function arquivoEnviado(valor: unknown): UploadedFile {
  if (!isUploadedFile(valor)) throw new Error('Arquivo enviado ausente: o roteador não entregou o arquivo verificado.');
  return valor;
}
