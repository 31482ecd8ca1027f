/**
 * The deployment of docs/DEPLOYMENT.md ("The application's role"), on PostgreSQL only: the tables
 * owned by the role that migrated them, the gateway connected as a role given exactly the GRANTs of
 * gateway/db/papel-aplicacao.sql. The gateway starts and writes both trails (chained), but the
 * role cannot update, delete or truncate a trail row, nor move a chain's head; the retention purge
 * still runs. PGlite has no roles: skipped there.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.ts';
import { insertAuditRow } from '../lib/write.ts';
import { bancoPgDeTeste, naPg } from '../testing/support.ts';
import { verificarCadeias } from './cadeia.ts';

const papel = `portalrh_app_${randomBytes(4).toString('hex')}`;
let banco: { databaseUrl: string; drop(): Promise<void> };
let gw: GatewayApp;
let app: pg.Client;

const comUsuario = (url: string, usuario: string) => {
  const u = new URL(url);
  u.username = usuario;
  u.password = '';
  return u.toString();
};

describe.skipIf(!naPg)("the application's role on PostgreSQL: the trails are append-only", () => {
  beforeAll(async () => {
    banco = await bancoPgDeTeste(50);
    const dono = new pg.Client({ connectionString: banco.databaseUrl });
    await dono.connect();
    try {
      await dono.query(`CREATE ROLE ${papel} LOGIN`);
      // The documented script, as psql would run it with -v app=<role>.
      const sql = readFileSync(join(import.meta.dirname, '../db/papel-aplicacao.sql'), 'utf8').replaceAll(
        ':"app"',
        `"${papel}"`,
      );
      await dono.query(sql);
    } finally {
      await dono.end();
    }
    const url = comUsuario(banco.databaseUrl, papel);
    gw = await createApp({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      databaseUrl: url,
      distDir: '/nonexistent-dist',
      logger: false,
      listen: false,
    });
    app = new pg.Client({ connectionString: url });
    await app.connect();
  });
  afterAll(async () => {
    await app?.end();
    await gw?.close();
    await banco?.drop();
  });

  it('starts, adds to both trails and keeps them chained', async () => {
    await insertAuditRow(gw.db, {
      cpf: '39053344705',
      unidade: '1501',
      endpoint: 'teste',
      entidade: 'aviso',
      registroId: 1,
      alteracoes: { titulo: { de: 'a', para: 'b' } },
    });
    await app.query(
      `INSERT INTO acesso_dados_pessoais (em, cpf, unidade_codigo, endpoint, operacao, categorias) VALUES (now(), '27408155570', '1261', 'admissoes.dadosPessoais', 'CONSULTA', '{identificacao}')`,
    );
    expect((await verificarCadeias(gw.db)).map((r) => r.quebra)).toEqual([undefined, undefined]);
    expect(Number((await app.query('SELECT expurgar_acessos_dados_pessoais() AS n')).rows[0].n)).toBe(0);
  });

  it.each([
    `UPDATE auditoria SET cpf = '1' WHERE elo = 1`,
    `DELETE FROM auditoria WHERE elo = 1`,
    `TRUNCATE auditoria`,
    `UPDATE acesso_dados_pessoais SET cpf = '1'`,
    `DELETE FROM acesso_dados_pessoais`,
    `UPDATE cadeia_hash SET elo = 0`,
    `ALTER TABLE auditoria DISABLE TRIGGER auditoria_somente_acrescimo`,
  ])('refuses: %s', async (sql) => {
    await expect(app.query(sql)).rejects.toMatchObject({ code: expect.stringMatching(/^(42501)$/) });
  });
});
