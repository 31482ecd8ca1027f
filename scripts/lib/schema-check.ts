/**
 * Validates the screen documents and the endpoint catalogue, and cross-checks the names they use.
 *
 * Used by `npm run schemas:check` (CI), `screen:new` and the dev server. The checks themselves are
 * check-core.ts (no Node API, also run by the screen editor in the browser); this module reads the
 * files and compiles the meta-schema validators with ajv, through the readers it shares with the
 * gateway (gateway/lib/screen-check-files.ts). Every problem names the file, a JSON pointer and what
 * to write instead, in Portuguese.
 */
import { readFileSync } from 'node:fs';
import { listFiles } from '../../gateway/lib/list-files.ts';
import { join, relative } from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import { checkSources, type Problem, type Source } from '../../core/screen-check/check-core.ts';
import { newAjv, registryNames, shippedIcons } from '../../gateway/lib/screen-check-files.ts';
import { suggest } from '../../core/screen-check/suggest.ts';

export { suggest };
export { ajvMessage, type Problem } from '../../core/screen-check/check-core.ts';

/** Shared with the gateway, which reads the same screen documents and checks the versions it publishes. */
export { listFiles, newAjv, shippedIcons };

export interface CheckInput {
  /** Repository root; file names in problems are relative to it. */
  root: string;
  screenFiles: string[];
  endpointFiles: string[];
  areasFile: string;
  /** Roles and grants; default `screens/papeis.json` under root. */
  papeisFile?: string;
  /** Receives advice that does not fail the check (a column showing a raw CPF, date, competence or money value). */
  warnings?: Problem[];
}

/**
 * Validators compiled once per process for a given schema text: the dev server and the tests run
 * the checks many times over the same meta-schemas and request schemas, and compiling the
 * catalogue's ~240 request schemas was most of each run. A new ajv per text, so two texts with
 * one `$id` never meet; a schema that does not compile is not remembered and throws again.
 */
const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();
function compileOnce(text: string, parsed: unknown = JSON.parse(text)): ReturnType<Ajv2020['compile']> {
  let v = compiled.get(text);
  if (!v) {
    v = newAjv().compile(parsed as object);
    compiled.set(text, v);
  }
  return v;
}

/** Runs every check and returns the problems found (empty when all is well). */
export function checkAll(input: CheckInput): Problem[] {
  const { root } = input;
  const source = (file: string): Source => ({ file: relative(root, file), read: () => readFileSync(file, 'utf8') });
  return checkSources({
    screenSchema: JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')),
    validateScreen: compileOnce(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')),
    validateCatalogue: compileOnce(readFileSync(join(root, 'schemas/endpoint-catalogue.schema.json'), 'utf8')),
    compileRequest: (schema) => void compileOnce(JSON.stringify(schema), schema),
    endpointFiles: input.endpointFiles.map(source),
    registryNames: registryNames(root),
    screenFiles: input.screenFiles.map(source),
    areasFile: source(input.areasFile),
    papeisFile: source(input.papeisFile ?? join(root, 'screens/papeis.json')),
    warnings: input.warnings,
    icons: shippedIcons(root),
  });
}
