/**
 * `npm run schemas:check`: validates every screen document and endpoint catalogue file, and the
 * names they use. Exits 1 with one line per problem: file, JSON pointer, what to write instead.
 * Warns (without failing) about columns and fields that show a CPF, CEP, date, competence or money
 * value without a formatter (core/screen-check/format-hints.ts).
 */
import { join, resolve } from 'node:path';
import { checkAll, listFiles, type Problem } from './lib/schema-check.ts';

const root = resolve(import.meta.dirname, '..');
const screenFiles = listFiles(join(root, 'screens'), '.screen.json');
const endpointFiles = listFiles(join(root, 'schemas/endpoints'), '.json');
const warnings: Problem[] = [];
const problems = checkAll({ root, screenFiles, endpointFiles, areasFile: join(root, 'screens/areas.json'), warnings });

// Advice that does not fail the check: printed first, so it is read with the result.
for (const w of warnings) console.warn(`aviso: ${w.file}#${w.pointer}: ${w.message}`);
if (warnings.length) console.warn(`${warnings.length} aviso(s) de formatação (spec §5).\n`);

if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file}#${p.pointer}: ${p.message}`);
  console.error(`\n${problems.length} problema(s) em documentos de tela ou no catálogo.`);
  process.exit(1);
}
console.log(`schemas:check ok — ${screenFiles.length} tela(s), ${endpointFiles.length} arquivo(s) de catálogo.`);
