/**
 * The content-disposition header of a download (RFC 6266): "file names on the wire", the other half
 * of an upload's safe name, carrying non-ASCII names without mangling them.
 */
import { CONTROLE } from './upload.ts';

/** Percent-encoding of RFC 5987 (attr-char): encodeURIComponent leaves ' ( ) * as they are. */
const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"` for a download. A name that is not plain printable ASCII also gets
 * `filename*=UTF-8''…` (RFC 6266), which browsers prefer, with an ASCII fallback in `filename`
 * (accents dropped, anything else '_'); quotes, backslashes and control characters never reach
 * the header.
 */
export function contentDisposition(nome: string): string {
  const ascii = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  // A lone surrogate cannot be percent-encoded (encodeURIComponent throws): it becomes U+FFFD.
  const limpo = nome
    .replace(CONTROLE, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  if (ascii === nome) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(limpo)}`;
}
