/**
 * The sidebar's group headings are labels, not boxes: a screen of no group listed after a group
 * reads as one of that group's ('Editor de telas' under 'Proteção de dados', 'Notas de versão'
 * under 'Relatórios gerenciais'). In every area of the portal's documents, the screens of no group
 * come before the groups.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/schema-check.ts';
import areasDoc from '../../screens/areas.json';
import type { AreaDef, ScreenDoc } from '../screens/types.ts';
import { buildMenu } from './menu.ts';

const docs = listFiles(resolve(import.meta.dirname, '../../screens'), '.screen.json').map(
  (f) => JSON.parse(readFileSync(f, 'utf8')) as ScreenDoc,
);
const areas = (areasDoc as unknown as { areas: AreaDef[] }).areas;

describe('sidebar groups', () => {
  const menu = buildMenu(
    areas,
    docs,
    docs.map((d) => d.menuKey),
    'portalrh',
  );
  for (const area of menu.filter((m) => m.children?.length))
    it(`${area.title}: no screen of no group after a group`, () => {
      const kinds = area.children!.map((c) => (c.children ? 'grupo' : 'tela'));
      expect(kinds.slice(kinds.indexOf('grupo') < 0 ? kinds.length : kinds.indexOf('grupo'))).not.toContain('tela');
    });
});
