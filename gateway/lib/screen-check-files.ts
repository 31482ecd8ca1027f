/**
 * What the screen checker (core/screen-check/) needs from the file system and ajv, read in Node:
 * the meta-schema validators, the registries' names (entry files and screen-kind folders, by the
 * rule the runtime's `import.meta.glob` follows — core/registries.ts) and the icons the portal
 * ships. `schemas:check`, `screen:new` and the dev overlay (scripts/lib/schema-check.ts) and the
 * gateway, which checks the screen versions it publishes (domain/tela-checagem.ts), read them here,
 * so both run the checker on the same inputs. The gateway runs from the repository, as it reads
 * screens/ and CHANGELOG.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { FORMATS, KEYWORDS } from '../../schemas/formats.ts';
import { entryName, isEntryFile } from '../../core/registry.ts';
import { formatters } from '../../core/formatters.ts';
import { ENTRY_FOLDERS, KINDS_FOLDER, type RegistryNames } from '../../core/registries.ts';
import { globbedIconNames, type IconNames } from '../../core/screen-check/icon-check.ts';
// A pure table of the engine's (no React), which the status cells and the checker both read.
import { statusKeys } from '../../engine/registry/statusKeys.ts';

/** The ajv instance of the checks (also used at build time for the browser's standalone validator). */
export function newAjv(options: { source?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    ...(options.source ? { code: { source: true, esm: true } } : {}),
  });
  for (const [name, def] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: def.validate });
  for (const k of KEYWORDS) ajv.addKeyword(k);
  // An uploaded file of a multipart endpoint (`files`); checked by the gateway, not by a pattern.
  ajv.addFormat('binary', true);
  return ajv;
}

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

/**
 * The icons the portal ships, read from the two files that bundle them (Vite globs, not loadable
 * here); undefined under a root without them (a fixture's), where icons are not checked.
 */
export function shippedIcons(root: string): IconNames | undefined {
  const [shell, screen] = ['engine/shell/icons.ts', 'engine/shell/screenIcons.ts'].map((f) => join(root, f));
  if (!existsSync(shell) || !existsSync(screen)) return undefined;
  const menu = globbedIconNames(readFileSync(shell, 'utf8'), 'SHELL_P16');
  const screens = globbedIconNames(readFileSync(screen, 'utf8'), 'SCREEN_P16');
  return { menu, all: [...menu, ...screens] };
}
