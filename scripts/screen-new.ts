/**
 * `npm run screen:new -- <area>/<name> --kind search [--endpoint family.name] [--title "Título"]`
 * writes screens/<area>/<name>.screen.json from a template, checks it with the same rules as
 * `schemas:check`, and refuses to overwrite a file. Without --endpoint the first endpoint of the
 * catalogue that suits the kind is used (paged for search, with a path parameter for detail).
 *
 * `npm run screen:new -- <area>/<name> --from family.name [--title "Título"]` writes a whole search
 * screen over a paged GET endpoint: filters from its request schema, columns from its response,
 * sortable only where the endpoint sorts, menuKey = the endpoint's resource (scripts/lib/scaffold-from.ts).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { loadCatalogue } from '../schemas/catalogue.ts';
import { defaultEndpoint, scaffold, type ScaffoldInput } from '../core/screen-check/scaffold.ts';
import { learnHouseStyle, scaffoldFrom, searchCapable } from './lib/scaffold-from.ts';
import { checkAll, listFiles } from './lib/schema-check.ts';
import { suggest } from '../core/screen-check/suggest.ts';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string', default: 'search' },
    endpoint: { type: 'string' },
    from: { type: 'string' },
    title: { type: 'string' },
    screen: { type: 'string' },
  },
});
const target = positionals[0] ?? '';
const m = /^([a-z0-9-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(target);
if (!m) {
  console.error(
    'Uso: npm run screen:new -- <area>/<nome-em-kebab-case> --kind search|detail|form|dashboard|tabs [--endpoint familia.nome] [--title "Título"]',
  );
  console.error(
    '     npm run screen:new -- <area>/<nome-em-kebab-case> --from familia.nome [--title "Título"]   (pesquisa completa a partir do endpoint)',
  );
  process.exit(2);
}
const [, area, name] = m;
const kind = values.kind as ScaffoldInput['kind'];
const file = join(root, 'screens', area, `${name}.screen.json`);
if (existsSync(file)) {
  console.error(`Já existe: ${file}`);
  process.exit(1);
}
const catalogue = loadCatalogue();
const wanted = values.from ?? values.endpoint;
const endpoint = wanted ? catalogue.find((e) => e.name === wanted) : defaultEndpoint(kind, catalogue);
if (kind !== 'tabs' && !endpoint) {
  const names = catalogue.map((e) => e.name);
  const hint = wanted ? ` ${suggest(wanted, names)}` : '';
  console.error(`Endpoint não encontrado: ${wanted ?? '(nenhum adequado)'}.${hint}`);
  process.exit(1);
}
if (values.from && !searchCapable(endpoint!)) {
  console.error(
    `--from pede um endpoint de pesquisa (GET que responde linhas: página ou lista); '${values.from}' é ${endpoint!.method} e responde '${endpoint!.answer}'.`,
  );
  process.exit(1);
}
const title = values.title ?? name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const doc = values.from
  ? scaffoldFrom({
      area,
      name,
      title,
      endpoint: endpoint!,
      catalogue,
      style: learnHouseStyle(join(root, 'screens')),
    })
  : scaffold({ area, name, kind, title, endpoint, tabScreen: values.screen });
mkdirSync(dirname(file), { recursive: true });
// Formatted as the repository formats JSON, so `format:check` accepts the file as written.
writeFileSync(file, await format(JSON.stringify(doc), { ...(await resolveConfig(file)), filepath: file }));
const problems = checkAll({
  root,
  screenFiles: listFiles(join(root, 'screens'), '.screen.json'),
  endpointFiles: listFiles(join(root, 'schemas/endpoints'), '.json'),
  areasFile: join(root, 'screens/areas.json'),
}).filter((p) => p.file.endsWith(`${name}.screen.json`));
if (problems.length) {
  rmSync(file);
  for (const p of problems) console.error(`${p.file}${p.pointer}: ${p.message}`);
  process.exit(1);
}
console.log(
  `Criado ${file} (${values.from ? 'search' : kind}${endpoint ? `, ${endpoint.name}` : ''}). Ajuste rota, título, filtros e colunas; \`npm run schemas:check\` valida.` +
    (values.from ? ` Aparece no menu para quem tem o recurso '${String(doc.menuKey)}'.` : ''),
);
