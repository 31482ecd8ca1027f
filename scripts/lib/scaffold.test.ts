import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../gateway/routes/catalogue.ts';
import { scaffold, type ScaffoldInput } from './scaffold.ts';
import { checkAll, listFiles } from './schema-check.ts';
import type { Endpoint } from './screen-refs.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ep = (name: string) => loadCatalogue().find((e) => e.name === name) as unknown as Endpoint;

describe('screen:new templates pass schemas:check', () => {
  it.each([
    ['search', 'admissoes.listaServidores'],
    ['detail', 'admissoes.dadosPessoais'],
    ['form', 'relatorios.excluiRelatorioSolicitadoServidor'],
    ['dashboard', 'relatorios.listaFormatos'],
    ['tabs', undefined],
  ] as const)('%s', (kind, endpoint) => {
    const doc = scaffold({
      area: 'recursos-humanos',
      name: `novo-${kind}`,
      kind: kind as ScaffoldInput['kind'],
      title: 'Nova tela',
      endpoint: endpoint && ep(endpoint),
    });
    const file = join(dir, `novo-${kind}.screen.json`);
    writeFileSync(file, JSON.stringify(doc));
    const problems = checkAll({
      root,
      screenFiles: [...listFiles(join(root, 'screens'), '.screen.json'), file],
      endpointFiles: listFiles(join(root, 'schemas/endpoints'), '.json'),
      areasFile: join(root, 'screens/areas.json'),
    });
    expect(problems.filter((p) => p.file.endsWith(`novo-${kind}.screen.json`))).toEqual([]);
  });
});
