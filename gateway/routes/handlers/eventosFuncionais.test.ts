/**
 * The absences tab's filter (eventosFuncionais.tiposAfastamento → afastamentos): each type's count
 * is how many absences the filter by that type answers, so 'Licença para tratamento de saúde (3)'
 * shows three rows when chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA } from '../../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

let gw: GatewayApp;
let token: string;

async function get(path: string, query: Record<string, string>) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `/gw/sisapmg/eventosFuncionais/v1/${path}`,
    query,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json();
}

beforeAll(async () => {
  gw = await startTestApp(300);
  token = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1261');
});
afterAll(() => gw?.close());

describe('absence types of a servant', () => {
  it('count, per type, the absences the filter by that type answers', async () => {
    const q = `SELECT s.numero_funcionario AS n FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
               WHERE i.unidade_codigo = '1261' ORDER BY s.id LIMIT 40`;
    let checked = 0;
    for (const { n } of (await gw.db.query<{ n: string }>(q)).rows) {
      const tipos = await get('tiposAfastamento', { numeroFuncionario: n });
      expect(tipos.codigoMensagem).toBe(0);
      for (const t of tipos.objeto as { codigo: number; quantidade: number }[]) {
        if (t.quantidade === 0) continue;
        const r = await get('afastamentos', {
          numeroFuncionario: n,
          codigoTipoAfastamento: String(t.codigo),
          size: '100',
        });
        expect(r.codigoMensagem, `${n}, tipo ${t.codigo}`).toBe(0);
        expect(r.objeto).toHaveLength(t.quantidade);
        expect(r.objeto.every((a: { codigoTipoAfastamento: number }) => a.codigoTipoAfastamento === t.codigo)).toBe(
          true,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
