/**
 * `npm run telas:exportar` (telas-exportar.ts): the screens published on a test app's database are
 * written as files — a replacement at its shipped file's path, a new screen at
 * `<area>/<id>.screen.json` — that prettier and the checker of `schemas:check` accept as they are,
 * the screens folder taken with them in place of the shipped files; a replacement keeps the layout
 * of the file it replaces (every shipped screen written again is its file); a dry run writes nothing; a
 * second export finds the same text and leaves the files alone.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll, listFiles } from '../../scripts/lib/schema-check.ts';
import type { GatewayApp } from '../app.ts';
import { ANA } from '../db/demo-users.ts';
import { SCREENS_DIR } from '../screens.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import { publicarTela, telaDistribuida } from '../testing/telas.ts';
import { exportarTelas, SCHEMA_DA_TELA, textoDaTela } from './telas-exportar.ts';

const root = resolve(import.meta.dirname, '../..');
let gw: GatewayApp;
let saida: string;

const distribuida = telaDistribuida('recursos-humanos/pesquisa-servidor.screen.json');
/** The shipped 'Pesquisar servidor' without its MASP column. */
const SUBSTITUTA = {
  ...distribuida,
  columns: (distribuida.columns as { field: string }[]).filter((c) => c.field !== 'masp'),
};
/** A new screen over the phonetic search. */
const NOVA = {
  ...telaDistribuida('recursos-humanos/pesquisa-fonetica.screen.json'),
  id: 'pesquisa-fonetica-exportada',
  title: 'Pesquisa fonética exportada',
  route: '/recursos-humanos/pesquisa-fonetica-exportada/',
};

beforeAll(async () => {
  gw = await startTestApp(50);
  const ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  await publicarTela(gw, SUBSTITUTA, ana);
  await publicarTela(gw, NOVA, ana);
  saida = mkdtempSync(join(tmpdir(), 'telas-exportadas-'));
});
afterAll(async () => {
  await gw?.close();
  if (saida) rmSync(saida, { recursive: true, force: true });
});

describe('npm run telas:exportar', () => {
  it('a dry run lists the files it would write and writes none', async () => {
    const telas = await exportarTelas(gw.db, saida, { dryRun: true });
    expect(telas).toEqual([
      {
        telaId: 'pesquisa-fonetica-exportada',
        numero: 1,
        arquivo: 'recursos-humanos/pesquisa-fonetica-exportada.screen.json',
        substitui: false,
        estado: 'nova',
      },
      {
        telaId: 'pesquisa-servidor',
        numero: 1,
        arquivo: 'recursos-humanos/pesquisa-servidor.screen.json',
        substitui: true,
        estado: 'nova',
      },
    ]);
    expect(listFiles(saida, '.screen.json')).toEqual([]);
  });

  it('writes files that prettier and the checker accept, in place of the shipped ones', async () => {
    const telas = await exportarTelas(gw.db, saida);
    expect(telas.map((t) => t.estado)).toEqual(['nova', 'nova']);
    for (const [arquivo, doc] of [
      ['recursos-humanos/pesquisa-servidor.screen.json', SUBSTITUTA],
      ['recursos-humanos/pesquisa-fonetica-exportada.screen.json', NOVA],
    ] as const) {
      const texto = readFileSync(join(saida, arquivo), 'utf8');
      // As the repository writes a screen: $schema first, then the author's order.
      expect(Object.keys(JSON.parse(texto))).toEqual(['$schema', ...Object.keys(doc)]);
      expect(JSON.parse(texto)).toEqual({ $schema: SCHEMA_DA_TELA, ...doc });
      const filepath = join(SCREENS_DIR, arquivo);
      expect(await check(texto, { ...(await resolveConfig(filepath)), filepath }), arquivo).toBe(true);
    }
    // The replacement keeps its shipped file's layout: its diff is the removed column's line alone.
    const linhas = (f: string) => readFileSync(f, 'utf8').split('\n');
    expect(linhas(join(saida, 'recursos-humanos/pesquisa-servidor.screen.json'))).toEqual(
      linhas(join(SCREENS_DIR, 'recursos-humanos/pesquisa-servidor.screen.json')).filter(
        (l) => !l.includes('"field": "masp"'),
      ),
    );
    // The screens folder as a developer would commit it: the exported files over the shipped ones.
    const exportados = new Map(listFiles(saida, '.screen.json').map((f) => [f.slice(saida.length + 1), f]));
    const distribuidos = listFiles(SCREENS_DIR, '.screen.json').map(
      (f) => exportados.get(f.slice(SCREENS_DIR.length + 1)) ?? f,
    );
    const screenFiles = [...new Set([...distribuidos, ...exportados.values()])];
    expect(screenFiles).toHaveLength(listFiles(SCREENS_DIR, '.screen.json').length + 1);
    const problemas = checkAll({
      root,
      screenFiles,
      endpointFiles: listFiles(join(root, 'schemas/endpoints'), '.json'),
      areasFile: join(root, 'screens/areas.json'),
    });
    expect(problemas).toEqual([]);
  });

  it('again: the same text is left alone; a file changed or removed since is written again', async () => {
    expect((await exportarTelas(gw.db, saida)).map((t) => t.estado)).toEqual(['igual', 'igual']);
    const [nova, substituta] = ['pesquisa-fonetica-exportada', 'pesquisa-servidor'].map((id) =>
      join(saida, `recursos-humanos/${id}.screen.json`),
    );
    const antes = [readFileSync(nova, 'utf8'), readFileSync(substituta, 'utf8')];
    writeFileSync(nova, antes[0].replace('Pesquisa fonética exportada', 'Editada à mão'));
    rmSync(substituta);
    expect((await exportarTelas(gw.db, saida)).map((t) => t.estado)).toEqual(['alterada', 'nova']);
    expect([readFileSync(nova, 'utf8'), readFileSync(substituta, 'utf8')]).toEqual(antes);
  });

  it('every shipped screen written again from its own document is its file, byte for byte', async () => {
    for (const f of listFiles(SCREENS_DIR, '.screen.json')) {
      const texto = readFileSync(f, 'utf8');
      expect(await textoDaTela(JSON.parse(texto) as Record<string, unknown>, texto), f).toBe(texto);
    }
  });

  it('never writes over the shipped file of another screen', async () => {
    const outra = {
      id: 'pesquisa-fonetica-exportada',
      file: 'recursos-humanos/pesquisa-fonetica-exportada.screen.json',
    };
    const telas = await exportarTelas(gw.db, saida, {
      dryRun: true,
      shipped: [{ ...outra, id: 'outra-tela' } as never],
    });
    expect(telas[0]).toMatchObject({ telaId: 'pesquisa-fonetica-exportada', estado: 'conflito' });
  });
});
