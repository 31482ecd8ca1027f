/**
 * `npm run schemas:check`: validates every screen document and endpoint catalogue file, and the
 * names they use. Exits 1 with one line per problem: file, JSON pointer, what to write instead.
 */
import { join, resolve } from 'node:path';
import { checkAll, listFiles } from './lib/schema-check.ts';

const root = resolve(import.meta.dirname, '..');
const screenFiles = listFiles(join(root, 'screens'), '.screen.json');
const endpointFiles = listFiles(join(root, 'schemas/endpoints'), '.json');
const problems = checkAll({ root, screenFiles, endpointFiles, areasFile: join(root, 'screens/areas.json') });

if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file}#${p.pointer}: ${p.message}`);
  console.error(`\n${problems.length} problema(s) em documentos de tela ou no catálogo.`);
  process.exit(1);
}
console.log(`schemas:check ok — ${screenFiles.length} tela(s), ${endpointFiles.length} arquivo(s) de catálogo.`);
