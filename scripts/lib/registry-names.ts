/**
 * The registries' names as the Node scripts see them: the entry files of each registry folder and
 * the screen-kind folders, listed from the file system by the rule the runtime's
 * `import.meta.glob` follows (core/registries.ts), so a new entry needs no list edited.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryName, isEntryFile } from '../../core/registry.ts';
import { formatters } from '../../core/formatters.ts';
import { declaredFormats, ENTRY_FOLDERS, KINDS_FOLDER, type RegistryNames } from '../../core/registries.ts';
import { statusKeys } from '../../engine/registry/statusKeys.ts';

export type { RegistryNames };

/** Entry names of a registry folder, in the order of their files (as the runtime registers them). */
function entries(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((d) => d.isFile() && isEntryFile(d.name))
    .map((d) => d.name)
    .sort()
    .map(entryName);
}

/** Every registry's names under `root`. */
export function registryNames(root: string): RegistryNames {
  const kinds = readdirSync(join(root, KINDS_FOLDER), { withFileTypes: true })
    .filter(
      (d) => d.isDirectory() && ['index.ts', 'index.tsx'].some((f) => existsSync(join(root, KINDS_FOLDER, d.name, f))),
    )
    .map((d) => d.name)
    .sort();
  return {
    screenKinds: kinds,
    widgets: entries(root, ENTRY_FOLDERS.widgets),
    cells: entries(root, ENTRY_FOLDERS.cells),
    actions: entries(root, ENTRY_FOLDERS.actions),
    formatters: formatters.names(),
    statusKeys: statusKeys.names(),
  };
}

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
