/**
 * The registries' names as the Node scripts see them: the entry files of each registry folder and
 * the screen-kind folders, listed from the file system by the rule the runtime's
 * `import.meta.glob` follows (core/registries.ts), so a new entry needs no list edited. The listing
 * is gateway/lib/screen-check-files.ts's, shared with the gateway's screen checker; the widgets'
 * files and their default formats are read here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredFormats, ENTRY_FOLDERS, type RegistryNames } from '../../core/registries.ts';
import { registryNames } from '../../gateway/lib/screen-check-files.ts';

export type { RegistryNames };
/** Shared with the gateway, whose screen checker needs the same names. */
export { registryNames };

/** The file of a registry entry (`widgets`, 'cpf' → engine/registry/widgets/cpf.tsx), if it exists. */
export function entryFile(root: string, kind: keyof typeof ENTRY_FOLDERS, name: string): string | undefined {
  return ['.tsx', '.ts'].map((ext) => join(root, ENTRY_FOLDERS[kind], name + ext)).find((f) => existsSync(f));
}

/** Field format → its default widget, from the `formats` each widget file declares. */
export function widgetFormats(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of registryNames(root).widgets)
    for (const f of declaredFormats(readFileSync(entryFile(root, 'widgets', name)!, 'utf8'))) out[f] = name;
  return out;
}
