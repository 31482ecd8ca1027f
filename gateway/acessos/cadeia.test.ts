/**
 * The hash chains of `auditoria` and `acesso_dados_pessoais` (migration 032): a fresh seed
 * verifies; a row edited, deleted or replaced directly in the database is flagged at its link; the
 * application cannot update or delete a row; concurrent writers never share a link; the retention
 * purge removes only the start of the chain past 5 years, keeps it verifiable and is itself audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import type { Db } from '../db/types.ts';
import { insertAuditRow } from '../lib/write.ts';
import { startTestApp } from '../testing/support.ts';
import { verificarCadeia, verificarCadeias, type TabelaEncadeada } from './cadeia.ts';
import { expurgarAcessos } from './expurgo.ts';

let gw: GatewayApp;

beforeAll(async () => {
  gw = await startTestApp(50, { acessos: { intervaloMs: 3_600_000 } });
});
afterAll(() => gw?.close());

/** An access row written as the writer writes them, `anos` years ago. */
const acesso = (db: Db, anos: number, id: string) =>
  db.query(
    `INSERT INTO acesso_dados_pessoais (em, cpf, unidade_codigo, papeis, endpoint, operacao, categorias, titular_tipo, titular_chave, titular_id, quantidade)
     VALUES (now() - $1 * interval '1 year', '27408155570', '1261', '{RH_CONSULTA}', 'admissoes.dadosPessoais', 'CONSULTA', '{identificacao}', 'servidor', 'id', $2, 1)`,
    [anos, id],
  );

/**
 * Runs `sql` with the append-only triggers off (session_replication_role = replica, as a database
 * superuser could): what an attacker with the owner's rights does, not something the application can.
 */
const porFora = (sql: string, params: unknown[] = []) =>
  gw.db.transaction(async (tx) => {
    await tx.exec('SET LOCAL session_replication_role = replica');
    await tx.query(sql, params);
  });

describe('retention purge', () => {
  // First in the file: the access log is still empty, so the old rows are the chain's start.
  it('removes only the start of the chain older than 5 years, audits itself, and the chain still verifies', async () => {
    for (const id of ['1', '2', '3']) await acesso(gw.db, 6, id);
    await acesso(gw.db, 0, '4');
    // An old row AFTER a young one is kept: the chain is never cut in the middle.
    await acesso(gw.db, 7, '5');
    expect(await expurgarAcessos(gw.db)).toBe(3);
    const { rows } = await gw.db.query<{ titular_id: string }>(
      'SELECT titular_id FROM acesso_dados_pessoais ORDER BY elo',
    );
    expect(rows.map((r) => r.titular_id)).toEqual(['4', '5']);
    const v = await verificarCadeia(gw.db, 'acesso_dados_pessoais');
    expect(v.quebra).toBeUndefined();
    expect(v).toMatchObject({ linhas: 2, primeiroElo: 4, elo: 5 });
    const audit = await gw.db.query<{ cpf: string; alteracoes: { linhasExcluidas: { de: number } } }>(
      `SELECT cpf, alteracoes FROM auditoria WHERE entidade = 'acesso_dados_pessoais' AND registro_id = 'expurgo'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].alteracoes.linhasExcluidas.de).toBe(3);
    expect(await expurgarAcessos(gw.db)).toBe(0);
  });
});

describe('hash chains', () => {
  it('verify on a fresh seed, and after changes and accesses', async () => {
    const antes = await verificarCadeias(gw.db);
    expect(antes.map((r) => r.quebra)).toEqual([undefined, undefined]);
    expect(antes[0].linhas).toBeGreaterThan(10); // the seed's own audit history
    await insertAuditRow(gw.db, {
      cpf: '39053344705',
      unidade: '1501',
      endpoint: 'teste',
      entidade: 'aviso',
      registroId: 1,
      alteracoes: { titulo: { de: 'a', para: 'b' } },
    });
    const depois = await verificarCadeia(gw.db, 'auditoria');
    expect(depois.quebra).toBeUndefined();
    expect(depois.elo).toBe(antes[0].elo + 1);
  });

  it('the application cannot update or delete a row', async () => {
    await expect(gw.db.query(`UPDATE auditoria SET cpf = '1' WHERE elo = 1`)).rejects.toThrow(/só aceita inclusões/);
    await expect(gw.db.query(`DELETE FROM auditoria WHERE elo = 1`)).rejects.toThrow(/só aceita inclusões/);
    await expect(gw.db.query(`DELETE FROM acesso_dados_pessoais`)).rejects.toThrow(/só aceita inclusões/);
  });

  describe.each<TabelaEncadeada>(['auditoria', 'acesso_dados_pessoais'])(
    '%s: a row changed directly in the database is flagged',
    (tabela) => {
      const coluna = tabela === 'auditoria' ? 'registro_id' : 'titular_id';
      let alvo: { id: number; elo: number; valor: string };
      beforeAll(async () => {
        for (let i = 0; i < 3; i++) await acesso(gw.db, 0, `x${i}`);
        const { rows } = await gw.db.query<{ id: number; elo: number; valor: string }>(
          `SELECT id, elo::int AS elo, ${coluna} AS valor FROM ${tabela} ORDER BY elo DESC OFFSET 1 LIMIT 1`,
        );
        alvo = rows[0];
      });

      it('an edited value: its own hash', async () => {
        await porFora(`UPDATE ${tabela} SET ${coluna} = 'adulterado' WHERE id = $1`, [alvo.id]);
        expect((await verificarCadeia(gw.db, tabela)).quebra).toMatchObject({
          elo: alvo.elo,
          id: alvo.id,
          motivo: expect.stringMatching(/conteúdo alterado/),
        });
        await porFora(`UPDATE ${tabela} SET ${coluna} = $2 WHERE id = $1`, [alvo.id, alvo.valor]);
        expect((await verificarCadeia(gw.db, tabela)).quebra).toBeUndefined();
      });

      it('an edit with its hash recomputed: the next row names another hash', async () => {
        const { rows } = await gw.db.query<{ hash: string }>(`SELECT hash FROM ${tabela} WHERE id = $1`, [alvo.id]);
        await porFora(`UPDATE ${tabela} t SET ${coluna} = 'adulterado' WHERE id = $1`, [alvo.id]);
        await porFora(`UPDATE ${tabela} t SET hash = hash_da_linha(to_jsonb(t), t.em) WHERE id = $1`, [alvo.id]);
        expect((await verificarCadeia(gw.db, tabela)).quebra).toMatchObject({
          elo: alvo.elo + 1,
          motivo: expect.stringMatching(/linha anterior/),
        });
        await porFora(`UPDATE ${tabela} SET ${coluna} = $2, hash = $3 WHERE id = $1`, [
          alvo.id,
          alvo.valor,
          rows[0].hash,
        ]);
        expect((await verificarCadeia(gw.db, tabela)).quebra).toBeUndefined();
      });

      it('a deleted row: the gap; the deleted last row: the head ahead of the table', async () => {
        await porFora(`DELETE FROM ${tabela} WHERE id = $1`, [alvo.id]);
        expect((await verificarCadeia(gw.db, tabela)).quebra).toMatchObject({
          elo: alvo.elo,
          motivo: expect.stringMatching(/excluída/),
        });
        const { rows } = await gw.db.query<{ elo: number }>(`SELECT max(elo)::int AS elo FROM ${tabela}`);
        await porFora(`DELETE FROM ${tabela} WHERE elo >= $1`, [alvo.elo]);
        expect((await verificarCadeia(gw.db, tabela)).quebra).toMatchObject({
          elo: alvo.elo,
          motivo: expect.stringMatching(/no fim/),
        });
        expect(rows[0].elo).toBe(alvo.elo + 1);
      });
    },
  );

  it('concurrent writers each take their own link', async () => {
    // Audit rows are written with the head locked until commit: N transactions at once on
    // PostgreSQL wait for each other; PGlite runs them one after the other.
    const db = gw.db;
    const { rows } = await db.query<{ elo: number }>(
      `SELECT elo::int AS elo FROM cadeia_hash WHERE tabela = 'acesso_dados_pessoais'`,
    );
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction(async (tx) => {
          await acesso(tx, 0, `c${i}`);
          await acesso(tx, 0, `d${i}`);
        }),
      ),
    );
    const { rows: depois } = await db.query<{ n: number; elos: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT elo)::int AS elos FROM acesso_dados_pessoais WHERE elo > $1`,
      [rows[0].elo],
    );
    expect(depois[0]).toEqual({ n: 24, elos: 24 });
  });
});
