/**
 * A wiped trail does not verify: a TRUNCATE of a chained table once its chain had links is a
 * pending restart — the verifier fails, naming the head the chain had — until an operator
 * acknowledges it, which is itself written to `auditoria`. A TRUNCATE of a chain that never had a
 * link loses nothing and is no restart. On PGlite the application owns the tables; on PostgreSQL
 * the test database's owner is the one who can truncate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { descreverResultado, falhou, verificarCadeia } from '../acessos/cadeia.ts';
import { startTestApp } from '../testing/support.ts';
import { reconhecerReinicio, reiniciosPendentes } from './cadeia-reinicio.ts';

let gw: GatewayApp;

beforeAll(async () => {
  gw = await startTestApp(20, { acessos: { intervaloMs: 3_600_000 } });
});
afterAll(() => gw?.close());

const acesso = (id: string) =>
  gw.db.query(
    `INSERT INTO acesso_dados_pessoais (em, cpf, unidade_codigo, papeis, endpoint, operacao, categorias, titular_tipo, titular_chave, titular_id, quantidade)
     VALUES (now(), '27408155570', '1261', '{RH_CONSULTA}', 'admissoes.dadosPessoais', 'CONSULTA', '{identificacao}', 'servidor', 'id', $1, 1)`,
    [id],
  );

describe('a chain emptied by TRUNCATE', () => {
  it('that never had a link: nothing was lost, no restart', async () => {
    expect((await verificarCadeia(gw.db, 'acesso_dados_pessoais')).elo).toBe(0);
    await gw.db.exec('TRUNCATE acesso_dados_pessoais');
    const r = await verificarCadeia(gw.db, 'acesso_dados_pessoais');
    expect(r).toMatchObject({ reinicioPendente: false, reiniciadaEm: null });
    expect(falhou(r)).toBe(false);
  });

  it.each(['acesso_dados_pessoais', 'auditoria'] as const)(
    '%s with links: fails, naming the head it had, until an operator acknowledges it (audited)',
    async (tabela) => {
      for (const id of ['1', '2']) await acesso(id);
      const antes = await verificarCadeia(gw.db, tabela);
      expect(antes.elo).toBeGreaterThan(0);
      expect(falhou(antes)).toBe(false);

      await gw.db.exec(`TRUNCATE ${tabela}`);
      const depois = await verificarCadeia(gw.db, tabela);
      expect(depois).toMatchObject({
        linhas: 0,
        reinicioPendente: true,
        cabecaAnterior: { elo: antes.elo, hash: antes.hash },
      });
      expect(depois.quebra).toBeUndefined();
      expect(falhou(depois)).toBe(true);
      expect(descreverResultado(depois)).toMatch(
        new RegExp(
          `^${tabela}: REINICIADA em .* \\(TRUNCATE\\), sem reconhecimento — a cadeia tinha .*cabeça ${antes.elo}:${antes.hash}`,
        ),
      );
      // Another TRUNCATE before anyone looked keeps it pending.
      await gw.db.exec(`TRUNCATE ${tabela}`);
      expect((await reiniciosPendentes(gw.db)).map((r) => r.tabela)).toEqual([tabela]);

      expect(await reconhecerReinicio(gw.db, tabela, { operador: 'ana', motivo: 'Base de homologação zerada.' })).toBe(
        true,
      );
      const reconhecido = await verificarCadeia(gw.db, tabela);
      expect(falhou(reconhecido)).toBe(false);
      expect(descreverResultado(reconhecido)).toMatch(/reiniciada em .* \(TRUNCATE, reconhecido\)/);
      const { rows } = await gw.db.query<{ cpf: string; alteracoes: Record<string, { de: unknown; para: unknown }> }>(
        `SELECT cpf, alteracoes FROM auditoria WHERE entidade = 'cadeia_hash' AND registro_id = $1 ORDER BY elo DESC LIMIT 1`,
        [tabela],
      );
      expect(rows[0].alteracoes).toMatchObject({
        reinicio: { de: 'pendente', para: 'reconhecido' },
        cabecaAnterior: { de: `${antes.elo}:${antes.hash}`, para: null },
        operador: { para: 'ana' },
        motivo: { para: 'Base de homologação zerada.' },
      });
      expect(falhou(await verificarCadeia(gw.db, 'auditoria'))).toBe(false);
      // Nothing pending any more: a second acknowledgement writes nothing.
      expect(await reconhecerReinicio(gw.db, tabela, { operador: 'ana', motivo: 'de novo' })).toBe(false);
    },
  );
});
