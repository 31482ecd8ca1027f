/**
 * The download name from a content-disposition header (RFC 6266: `filename*=UTF-8''…` wins over
 * `filename="…"`); 'arquivo' when there is none, as the spec says.
 */
export const FALLBACK_FILE_NAME = 'arquivo';

export function fileNameFrom(header: string | undefined | null): string {
  if (!header) return FALLBACK_FILE_NAME;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim()) || FALLBACK_FILE_NAME;
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name.replace(/[\\/]/g, '_') || FALLBACK_FILE_NAME;
}
