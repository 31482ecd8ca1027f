import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slimCatalogue } from './slim-catalogue.ts';

describe('slimCatalogue', () => {
  it('keeps routing and request property names, drops descriptions and schemas', () => {
    const text = readFileSync(
      resolve(import.meta.dirname, '../../schemas/endpoints/avosAlteradoConsolidado.json'),
      'utf8',
    );
    const full = JSON.parse(text).endpoints;
    const slim = JSON.parse(slimCatalogue(text)).endpoints;
    expect(slim.map((e: { name: string }) => e.name)).toEqual(full.map((e: { name: string }) => e.name));
    const g = slim.find((e: { name: string }) => e.name.endsWith('gestaoAvosPagamentoGratificacaoNatalina'));
    expect(g).toMatchObject({
      method: 'GET',
      destino: 'SISAPMG',
      paging: 'zero-based',
      session: { codigoUnidade: 'unidade' },
    });
    expect(Object.keys(g.request.properties)).toEqual(
      Object.keys(full.find((e: { name: string }) => e.name === g.name).request.properties),
    );
    expect(g.response).toBeUndefined();
    expect(g.description).toBeUndefined();
    expect(slimCatalogue(text).length).toBeLessThan(text.length / 2);
  });

  it('keeps the format of a body date, which the portal sends as ISO (spec §7), and no other', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../schemas/endpoints/aviso.json'), 'utf8');
    const novo = JSON.parse(slimCatalogue(text)).endpoints.find(
      (e: { name: string }) => e.name === 'aviso.cadastrarNovoAviso',
    );
    expect(novo.request.properties.dataInicio).toEqual({ format: 'dataIso' });
    expect(novo.request.properties.titulo).toEqual({});
  });
});
