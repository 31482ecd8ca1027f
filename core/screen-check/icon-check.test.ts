import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkAll, listFiles } from '../../scripts/lib/schema-check.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'areas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a menu area's icon is one of the first page's (was a walking test)", () => {
  it('the sidebar draws it before any screen loads: refused with its pointer in areas.json', () => {
    const areas = JSON.parse(readFileSync(join(root, 'screens/areas.json'), 'utf8'));
    const check = () => {
      const areasFile = join(dir, 'areas.json');
      writeFileSync(areasFile, JSON.stringify(areas));
      return checkAll({
        root,
        areasFile,
        endpointFiles: listFiles(join(root, 'schemas/endpoints'), '.json'),
        screenFiles: [],
      })
        .filter((p) => p.file.endsWith('areas.json'))
        .map((p) => [p.pointer, p.message]);
    };
    expect(check()).toEqual([]);
    areas.areas[0].icon = 'pepole';
    areas.areas[1].icon = 'trash';
    expect(check()).toEqual([
      [
        '/areas/0/icon',
        "ícone 'pepole' não está entre os do portal (engine/shell/icons.ts e screenIcons.ts). Você quis dizer 'people'?",
      ],
      [
        '/areas/1/icon',
        "o menu desenha o ícone 'trash' antes de a tela carregar, e ele não está entre os da primeira página: use um dos ícones de SHELL_P16 em engine/shell/icons.ts ou peça a um desenvolvedor para incluí-lo lá.",
      ],
    ]);
  });
});
