/**
 * Resources and grants from the documents (recursos-sync.ts), over an in-memory PGlite database:
 * a new screen file is a resource granted to ADMINISTRADOR at the next sync without reseeding, a
 * grant removed from papeis.json disappears, a second run changes nothing and codes are stable.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../schemas/catalogue.ts';
import { loadScreens, resourceUrl, SCREENS_DIR } from '../screens.ts';
import { openDb } from '../db/open.ts';
import { deriveRecursos } from '../screens.ts';
import { syncRecursos } from './recursos-sync.ts';
import type { Db } from '../db/types.ts';

let db: Db;
const dir = mkdtempSync(join(tmpdir(), 'recursos-sync-'));
const screens = join(dir, 'screens');

beforeAll(async () => {
  cpSync(SCREENS_DIR, screens, { recursive: true });
  db = await openDb({});
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Linha = { codigo: number; chave_menu: string; url: string };
const recursos = async () =>
  (await db.query<Linha>('SELECT codigo, chave_menu, url FROM recurso ORDER BY codigo')).rows;
const concedidos = async (papel: string) =>
  (
    await db.query<{ chave_menu: string }>(
      'SELECT r.chave_menu FROM papel_recurso pr JOIN recurso r ON r.codigo = pr.recurso_codigo WHERE pr.papel_codigo = $1 ORDER BY 1',
      [papel],
    )
  ).rows.map((r) => r.chave_menu);

describe('resources and grants from the screen documents', () => {
  it('derives one resource per menuKey (url up to the first parameter) and one per catalogue resource', () => {
    expect(resourceUrl('/recursos-humanos/dados-servidor/:id')).toBe('/recursos-humanos/dados-servidor/');
    expect(resourceUrl('/relatorios/pesquisar-relatorios')).toBe('/relatorios/pesquisar-relatorios/');
    const derived = deriveRecursos(loadScreens(), loadCatalogue());
    const keys = derived.map((r) => r.chave);
    expect(new Set(keys).size).toBe(keys.length);
    // dados-servidor shares pesquisa-servidor's key: one resource, the menu entry's url.
    expect(derived.find((r) => r.chave === 'pesquisa-servidor')).toEqual({
      chave: 'pesquisa-servidor',
      url: '/recursos-humanos/pesquisa-servidor/',
    });
    // A catalogue resource that is no screen's key (the servant detail's endpoints) has no url.
    expect(derived.find((r) => r.chave === 'dados-servidor')).toEqual({ chave: 'dados-servidor', url: '' });
    expect(keys).not.toContain('public');
    expect(keys).not.toContain('authenticated');
  });

  it('writes the roles, resources and grants of papeis.json', async () => {
    const r = await syncRecursos(db, screens);
    expect(r.inseridos.length).toBe(r.recursos);
    expect((await db.query('SELECT codigo, nome FROM papel ORDER BY codigo')).rows).toEqual([
      { codigo: 'ADMINISTRADOR', nome: 'Administrador' },
      { codigo: 'ANALISTA_JUDICIAL', nome: 'Analista de processos judiciais' },
      { codigo: 'ANALISTA_TELAS', nome: 'Analista de telas' },
      { codigo: 'ATENDIMENTO', nome: 'Atendimento' },
      { codigo: 'ENCARREGADO_DADOS', nome: 'Encarregado de dados pessoais' },
      { codigo: 'RH_CONSULTA', nome: 'Consulta de recursos humanos' },
    ]);
    expect(await concedidos('RH_CONSULTA')).toEqual([
      'consultar-ferias-premio',
      'consultar-fipa-eletronica',
      'dados-servidor',
      'pesquisa-servidor',
      'pesquisar-relatorios',
    ]);
    expect(await concedidos('ATENDIMENTO')).toEqual(['pesquisar-relatorios']);
    // The analyst drafts screens in the editor; publishing them ('publicacao-telas') is the administrator's.
    expect(await concedidos('ANALISTA_TELAS')).toEqual(['editor-de-telas']);
    // '*' but its 'exceto': the access log of personal data is the data officer's alone.
    expect(await concedidos('ADMINISTRADOR')).toEqual(
      (await recursos())
        .map((x) => x.chave_menu)
        .filter((c) => c !== 'acessos-dados-pessoais')
        .sort(),
    );
    expect(await concedidos('ENCARREGADO_DADOS')).toEqual(['acessos-dados-pessoais', 'pesquisar-relatorios']);
  });

  it('changes nothing when run again', async () => {
    const before = await recursos();
    const r = await syncRecursos(db, screens);
    expect(r).toMatchObject({
      inseridos: [],
      removidos: [],
      atualizados: [],
      concessoesInseridas: 0,
      concessoesRemovidas: 0,
      papeisGravados: 0,
    });
    expect(await recursos()).toEqual(before);
  });

  it('a new screen file is a resource granted to ADMINISTRADOR at the next sync, other codes unchanged', async () => {
    const before = await recursos();
    const doc = JSON.parse(readFileSync(join(screens, 'recursos-humanos/pesquisa-servidor.screen.json'), 'utf8'));
    writeFileSync(
      join(screens, 'recursos-humanos/servidores-por-situacao.screen.json'),
      JSON.stringify({
        ...doc,
        id: 'servidores-por-situacao',
        route: '/recursos-humanos/servidores-por-situacao/',
        menuKey: 'servidores-por-situacao',
      }),
    );
    const r = await syncRecursos(db, screens);
    expect(r.inseridos).toEqual(['servidores-por-situacao']);
    const after = await recursos();
    const novo = after.find((x) => x.chave_menu === 'servidores-por-situacao')!;
    expect(novo).toEqual({
      codigo: Math.max(...before.map((x) => x.codigo)) + 1,
      chave_menu: 'servidores-por-situacao',
      url: '/recursos-humanos/servidores-por-situacao/',
    });
    expect(after.filter((x) => x !== novo)).toEqual(before);
    expect(await concedidos('ADMINISTRADOR')).toContain('servidores-por-situacao');
    expect(await concedidos('RH_CONSULTA')).not.toContain('servidores-por-situacao');
  });

  it('a grant removed from papeis.json disappears; a removed screen takes its resource and grants along', async () => {
    const file = join(screens, 'papeis.json');
    const papeis = JSON.parse(readFileSync(file, 'utf8'));
    papeis.papeis[1].recursos = papeis.papeis[1].recursos.filter((c: string) => c !== 'pesquisar-relatorios');
    papeis.papeis[1].nome = 'Consulta de RH';
    writeFileSync(file, JSON.stringify(papeis));
    rmSync(join(screens, 'recursos-humanos/servidores-por-situacao.screen.json'));
    const before = await recursos();
    const r = await syncRecursos(db, screens);
    expect(r).toMatchObject({ inseridos: [], removidos: ['servidores-por-situacao'], papeisGravados: 1 });
    expect(r.concessoesRemovidas).toBe(2);
    expect(await concedidos('RH_CONSULTA')).toEqual([
      'consultar-ferias-premio',
      'consultar-fipa-eletronica',
      'dados-servidor',
      'pesquisa-servidor',
    ]);
    expect(await concedidos('ATENDIMENTO')).toEqual(['pesquisar-relatorios']);
    expect((await db.query('SELECT nome FROM papel WHERE codigo = $1', ['RH_CONSULTA'])).rows).toEqual([
      { nome: 'Consulta de RH' },
    ]);
    expect(await recursos()).toEqual(before.filter((x) => x.chave_menu !== 'servidores-por-situacao'));
  });

  it('refuses a grant of a resource that nothing derives, and writes nothing', async () => {
    const file = join(screens, 'papeis.json');
    const papeis = JSON.parse(readFileSync(file, 'utf8'));
    papeis.papeis[2].recursos = ['pesquisar-relatorio'];
    writeFileSync(file, JSON.stringify(papeis));
    const before = await recursos();
    await expect(syncRecursos(db, screens)).rejects.toThrow("o papel ATENDIMENTO concede 'pesquisar-relatorio'");
    expect(await recursos()).toEqual(before);
  });
});
