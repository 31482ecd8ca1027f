/**
 * Test helper of the unit rule (gateway/lib/unit-scope.ts): another unit's record must answer exactly
 * like a missing one. Two answers are compared whole — HTTP status, codigoMensagem, mensagem,
 * mensagemExibicao, objeto, paginacao, listaCriticas — leaving out only what differs on every call
 * (the server's clock `dataServidor` and the random `hashErro`).
 */
import { expect } from 'vitest';

type Resposta = { status: number; body: unknown } | { statusCode: number; json(): unknown };

/** The answer without the fields that change on every call. */
export function semVariaveis(r: Resposta): { status: number; body: Record<string, unknown> } {
  const status = 'status' in r ? r.status : r.statusCode;
  const raw = ('body' in r && typeof r.body === 'object' ? r.body : (r as { json(): unknown }).json()) as Record<
    string,
    unknown
  >;
  const { dataServidor: _d, hashErro: _h, ...body } = raw;
  return { status, body };
}

/** Asserts that `outraUnidade` (another unit's record) answered exactly like `ausente` (a missing one). */
export function esperarComoAusente(outraUnidade: Resposta, ausente: Resposta): void {
  const a = semVariaveis(ausente);
  expect(a.status, 'the missing record must not answer 403').not.toBe(403);
  expect(semVariaveis(outraUnidade)).toEqual(a);
}
