/**
 * The signed-in user's own changes are audited like every other change:
 * adding and removing a favourite and accepting the terms of use each write one `auditoria` row
 * (who, unit, endpoint, record, old → new) in the same transaction; doing nothing (a page starred
 * again, a favourite already gone, a refused call) writes none. Acknowledging a notice is audited
 * by the same machinery and tested in avisos.test.ts ('Ciente' … audit row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA, BRUNO } from '../../db/demo-users.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

let gw: GatewayApp;
let bruno: string; // SEE 1261
let ana: string; // SEPLAG 1501

beforeAll(async () => {
  gw = await startTestApp(20);
  bruno = await accessToken(gw, await sessionFor(gw, BRUNO.cpf), '1261', '/gw/exame');
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
});
afterAll(() => gw?.close());

async function call(url: string, body: unknown, token: string) {
  const res = await gw.app.inject({
    method: 'POST',
    url: `/gw/exame${url}`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

interface Linha {
  cpf: string;
  unidade_codigo: string;
  endpoint: string;
  registro_id: string;
  alteracoes: Record<string, { de: unknown; para: unknown }>;
}

const auditoria = async (entidade: string): Promise<Linha[]> =>
  (
    await gw.db.query<Linha>(
      `SELECT cpf, unidade_codigo, endpoint, registro_id, alteracoes FROM auditoria WHERE entidade = $1 ORDER BY id`,
      [entidade],
    )
  ).rows;

describe('favourites', () => {
  const rota = '/recursos-humanos/pesquisa-servidor/';
  const fav = { cpf: BRUNO.cpf, codigoUnidadeSsc: '1261', rota };

  it('adding and removing one each write one audit row; repeating either writes none', async () => {
    expect((await call('/favorito/v1', fav, bruno)).status).toBe(200);
    expect((await call('/favorito/v1', fav, bruno)).status).toBe(200);
    expect((await call('/favorito/v1/remover', fav, bruno)).status).toBe(200);
    expect((await call('/favorito/v1/remover', fav, bruno)).status).toBe(200);
    const quem = { cpf: BRUNO.cpf, unidade_codigo: '1261', registro_id: rota };
    expect(await auditoria('favorito')).toEqual([
      { ...quem, endpoint: 'favorito.incluir', alteracoes: { favorito: { de: null, para: rota } } },
      { ...quem, endpoint: 'favorito.remover', alteracoes: { favorito: { de: rota, para: null } } },
    ]);
  });

  it('a refused favourite (the 11th, another user) writes nothing', async () => {
    for (let i = 0; i < 10; i++)
      expect((await call('/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: `/p${i}` }, ana)).status).toBe(
        200,
      );
    const antes = (await auditoria('favorito')).length;
    const over = await call('/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/p10' }, ana);
    expect(over).toMatchObject({
      status: 400,
      body: { codigoMensagem: 4, mensagem: 'Esse usuário já possui 10 favoritos adicionados.' },
    });
    expect((await call('/favorito/v1', { cpf: ANA.cpf, codigoUnidadeSsc: '1501', rota: '/x' }, bruno)).status).toBe(
      403,
    );
    expect(await auditoria('favorito')).toHaveLength(antes);
    const { rows } = await gw.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM favorito WHERE cpf = $1`, [
      ANA.cpf,
    ]);
    expect(rows[0].n).toBe(10);
  });
});

describe('terms of use', () => {
  it('each acceptance writes an audit row with the version and when (the previous date on a repeat)', async () => {
    // Bruno accepted the terms in force in the seed: each acceptance moves that date.
    expect((await call('/termoUsoControleUsuario/v1/aceitarTermoUso', { versao: '1.00' }, bruno)).status).toBe(200);
    expect((await call('/termoUsoControleUsuario/v1/aceitarTermoUso', { versao: '1.00' }, bruno)).status).toBe(200);
    const [primeira, segunda, ...resto] = await auditoria('termoUso');
    expect(resto).toEqual([]);
    for (const r of [primeira, segunda])
      expect(r).toMatchObject({
        cpf: BRUNO.cpf,
        unidade_codigo: '1261',
        endpoint: 'termoUso.aceitar',
        registro_id: '1.00',
      });
    expect(primeira.alteracoes.aceitoEm).toEqual({ de: expect.any(String), para: expect.any(String) });
    expect(segunda.alteracoes.aceitoEm.de).toBe(primeira.alteracoes.aceitoEm.para);
    const { rows } = await gw.db.query<{ em: string }>(
      `SELECT aceito_em::text AS em FROM termo_uso_aceite WHERE cpf = $1 AND versao = '1.00'`,
      [BRUNO.cpf],
    );
    expect(segunda.alteracoes.aceitoEm.para).toBe(rows[0].em);
  });
});
