/**
 * A head kept off the host (`npm run auditoria:verificar -- --desde tabela=elo:hash`) finds what
 * the table and its head alone cannot show: with the owner's rights, deleting the last rows and
 * moving the head back, or rewriting rows up to the head with their hashes recomputed, leaves a
 * chain that verifies — but one that no longer extends the kept head.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { insertAuditRow } from '../lib/write.ts';
import { startTestApp } from '../testing/support.ts';
import { cabecasParaGuardar, descreverResultado, falhou, lerCabecaGuardada, verificarCadeia } from './cadeia.ts';

let gw: GatewayApp;

beforeAll(async () => {
  gw = await startTestApp(20, { acessos: { intervaloMs: 3_600_000 } });
});
afterAll(() => gw?.close());

/** What someone with the owner's rights can do: the append-only triggers off for one transaction. */
const porFora = (...sqls: string[]) =>
  gw.db.transaction(async (tx) => {
    await tx.exec('SET LOCAL session_replication_role = replica');
    for (const sql of sqls) await tx.query(sql);
  });

const mudanca = (n: number) =>
  insertAuditRow(gw.db, {
    cpf: '39053344705',
    unidade: '1501',
    endpoint: 'teste',
    entidade: 'aviso',
    registroId: n,
    alteracoes: { titulo: { de: 'a', para: `b${n}` } },
  });

/** The kept head of `auditoria`, read back from the line the verifier prints. */
async function cabecaGuardada() {
  const r = await verificarCadeia(gw.db, 'auditoria');
  const linha = cabecasParaGuardar([r]);
  expect(linha).toBe(`Cabeças para guardar fora deste servidor: --desde auditoria=${r.elo}:${r.hash}`);
  return lerCabecaGuardada(linha.split('--desde ')[1])!.cabeca;
}

describe('the chain must extend a head kept elsewhere', () => {
  it('a chain that grew since extends it', async () => {
    const guardada = await cabecaGuardada();
    await mudanca(1);
    await mudanca(2);
    const r = await verificarCadeia(gw.db, 'auditoria', { desde: guardada });
    expect(falhou(r)).toBe(false);
    expect(r.elo).toBe(guardada.elo + 2);
    expect(descreverResultado(r)).toContain(`; estende a cabeça guardada ${guardada.elo}:${guardada.hash}`);
  });

  it('the last rows deleted and the head moved back: intact on its own, but it does not extend the kept head', async () => {
    const guardada = await cabecaGuardada();
    await porFora(
      `DELETE FROM auditoria WHERE elo > ${guardada.elo - 2}`,
      `UPDATE cadeia_hash c SET elo = a.elo, hash = a.hash FROM auditoria a WHERE c.tabela = 'auditoria' AND a.elo = ${guardada.elo - 2}`,
    );
    expect(falhou(await verificarCadeia(gw.db, 'auditoria'))).toBe(false);
    const r = await verificarCadeia(gw.db, 'auditoria', { desde: guardada });
    expect(falhou(r)).toBe(true);
    expect(descreverResultado(r)).toMatch(
      new RegExp(
        `^auditoria: NÃO ESTENDE a cabeça guardada ${guardada.elo}:${guardada.hash} — a cadeia termina no elo ${guardada.elo - 2}`,
      ),
    );
  });

  it('the head row rewritten with its hash recomputed: intact on its own, but not the kept head', async () => {
    await mudanca(3);
    const guardada = await cabecaGuardada();
    await porFora(
      `UPDATE auditoria SET alteracoes = '{"titulo": {"de": "a", "para": "reescrito"}}' WHERE elo = ${guardada.elo}`,
      `UPDATE auditoria t SET hash = hash_da_linha(to_jsonb(t), t.em) WHERE elo = ${guardada.elo}`,
      `UPDATE cadeia_hash c SET hash = a.hash FROM auditoria a WHERE c.tabela = 'auditoria' AND a.elo = ${guardada.elo}`,
    );
    expect(falhou(await verificarCadeia(gw.db, 'auditoria'))).toBe(false);
    const r = await verificarCadeia(gw.db, 'auditoria', { desde: guardada });
    expect(r.desde?.falha).toMatch(/tem outro hash/);
  });

  it('reads only heads it can check', () => {
    expect(lerCabecaGuardada(`auditoria=12:${'a'.repeat(64)}`)).toEqual({
      tabela: 'auditoria',
      cabeca: { elo: 12, hash: 'a'.repeat(64) },
    });
    for (const t of ['auditoria=12', `usuario=1:${'a'.repeat(64)}`, `auditoria=x:${'a'.repeat(64)}`, '12:abc'])
      expect(lerCabecaGuardada(t)).toBeUndefined();
  });
});
