/**
 * The checks of `schemas:check` on ONE screen document that is not a file: the version of a screen
 * the gateway is asked to submit, publish or restore (gateway/domain/tela-checagem.ts). The document
 * replaces the screen of its id — a shipped file or an earlier published version — so that screen
 * does not count for unique ids and routes; every other screen of the portal does, by its meta.
 * Same implementation as the CLI and the editor (check-core.ts): the same messages per pointer.
 */
import { checkSources, type CoreInput, type KnownScreen, type Problem } from './check-core.ts';

/** The name the document's problems carry (it has no file). */
export const DOCUMENT_FILE = 'documento';

export type DocumentCheckInput = Omit<CoreInput, 'screenFiles' | 'knownScreens' | 'warnings'> & {
  /** The document as parsed JSON. */
  document: unknown;
  /** The portal's screens by their meta: the effective set, shipped files replaced by published versions. */
  screens: KnownScreen[];
};

/** The document's problems (empty when all is well); those of the catalogue or the grants file are not its own. */
export function checkScreenDocument(input: DocumentCheckInput): Problem[] {
  const { document, screens, ...rest } = input;
  const id = document && typeof document === 'object' ? (document as { id?: unknown }).id : undefined;
  return checkSources({
    ...rest,
    screenFiles: [{ file: DOCUMENT_FILE, read: () => JSON.stringify(document) }],
    knownScreens: screens.filter((s) => s.id !== id),
  }).filter((p) => p.file === DOCUMENT_FILE);
}
