/**
 * `npm run auditoria:verificar` as an operator runs it: on a freshly seeded data folder it reports
 * both chains intact, prints the heads to keep elsewhere and exits 0. Then, as someone with the
 * database owner's rights could: the access log wiped by one TRUNCATE, and the last audit rows
 * deleted with the head moved back — both fail (exit 1), the second only against the kept heads;
 * an operator's acknowledgement of the restart is recorded and passes. Last, one audit row changed
 * directly (the append-only trigger switched off): named, exit 1.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../gateway/db/open.ts';
import { pastaSemeada } from '../gateway/testing/templates.ts';

const root = resolve(import.meta.dirname, '..');
let dataDir = '';
/** The heads the first run printed, as an operator keeps them (`--desde …`). */
let guardadas: string[] = [];

/**
 * Runs `sqls` on the folder's database, each as it comes (`porFora`: in one transaction with the
 * append-only triggers off, as the database owner could).
 */
async function noBanco(porFora: boolean, ...sqls: string[]) {
  const db = await openDb({ dataDir });
  try {
    await db.transaction(async (tx) => {
      if (porFora) await tx.exec('SET LOCAL session_replication_role = replica');
      for (const sql of sqls) await tx.query(sql);
    });
  } finally {
    await db.close();
  }
}

const verificar = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/auditoria-verificar.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

beforeAll(async () => {
  dataDir = await pastaSemeada('portalrh-verificar-');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run auditoria:verificar', () => {
  it('passes on a fresh seed', () => {
    const r = verificar();
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^auditoria: íntegra — \d+ linha\(s\), elos 1 a /m);
    expect(r.stdout).toMatch(/^acesso_dados_pessoais: íntegra — 0 linha\(s\), vazia/m);
    expect(r.status).toBe(0);
    // What an operator keeps off the host: each chain's head, as printed.
    guardadas = [...r.stdout.matchAll(/^(\w+): íntegra .*; cabeça (\d+:[0-9a-f]{64})$/gm)].flatMap((m) => [
      '--desde',
      `${m[1]}=${m[2]}`,
    ]);
    expect(guardadas).toEqual([
      '--desde',
      expect.stringMatching(/^auditoria=\d+:[0-9a-f]{64}$/),
      '--desde',
      'acesso_dados_pessoais=0:' + '0'.repeat(64),
    ]);
    expect(r.stdout).toContain(`Cabeças para guardar fora deste servidor: ${guardadas.join(' ')}`);
  });

  it('a wiped access log and a cut audit trail fail; an acknowledged restart passes, recorded', async () => {
    const elo = Number(/auditoria=(\d+):/.exec(guardadas[1])![1]);
    // One statement, no trigger to switch off.
    await noBanco(
      false,
      `INSERT INTO acesso_dados_pessoais (em, cpf, unidade_codigo, endpoint, operacao, categorias)
       VALUES (now(), '27408155570', '1261', 'admissoes.dadosPessoais', 'CONSULTA', '{identificacao}')`,
    );
    await noBanco(false, 'TRUNCATE acesso_dados_pessoais');
    await noBanco(
      true,
      `DELETE FROM auditoria WHERE elo > ${elo - 2}`,
      `UPDATE cadeia_hash c SET elo = a.elo, hash = a.hash FROM auditoria a WHERE c.tabela = 'auditoria' AND a.elo = ${elo - 2}`,
    );
    const r = verificar(...guardadas);
    expect(r.status, r.stdout).toBe(1);
    expect(r.stderr).toMatch(
      /^acesso_dados_pessoais: REINICIADA em .* \(TRUNCATE\), sem reconhecimento — a cadeia tinha 1 elo\(s\)/m,
    );
    expect(r.stderr).toMatch(
      new RegExp(`^auditoria: NÃO ESTENDE a cabeça guardada ${elo}:.* termina no elo ${elo - 2}`, 'm'),
    );
    expect(r.stdout).not.toContain('Cabeças para guardar');

    const ok = verificar('--reconhecer-reinicio', 'acesso_dados_pessoais', '--motivo', 'Teste de restauração.');
    expect(ok.stdout).toMatch(/^acesso_dados_pessoais: reinício reconhecido por .* e registrado na auditoria\.$/m);
    expect(ok.stdout).toMatch(
      /^acesso_dados_pessoais: íntegra — 0 linha\(s\), vazia; reiniciada em .* \(TRUNCATE, reconhecido\)/m,
    );
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
  }, 90_000);

  it('fails after a row is changed directly in the database, naming it', async () => {
    const db = await openDb({ dataDir });
    try {
      await db.transaction(async (tx) => {
        await tx.exec('SET LOCAL session_replication_role = replica');
        await tx.query(
          `UPDATE auditoria SET alteracoes = '{"situacao": {"de": "PENDENTE", "para": "APROVADA"}}' WHERE elo = 3`,
        );
      });
    } finally {
      await db.close();
    }
    const r = verificar();
    expect(r.stderr).toMatch(/^auditoria: ADULTERADA no elo 3 \(id \d+\) — conteúdo alterado/m);
    expect(r.status).toBe(1);
    // Opens the database and starts a TypeScript process: 19 s once on two busy cores.
  }, 90_000);
});
