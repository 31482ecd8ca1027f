/**
 * Validates an export's `filtros` with the request schema of the search endpoint it replays, so a
 * job can only run a query the search itself would accept (and fails at request time, not later
 * in the worker).
 */
import type { ValidateFunction } from 'ajv';
import type { Critica } from '../lib/envelope.ts';
import { compileRequest, createAjv, toCriticas } from '../lib/validation.ts';
import { catalogue } from '../../schemas/catalogue.ts';

const cache = new Map<string, ValidateFunction>();

function validatorFor(endpoint: string): ValidateFunction {
  let v = cache.get(endpoint);
  if (!v) {
    const ep = catalogue().find((e) => e.name === endpoint);
    if (!ep) throw new Error(`Endpoint de origem do relatório ausente do catálogo: ${endpoint}`);
    v = compileRequest(createAjv(), { request: ep.request, paging: 'none' });
    cache.set(endpoint, v);
  }
  return v;
}

/** The filters without transport keys, or the critiques (campo prefixed with 'filtros.'). */
export function checkFiltros(
  endpoint: string,
  filtros: Record<string, unknown>,
): { ok: true; input: Record<string, unknown> } | { ok: false; criticas: Critica[] } {
  const { exportarTudo: _e, tokenSSCId: _t, ...input } = filtros;
  const clean = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
  const v = validatorFor(endpoint);
  if (v(clean)) return { ok: true, input: clean };
  return { ok: false, criticas: toCriticas(v.errors).map((c) => ({ ...c, campo: `filtros.${c.campo}` })) };
}
