/**
 * One vocabulary for the kinds of personal data: the catalogue's meta-schema (what an endpoint may
 * declare), the gateway's names (what the data officer reads) and the officer's filter (what can
 * be searched) list the same codes, so no declared kind is unsearchable or unnamed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIAS, OPERACOES } from './vocabulario.ts';

const root = join(import.meta.dirname, '../..');
const json = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8'));

describe('kinds of personal data', () => {
  it('the meta-schema, the gateway and the data officer’s screen agree', () => {
    const meta = json('schemas/endpoint-catalogue.schema.json').properties.endpoints.items.properties.personalData
      .properties.kinds.items.enum;
    const tela = json('screens/gestao-avisos/acessos-dados-pessoais.screen.json').filters.schema.properties;
    expect(Object.keys(CATEGORIAS)).toEqual(meta);
    expect(tela.categoria.oneOf).toEqual(Object.entries(CATEGORIAS).map(([c, t]) => ({ const: c, title: t })));
    expect(tela.operacao.oneOf).toEqual(Object.entries(OPERACOES).map(([c, t]) => ({ const: c, title: t })));
  });
});
