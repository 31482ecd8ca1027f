/**
 * The router's part of a declared write (catalogue `write`, routes/declared-write.ts): lock, unit,
 * command, version, then the handler's rule, then state, version and audit — all or nothing. Run
 * here around rules written for the test, over the seeded database; the endpoints' own rules are
 * tested through HTTP beside their handlers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';
import { AVISO_ENTITY } from '../domain/entities.ts';
import { badRequest, ok, type Answer } from '../lib/envelope.ts';
import { MSG_NAO_ENCONTRADO, MSG_VERSAO_DESATUALIZADA } from '../lib/write.ts';
import type { GatewayApp } from '../app.ts';
import { startTestApp } from '../testing/support.ts';
import { catalogue } from '../../schemas/catalogue.ts';
import { declaredWrite, declaredWriteErrors, withDeclaredWrite } from './declared-write.ts';
import type { AnyHandler, HandlerContext } from '../contract/handler.ts';

let gw: GatewayApp;
beforeAll(async () => {
  gw = await startTestApp();
});
afterAll(() => gw?.app.close());

const endpoint = (write: CatalogueEndpoint['write'], versao = false): CatalogueEndpoint => ({
  name: 'teste.escrita',
  method: 'PUT',
  path: '/teste/{id}',
  paging: 'none',
  resource: 'consultar-avisos',
  answer: 'record',
  request: {
    type: 'object',
    properties: { id: { type: 'integer' }, ...(versao ? { versao: { type: 'integer' } } : {}) },
  },
  response: { type: 'object' },
  write,
});

interface Aviso {
  id: number;
  unidade: string;
  situacao: string;
  versao: number;
}

async function aviso(situacao: string): Promise<Aviso> {
  const { rows } = await gw.db.query<Aviso>(
    `SELECT id, unidade_codigo AS unidade, situacao, versao FROM aviso WHERE situacao = $1 ORDER BY id LIMIT 1`,
    [situacao],
  );
  return rows[0];
}

async function estado(id: number) {
  const { rows } = await gw.db.query<{ situacao: string; versao: number; auditorias: number }>(
    `SELECT situacao, versao, (SELECT count(*)::int FROM auditoria WHERE entidade = 'aviso' AND registro_id = $2) AS auditorias
       FROM aviso WHERE id = $1`,
    [id, String(id)],
  );
  return rows[0];
}

function contexto(a: Aviso, input: Record<string, unknown>, unidade = a.unidade): HandlerContext {
  return {
    db: gw.db,
    endpoint: 'teste.escrita',
    auth: { sub: '11111111111', aud: 'x', unidade, papeis: [], recursos: [], sid: 's', exp: 0 },
    input,
    paging: undefined,
  };
}

const inativar = endpoint({ entity: 'aviso', record: 'id', commands: ['inativar'] });

describe('declared writes', () => {
  it('runs the command, the next version and the audit row around a rule that succeeds', async () => {
    const a = await aviso('ATIVO');
    const antes = await estado(a.id);
    let visto: unknown;
    const regra = declaredWrite(AVISO_ENTITY, async (_ctx, rw) => {
      visto = { id: rw.id, de: rw.before.situacao, para: rw.to, versao: rw.version };
      return ok({ id: rw.id, situacao: rw.to as 'INATIVO' });
    });
    const r = (await withDeclaredWrite(inativar, regra as AnyHandler)(contexto(a, { id: a.id }))) as Answer;
    expect(r.body.codigoMensagem).toBe(0);
    expect(visto).toEqual({ id: a.id, de: 'ATIVO', para: 'INATIVO', versao: antes.versao + 1 });
    expect(await estado(a.id)).toEqual({
      situacao: 'INATIVO',
      versao: antes.versao + 1,
      auditorias: antes.auditorias + 1,
    });
    const { rows } = await gw.db.query(
      `SELECT endpoint, alteracoes FROM auditoria WHERE entidade = 'aviso' AND registro_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(a.id)],
    );
    expect(rows[0]).toEqual({
      endpoint: 'teste.escrita',
      alteracoes: { situacao: { de: 'ATIVO', para: 'INATIVO' } },
    });
  });

  it('rolls back what the rule wrote when it refuses, thrown or answered', async () => {
    const a = await aviso('ATIVO');
    const antes = await estado(a.id);
    for (const modo of ['lança', 'responde'] as const) {
      const regra: AnyHandler = async (ctx) => {
        const rw = ctx.recordWrite!;
        await rw.tx.query(`UPDATE aviso SET titulo = 'mudado pela regra' WHERE id = $1`, [rw.id]);
        rw.changed({ titulo: { de: 'x', para: 'mudado pela regra' } });
        if (modo === 'lança') rw.w.invalid('titulo', 'Título recusado.');
        return badRequest([{ campo: 'titulo', mensagem: 'Título recusado.' }]);
      };
      const r = (await withDeclaredWrite(inativar, regra)(contexto(a, { id: a.id }))) as Answer;
      expect([r.body.codigoMensagem, r.body.listaCriticas[0].campo]).toEqual([4, 'titulo']);
      expect(await estado(a.id)).toEqual(antes);
      const { rows } = await gw.db.query(`SELECT titulo FROM aviso WHERE id = $1`, [a.id]);
      expect(rows[0].titulo).not.toBe('mudado pela regra');
    }
  });

  it('refuses before the rule runs: another unit’s record as a missing one, an illegal command, a stale version', async () => {
    let chamadas = 0;
    const regra: AnyHandler = async () => {
      chamadas++;
      return ok(null);
    };
    const a = await aviso('ATIVO');
    // The token acts for another unit than the notice's.
    const deOutra = (await withDeclaredWrite(inativar, regra)(contexto(a, { id: a.id }, `${a.unidade}0`))) as Answer;
    expect(deOutra.body.listaCriticas).toEqual([{ campo: 'id', mensagem: MSG_NAO_ENCONTRADO }]);
    const inexistente = (await withDeclaredWrite(inativar, regra)(contexto(a, { id: 999999999 }))) as Answer;
    expect(inexistente.body.listaCriticas).toEqual(deOutra.body.listaCriticas);

    const inativo = await aviso('INATIVO');
    const ilegal = (await withDeclaredWrite(inativar, regra)(contexto(inativo, { id: inativo.id }))) as Answer;
    expect(ilegal.body.listaCriticas[0].campo).toBe('situacao');
    expect(ilegal.body.listaCriticas[0].mensagem).toMatch(/Inativo/);

    const versionado = endpoint({ entity: 'aviso', record: 'id', commands: ['inativar'], versioned: true }, true);
    const velha = (await withDeclaredWrite(
      versionado,
      regra,
    )(contexto(a, { id: a.id, versao: a.versao - 1 }))) as Answer;
    expect(velha.body.listaCriticas).toEqual([{ campo: 'versao', mensagem: MSG_VERSAO_DESATUALIZADA }]);
    expect(chamadas).toBe(0);
  });

  it('keeps the version and writes no audit row when the rule changes nothing', async () => {
    const a = await aviso('ATIVO');
    const antes = await estado(a.id);
    const semComando = endpoint({ entity: 'aviso', record: 'id' });
    const r = (await withDeclaredWrite(semComando, async (ctx) => ok({ versao: ctx.recordWrite!.version }))(
      contexto(a, { id: a.id }),
    )) as Answer<{ versao: number }>;
    expect((r.body.objeto as { versao: number }).versao).toBe(antes.versao);
    expect(await estado(a.id)).toEqual(antes);
  });

  it('a rule may apply only a declared command, once; a handler without its declaration is a bug', async () => {
    const a = await aviso('ATIVO');
    const dois = endpoint({ entity: 'aviso', record: 'id', commands: ['ativar', 'inativar'] });
    const fora: AnyHandler = async (ctx) => {
      ctx.recordWrite!.command('editar');
      return ok(null);
    };
    await expect(withDeclaredWrite(dois, fora)(contexto(a, { id: a.id }))).rejects.toThrow(/não está declarado/);
    const regra = declaredWrite(AVISO_ENTITY, async () => ok(null));
    await expect((regra as AnyHandler)(contexto(a, { id: a.id }))).rejects.toThrow(/não declara a escrita de aviso/);
  });

  it('the catalogue’s declarations are sound, and each kind of mistake is named', () => {
    expect(declaredWriteErrors(catalogue())).toEqual([]);
    expect(catalogue().filter((e) => e.write).length).toBeGreaterThanOrEqual(20);
    const erradas = [
      endpoint({ entity: 'inexistente', record: 'id' }),
      endpoint({ entity: 'aviso', record: 'idAviso' }),
      endpoint({ entity: 'aviso', record: 'id', versioned: true }),
      endpoint({ entity: 'aviso', record: 'id', commands: ['aprovar'] }),
      endpoint({ entity: 'aviso', record: 'id', versions: 'versoes' }),
    ];
    expect(declaredWriteErrors(erradas)).toEqual([
      "teste.escrita: entidade 'inexistente' não declarada no gateway",
      "teste.escrita: 'idAviso' não é campo do pedido",
      "teste.escrita: versionada sem o campo 'versao' no pedido",
      "teste.escrita: 'aprovar' não é comando da máquina de aviso",
      "teste.escrita: 'versoes' não é campo do pedido",
    ]);
  });
});
