/**
 * Test support: the text of a PDF as a reader gets it, extracted by poppler's `pdftotext` (Debian
 * poppler-utils, installed by .ci/run), pages split by '\f'. Modes: the reading order poppler
 * reconstructs (default), `layout` (columns kept in place) or `raw` — the order the text was drawn,
 * so a wrapped cell's lines come out together and poppler joins no line ending in '-' with the next.
 */
import { execFileSync } from 'node:child_process';

export function pdfToText(file: string, mode?: 'layout' | 'raw'): string {
  try {
    return execFileSync('pdftotext', [...(mode ? [`-${mode}`] : []), '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext não encontrado: instale poppler-utils (apt-get install poppler-utils).', { cause: e });
    throw e;
  }
}

/** The page count poppler reads (pdfinfo). */
export function pdfPages(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}
