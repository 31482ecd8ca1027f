/**
 * The answer check of the gateway tests catches a handler that answers something else than its
 * catalogue entry: here a handler of a list endpoint answers one object, and a record endpoint's
 * handler adds a field the catalogue does not name (a bare router, no database needed).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import type { Db } from '../db/types.ts';
import { ok } from '../lib/envelope.ts';
import { registerCatalogue } from '../routes/catalogue.ts';
import type { AccessTokens } from '../lib/access-token.ts';
import { checkAnswer, takeViolations } from './contract.ts';

const entrada = (name: string, answer: CatalogueEndpoint['answer'], path: string): CatalogueEndpoint => ({
  name,
  method: 'GET',
  path,
  paging: 'none',
  resource: 'public',
  answer,
  request: { type: 'object', additionalProperties: false, properties: {} },
  response: {
    type: 'object',
    required: ['codigo'],
    properties: { codigo: { type: 'string' }, nome: { type: ['string', 'null'] } },
  },
});

async function chamar(ep: CatalogueEndpoint, objeto: unknown) {
  const app = Fastify();
  registerCatalogue(
    app,
    { db: {} as Db, tokens: {} as AccessTokens, answerCheck: checkAnswer },
    { [ep.name]: async () => ok(objeto) },
    [ep],
  );
  const res = await app.inject({ method: 'GET', url: `/gw/exame${ep.path}` });
  await app.close();
  return res;
}

describe('the answer check of the gateway tests', () => {
  it("an object where the catalogue says a list is a violation naming the endpoint and '/objeto'", async () => {
    await chamar(entrada('teste.lista', 'list', '/teste/lista'), { codigo: '1', nome: 'Um' });
    expect(takeViolations()).toEqual(['teste.lista /objeto: must be array']);
  });

  it('a field the record does not declare is a violation; a null where the catalogue says it may be null is not', async () => {
    await chamar(entrada('teste.registro', 'record', '/teste/registro'), { codigo: '1', nome: null, extra: 2 });
    expect(takeViolations()).toEqual(["teste.registro /objeto: must NOT have additional properties ('extra')"]);
  });

  it('a conforming answer records nothing', async () => {
    await chamar(entrada('teste.ok', 'list', '/teste/ok'), [{ codigo: '1', nome: null }]);
    expect(takeViolations()).toEqual([]);
  });
});
