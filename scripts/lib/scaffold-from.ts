/**
 * `screen:new --from <endpoint>`: the house style read from the files of screens/**, for the search
 * screen core/screen-check/scaffold-from.ts builds from one catalogue endpoint (the same function
 * the screen editor's 'A partir de um endpoint' calls over the screens it imports).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { houseStyleOf, type HouseStyle } from '../../core/screen-check/scaffold-from.ts';
import { listFiles } from '../../gateway/lib/list-files.ts';
import { registryNames } from './registry-names.ts';

export { scaffoldFrom, searchCapable, type FromInput, type HouseStyle } from '../../core/screen-check/scaffold-from.ts';

/** Every screen document under `screensDir` (in path order; a file that does not parse is skipped). */
export function readScreenDocuments(screensDir: string): unknown[] {
  return listFiles(screensDir, '.screen.json').flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(file, 'utf8')) as unknown];
    } catch {
      return [];
    }
  });
}

/** The filters and columns the screens under `screensDir` write, by field, and the registries' names. */
export const learnHouseStyle = (screensDir: string): HouseStyle =>
  houseStyleOf(readScreenDocuments(screensDir), registryNames(join(screensDir, '..')));

/** Convenience for the CLI and the tests. */
export const screensDirOf = (root: string): string => join(root, 'screens');
