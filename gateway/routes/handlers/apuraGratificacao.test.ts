/**
 * 'Apuração por órgão': recomputing an institution's open bonus year is a job with progress —
 * queued by the command (unit-checked, audited, one at a time per institution and year), run by the
 * worker in batches, resumed after a stop, and never touching a paid year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../../app.ts';
import { ANA } from '../../db/demo-users.ts';
import { anosGratificacao } from '../../domain/gratificacao.ts';
import { accessToken, sessionFor, startTestApp } from '../../testing/support.ts';

const G = '/gw/sisapmg';
const { aberto, pago } = anosGratificacao();
let gw: GatewayApp;
let ana: string;
let orgao: string;

beforeAll(async () => {
  gw = await startTestApp(300);
  ana = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', G);
  const { rows } = await gw.db.query<{ codigo: string }>(
    `SELECT g.instituicao_codigo AS codigo FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo
     WHERE i.unidade_codigo = '1501' AND g.ano = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [aberto],
  );
  orgao = rows[0].codigo;
});
afterAll(() => gw?.close());

async function call(method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}) {
  const res = await gw.app.inject({
    method,
    url: `${G}${url}`,
    headers: { authorization: `Bearer ${ana}` },
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) }
      : { payload: data }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('apuração por órgão', () => {
  it('queues the job, refuses a second one while it waits, and the worker finishes it with its progress', async () => {
    // A stale open bonus (as if its data changed without recomputing) that the job must fix.
    const { rows } = await gw.db.query<{ id: number; avos: number }>(
      `UPDATE gratificacao_natalina SET avos = avos - 1 WHERE id = (SELECT id FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 AND avos > 0 AND situacao <> 'PAGA' ORDER BY id LIMIT 1) RETURNING id, avos`,
      [aberto, orgao],
    );
    const pagos = await gw.db.query(
      'SELECT id, avos, versao FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 ORDER BY id',
      [pago, orgao],
    );
    const r = await call('POST', '/apuraGratificacao/v1/instituicao', { ano: aberto, orgaoEntidade: orgao });
    expect(r.body.codigoMensagem, JSON.stringify(r.body)).toBe(0);
    expect(r.body.objeto.total).toBeGreaterThan(0);
    const dup = await call('POST', '/apuraGratificacao/v1/instituicao', { ano: aberto, orgaoEntidade: orgao });
    expect(dup.body.codigoMensagem).toBe(4);
    expect(dup.body.mensagem).toMatch(/em andamento/);
    const lista = await call('GET', '/apuraGratificacao/v1/tarefas', { page: 0, size: 10 });
    // Listed at once (the worker's own 1 s timer may already have taken it on a busy machine).
    expect(lista.body.objeto[0]).toMatchObject({
      id: r.body.objeto.id,
      status: expect.stringMatching(/^(PENDENTE|PROCESSANDO|CONCLUIDO)$/),
    });

    // drain() runs after any run the timer started, so the job is done whichever ran it.
    await gw.jobs.drain('apuracao_tarefa');
    const depois = await call('GET', '/apuraGratificacao/v1/tarefas', { page: 0, size: 10 });
    expect(depois.body.objeto[0]).toMatchObject({
      status: 'CONCLUIDO',
      percentual: 100,
      alterados: 1,
      processados: r.body.objeto.total,
    });
    const fixed = await gw.db.query<{ avos: number }>('SELECT avos FROM gratificacao_natalina WHERE id = $1', [
      rows[0].id,
    ]);
    expect(fixed.rows[0].avos).toBe(rows[0].avos + 1);
    // The paid year of the institution is exactly as it was.
    expect(
      (
        await gw.db.query(
          'SELECT id, avos, versao FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 ORDER BY id',
          [pago, orgao],
        )
      ).rows,
    ).toEqual(pagos.rows);
    const audit = await gw.db.query(`SELECT 1 FROM auditoria WHERE entidade = 'apuracao_tarefa' AND registro_id = $1`, [
      String(r.body.objeto.id),
    ]);
    expect(audit.rows).toHaveLength(2); // queued, concluded
  });

  it('resumes a job stopped half-way after its last batch', async () => {
    const r = await call('POST', '/apuraGratificacao/v1/instituicao', { ano: aberto, orgaoEntidade: orgao });
    const id = r.body.objeto.id;
    // As if the process had died after a first batch that ended at the median servant.
    const { rows } = await gw.db.query<{ meio: number; antes: number }>(
      `SELECT (percentile_disc(0.5) WITHIN GROUP (ORDER BY servidor_id))::int AS meio, count(*) FILTER (WHERE true)::int AS antes
       FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 AND situacao <> 'PAGA'`,
      [aberto, orgao],
    );
    const { rows: feitos } = await gw.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 AND situacao <> 'PAGA' AND servidor_id <= $3`,
      [aberto, orgao, rows[0].meio],
    );
    await gw.db.query(
      `UPDATE apuracao_tarefa SET status = 'PROCESSANDO', ultimo_servidor = $2, processados = $3 WHERE id = $1`,
      [id, rows[0].meio, feitos[0].n],
    );
    await gw.jobs.drain('apuracao_tarefa');
    const t = await gw.db.query<{ status: string; processados: number; total: number }>(
      'SELECT status, processados, total FROM apuracao_tarefa WHERE id = $1',
      [id],
    );
    expect(t.rows[0]).toMatchObject({ status: 'CONCLUIDO', processados: rows[0].antes, total: rows[0].antes });
  });

  it('takes back a job left running only when its process is gone: on PostgreSQL, when its signal stopped (another instance may be running it)', async () => {
    const r = await call('POST', '/apuraGratificacao/v1/instituicao', { ano: aberto, orgaoEntidade: orgao });
    const id = r.body.objeto.id;
    // Running elsewhere right now: signal 5 s old.
    await gw.db.query(
      `UPDATE apuracao_tarefa SET status = 'PROCESSANDO', sinal_em = now() - interval '5 seconds' WHERE id = $1`,
      [id],
    );
    const status = async () =>
      (await gw.db.query<{ status: string }>('SELECT status FROM apuracao_tarefa WHERE id = $1', [id])).rows[0].status;
    if (gw.db.kind === 'pg') {
      expect(await gw.jobs.drain('apuracao_tarefa')).toBe(0);
      expect(await status()).toBe('PROCESSANDO');
      // Silent for 10 minutes: its process died.
      await gw.db.query(`UPDATE apuracao_tarefa SET sinal_em = now() - interval '10 minutes' WHERE id = $1`, [id]);
    }
    // PGlite: one process owns the folder, so a PROCESSANDO job found by its worker was left by a stop.
    await gw.jobs.drain('apuracao_tarefa');
    expect(await status()).toBe('CONCLUIDO');
  });

  it("refuses another unit's institution, a year with nothing open, and bad input", async () => {
    expect(
      (await call('POST', '/apuraGratificacao/v1/instituicao', { ano: aberto, orgaoEntidade: '1261' })).status,
    ).toBe(403);
    const pagoSo = await call('POST', '/apuraGratificacao/v1/instituicao', { ano: pago, orgaoEntidade: orgao });
    expect(pagoSo.body.listaCriticas[0]).toMatchObject({ campo: 'ano' });
    const bad = await call('POST', '/apuraGratificacao/v1/instituicao', { ano: 1999, orgaoEntidade: 'x' });
    expect(bad.body.codigoMensagem).toBe(4);
    expect(bad.body.listaCriticas.map((c: { campo: string }) => c.campo).sort()).toEqual(['ano', 'orgaoEntidade']);
  });
});
