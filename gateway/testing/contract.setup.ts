/**
 * Setup of every unit-test file: a test during which the gateway answered something its catalogue
 * entry does not describe fails, naming the endpoint and the JSON pointer (gateway/testing/contract.ts).
 */
import { afterEach } from 'vitest';
import { takeViolations } from './contract.ts';

afterEach(() => {
  const v = takeViolations();
  if (v.length)
    throw new Error(`Resposta fora do contrato do catálogo (${v.length}):\n${[...new Set(v)].slice(0, 20).join('\n')}`);
});
