/**
 * A file answer judged as a gateway team's client would meet it: its content-type is one the
 * catalogue declares for the endpoint (`mediaTypes`), and its first bytes are of that type — a PDF
 * sent as text/html, or an HTML error page sent as application/pdf, is a mismatch either way.
 */

/** The media type of a content-type header, without parameters ('text/csv; charset=utf-8' → 'text/csv'). */
export const mediaTypeOf = (contentType: string | null | undefined): string =>
  (contentType ?? '').split(';')[0].trim().toLowerCase();

const startsWith = (bytes: Uint8Array, prefix: number[]): boolean => prefix.every((b, i) => bytes[i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** UTF-8 text without NUL bytes: what a CSV or an SVG is, and a binary file is not. */
function texto(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** How each media type's content starts; a type not listed here is checked by its header only. */
const ASSINATURAS: Record<string, (bytes: Uint8Array) => boolean> = {
  'application/pdf': (b) => startsWith(b, ascii('%PDF-')),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  // An Office Open XML file is a ZIP archive.
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  'image/svg+xml': (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(texto(b) ?? ''),
  'text/csv': (b) => texto(b) !== undefined,
};

/** What is wrong with a file answer, in Portuguese, or undefined when it is what the catalogue declares. */
export function problemaDoArquivo(
  declarados: readonly string[],
  contentType: string | null | undefined,
  bytes: Uint8Array,
): string | undefined {
  const tipo = mediaTypeOf(contentType);
  if (!declarados.includes(tipo))
    return `content-type '${tipo || '(ausente)'}' não é um dos declarados no catálogo (${declarados.join(', ')})`;
  const assinatura = ASSINATURAS[tipo];
  if (assinatura && !assinatura(bytes)) return `o conteúdo não começa como ${tipo} (primeiros bytes de outro tipo)`;
  return undefined;
}
