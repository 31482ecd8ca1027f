import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { GATEWAY_LAYERS } from './gateway-layers.js';

/**
 * The layer rules of eslint.config.js, proved on deliberately broken fixtures: each import below is
 * linted as if it stood in the named file (lintText with a path, so no broken file sits in the tree
 * for `npm run lint` to trip on). A rule that never fires would pass `eslint .` just the same.
 */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives `code` as the file `path` (relative to the root). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules (eslint no-restricted-imports)', () => {
  it('the seed may not import a handler', async () => {
    const errors = await layerErrors(
      'gateway/seed/x.ts',
      "import admissoes from '../../routes/handlers/admissoes.ts';\nexport const x = admissoes;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/gateway\/routes\//);
  });

  it('domain code may import neither routes nor the seed', async () => {
    const code =
      "import { HANDLERS } from '../routes/handlers/index.ts';\nimport { seedAvisos } from '../seed/avisos.ts';\nexport const x = [HANDLERS, seedAvisos];\n";
    expect(await layerErrors('gateway/domain/x.ts', code)).toHaveLength(2);
  });

  it('the servant record may not import routes, the handler contract, the seed or the domain', async () => {
    const code = [
      "import { asText } from '../routes/list.ts';",
      "import type { Handler } from '../contract/handler.ts';",
      "import { seedProgressao } from '../seed/progressao.ts';",
      "import { apurar } from '../domain/progressao.ts';",
      'export type X = Handler<never>;',
      'export const x = [asText, seedProgressao, apurar];',
    ].join('\n');
    expect(await layerErrors('gateway/servidores/x.ts', code)).toHaveLength(4);
  });

  // Beside is not below: two folders of one layer do not import each other, a folder imports its own files.
  it.each([
    ['gateway/domain/x.ts', "import { findUser } from '../security/users.ts';", 1],
    ['gateway/contract/x.ts', "import { IDP_PREFIX } from '../idp/provider.ts';", 1],
    ['gateway/reports/x.ts', "import '../cli/backup.ts';", 1],
    ['gateway/lib/x.ts', "import { lerToken } from '../captcha/altcha.ts';", 1],
    ['gateway/config.ts', "import { texto } from './lib/text.ts';", 1],
    ['gateway/domain/x.ts', "import { ENTITIES } from './entities.ts';", 0],
    ['gateway/security/x.ts', "import { texto } from '../lib/text.ts';", 0],
  ])('%s: %s → %i error(s) (never beside, except within itself)', async (path, line, errors) => {
    const found = await layerErrors(path, `${line}\nexport const x = 1;\n`);
    expect(found).toHaveLength(errors);
    for (const message of found) expect(message).toMatch(/ao lado, na mesma camada/);
  });

  it('every folder and top-level file of gateway/ has its layer, and the table names nothing that is gone', () => {
    const placed = GATEWAY_LAYERS.flat();
    const present = readdirSync(resolve(root, 'gateway'), { withFileTypes: true })
      .filter((e) =>
        e.isDirectory() ? !['types'].includes(e.name) : /\.(ts|mjs)$/.test(e.name) && !/\.test\.ts$/.test(e.name),
      )
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
    expect(present.filter((x) => !placed.includes(x))).toEqual([]);
    expect(placed.filter((x) => !present.includes(x))).toEqual([]);
  });

  it.each([
    ['gateway/db/x.ts', "import { texto } from '../lib/text.ts';", 1],
    ['gateway/lib/x.ts', "import type { Db } from '../db/types.ts';", 0],
    ['gateway/lib/x.ts', "import { loadConfig } from '../config.ts';", 1],
    ['gateway/reports/x.ts', "import { catalogue } from '../routes/catalogue.ts';", 1],
    ['gateway/reports/x.ts', "import { startReportJobs } from './jobs.ts';", 0],
    ['gateway/reports/x.ts', "import { startJobs } from '../jobs.ts';", 1],
    ['gateway/acessos/x.ts', "import { registerCatalogue } from '../routes/catalogue.ts';", 1],
    ['gateway/lib/x.ts', "import type { HandlerContext } from '../contract/handler.ts';", 1],
    ['gateway/reports/x.ts', "import type { HandlerContext } from '../contract/handler.ts';", 0],
    ['gateway/config.ts', "import type { Db } from './db/types.ts';", 0],
    ['gateway/config.ts', "import { listScreens } from './screens.ts';", 1],
    ['gateway/app.ts', "import { registerCatalogue } from './routes/catalogue.ts';", 0],
  ])('%s: %s → %i error(s) (each file imports only layers below its own)', async (path, line, errors) => {
    expect(await layerErrors(path, `${line}\nexport const x = 1;\n`)).toHaveLength(errors);
  });

  // The editor reads its checks from core, so nothing of the browser needs the scripts.
  it.each([
    [
      'the scripts',
      "import { listScreens } from '../../scripts/lib/schema-check.ts';\nexport const x = listScreens;\n",
    ],
    ['the gateway', "import { formatCpf } from '../../gateway/lib/cpf.ts';\nexport const x = formatCpf;\n"],
  ])('the engine, the portal and the services may not import %s', async (_what, code) => {
    for (const path of ['engine/kinds/x.ts', 'portal/x.tsx', 'services/http/x.ts'])
      expect(
        await layerErrors(path, code.replace('../../', path.startsWith('portal') ? '../' : '../../')),
        path,
      ).toHaveLength(1);
  });

  it("the engine's test support (engine/testing/) is imported by tests only, never by what reaches a bundle", async () => {
    const code = (from: string) => `import { ok } from '${from}';\nexport const x = ok;\n`;
    expect(await layerErrors('engine/query/x.ts', code('../testing/callResults.ts'))).toHaveLength(1);
    expect(await layerErrors('engine/kinds/search/x.tsx', code('../../testing/callResults.ts'))).toHaveLength(1);
    expect(await layerErrors('portal/x.tsx', code('../engine/testing/callResults.ts'))).toHaveLength(1);
    expect(await layerErrors('services/http/x.ts', code('../../engine/testing/callResults.ts'))).toHaveLength(1);
    expect(await layerErrors('engine/query/x.test.ts', code('../testing/callResults.ts'))).toEqual([]);
    expect(await layerErrors('engine/testing/x.ts', code('./callResults.ts'))).toEqual([]);
    expect(
      await layerErrors(
        'engine/query/x.ts',
        "import { render } from '@testing-library/react';\nexport const x = render;\n",
      ),
    ).toEqual([]);
  });

  it('core may import none of engine, services, portal, gateway or scripts', async () => {
    const code = [
      'engine/registry/cells.ts',
      'services/config.ts',
      'portal/router.tsx',
      'gateway/config.ts',
      'scripts/lib/registry-names.ts',
    ]
      .map((p, i) => `import * as m${i} from '../${p}';`)
      .concat('export const x = [m0, m1, m2, m3, m4];')
      .join('\n');
    expect(await layerErrors('core/x.ts', code)).toHaveLength(5);
  });

  it('nothing outside gateway/routes/ imports a handler file; the HANDLERS registry is the way in', async () => {
    const handler =
      "import { MSG_DATA_FUTURA } from '../gateway/routes/handlers/dirigenteMaximo/dirigentes.ts';\nexport const x = MSG_DATA_FUTURA;\n";
    expect(await layerErrors('scripts/x.ts', handler)).toHaveLength(1);
    expect(await layerErrors('gateway/releases/x.ts', handler.replace('../gateway/', '../'))).toHaveLength(1);
    const registry = "import { HANDLERS } from '../gateway/routes/handlers/index.ts';\nexport const x = HANDLERS;\n";
    expect(await layerErrors('scripts/x.ts', registry)).toEqual([]);
    expect(
      await layerErrors(
        'gateway/routes/handlers/x.ts',
        "import { MSG_ORGAO_FORA } from '../lib/institution-scope.ts';\nexport const x = MSG_ORGAO_FORA;\n",
      ),
    ).toEqual([]);
  });

  // One module per family, read from the folder: a handler file never imports another handler file.
  it.each([
    ['gateway/routes/handlers/x.ts', "import usuario from './usuario.ts';", 1],
    ['gateway/routes/handlers/x/parte.ts', "import usuario from '../usuario.ts';", 1],
    ['gateway/routes/handlers/x/parte.ts', "import { MSG_SEM_SERVIDORES } from './geracao.ts';", 1],
    ['gateway/routes/handlers/x/parte.ts', "import { section } from '../../lib/servant-record.ts';", 0],
    ['gateway/routes/handlers/x/parte.ts', "import { texto } from '../../../lib/text.ts';", 0],
    ['gateway/routes/lib/x.ts', "import usuario from '../handlers/usuario.ts';", 1],
    ['gateway/routes/lib/x.ts', "import { servantSearch } from './servant-search.ts';", 0],
  ])('%s: %s → %i error(s) (no handler file imports another)', async (path, line, errors) => {
    const found = await layerErrors(path, `${line}\nexport const x = 1;\n`);
    expect(found).toHaveLength(errors);
    for (const message of found) expect(message).toMatch(/não importa(m)? (outro arquivo de )?handlers/);
  });

  it('keeps the Blueprint restriction in every layer group', async () => {
    const code = "import { Dialog } from '@blueprintjs/core';\nexport const x = Dialog;\n";
    for (const path of ['engine/x.tsx', 'core/x.ts', 'gateway/domain/x.ts'])
      expect(await layerErrors(path, code), path).toHaveLength(1);
  });

  it('warns past 300 lines, comments and blank lines counted, not in the seed', async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    // 200 lines of code under 101 of comment: over 300 lines, as a reader scrolls them.
    const commented = '/**\n' + ' * why\n'.repeat(99) + ' */\n' + long.split('\n').slice(0, 200).join('\n') + '\n';
    const lines = async (path: string, text = long) =>
      (await eslint.lintText(text, { filePath: resolve(root, path) }))[0].messages.filter(
        (m) => m.ruleId === 'max-lines',
      );
    expect(await lines('gateway/lib/x.ts')).toHaveLength(1);
    expect(await lines('gateway/lib/x.ts', commented)).toHaveLength(1);
    expect(await lines('gateway/seed/x.ts')).toEqual([]);
  });
});
