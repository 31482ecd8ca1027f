/**
 * `npm run screen:new -- <area>/<name> --kind search [--endpoint family.name] [--title "Título"]`
 * writes screens/<area>/<name>.screen.json from a template, checks it with the same rules as
 * `schemas:check`, and refuses to overwrite a file. Without --endpoint the first endpoint of the
 * catalogue that suits the kind is used (paged for search, with a path parameter for detail).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalogue } from '../gateway/routes/catalogue.ts';
import { scaffold, type ScaffoldInput } from './lib/scaffold.ts';
import { checkAll, listFiles } from './lib/schema-check.ts';
import type { Endpoint } from './lib/screen-refs.ts';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { kind: { type: 'string', default: 'search' }, endpoint: { type: 'string' }, title: { type: 'string' }, screen: { type: 'string' } },
});
const target = positionals[0] ?? '';
const m = /^([a-z0-9-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(target);
if (!m) {
  console.error('Uso: npm run screen:new -- <area>/<nome-em-kebab-case> --kind search|detail|form|dashboard|tabs [--endpoint familia.nome] [--title "Título"]');
  process.exit(2);
}
const [, area, name] = m;
const kind = values.kind as ScaffoldInput['kind'];
const file = join(root, 'screens', area, `${name}.screen.json`);
if (existsSync(file)) {
  console.error(`Já existe: ${file}`);
  process.exit(1);
}
const catalogue = loadCatalogue() as unknown as (Endpoint & { paging: string })[];
const fits = (e: Endpoint & { paging: string }) =>
  kind === 'search'
    ? e.paging !== 'none' && e.method === 'GET'
    : kind === 'detail'
      ? e.method === 'GET' && e.path.includes('{')
      : kind === 'form'
        ? e.method === 'POST' || e.method === 'PUT'
        : e.method === 'GET';
const endpoint = values.endpoint ? catalogue.find((e) => e.name === values.endpoint) : catalogue.find(fits);
if (kind !== 'tabs' && !endpoint) {
  console.error(`Endpoint não encontrado: ${values.endpoint ?? '(nenhum adequado)'}`);
  process.exit(1);
}
const doc = scaffold({
  area,
  name,
  kind,
  title: values.title ?? name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  endpoint,
  tabScreen: values.screen,
});
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
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
console.log(`Criado ${file} (${kind}${endpoint ? `, ${endpoint.name}` : ''}). Ajuste títulos, filtros e colunas; \`npm run schemas:check\` valida.`);
