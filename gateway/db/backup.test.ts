/**
 * `npm run backup` / `npm run restore`: a seeded data folder on disk is copied
 * by the real command, restored by the real command into a new folder, and gives back the same
 * rows in every table, its signing keys and its report files. A folder still in use and a
 * restore over a database are refused.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastaSemeada } from '../testing/templates.ts';
import { naPg } from '../testing/support.ts';
import { contarLinhas, copiarPasta, restaurarPasta } from './backup.ts';
import { BancoEmUso, openPglite } from './pglite.ts';

const raiz = resolve(import.meta.dirname, '../..');
const tsx = resolve(raiz, 'node_modules/.bin/tsx');

/** Runs the npm script's command as `npm run backup|restore` does, with DATA_DIR. */
function comando(acao: 'copiar' | 'restaurar', dataDir: string, arquivo: string) {
  const r = spawnSync(tsx, ['gateway/cli/backup.ts', acao, arquivo], {
    cwd: raiz,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return { status: r.status, saida: `${r.stdout}${r.stderr}` };
}

/** The rows of all tables together, as the commands print them ('1.234'). */
const total = (linhas: Record<string, number>) =>
  Object.values(linhas)
    .reduce((a, b) => a + b, 0)
    .toLocaleString('pt-BR');

// About PGlite's data folder; PostgreSQL's backup is pg_dump's.
describe.skipIf(naPg)('backup and restore of the embedded database', () => {
  let pasta: string;
  let origem: string;
  /** Rows of every table of `origem`, counted while the report row is written (no second open). */
  let antes: Record<string, number>;
  /**
   * The one `npm run backup` of the file, taken by the first test that needs it: both tests need a
   * backup of `origem`, and each copy opens, counts and compresses the whole database (seconds).
   */
  let backup: ReturnType<typeof comando> | undefined;
  const arquivo = () => join(pasta, 'copia.tar.gz');
  const copiar = () => (backup ??= comando('copiar', origem, arquivo()));
  beforeAll(async () => {
    pasta = mkdtempSync(join(tmpdir(), 'portalrh-backup-'));
    origem = await pastaSemeada('portalrh-backup-origem-');
    // A finished report, its file and its row (which keeps the file's absolute path).
    mkdirSync(join(origem, 'relatorios'), { recursive: true });
    writeFileSync(join(origem, 'relatorios', '1.csv'), 'Nome;CPF\n');
    const db = await openPglite(origem);
    await db.query(
      `INSERT INTO relatorio_solicitado (id, cpf, unidade, nome_relatorio, formato, endpoint, orgao_momento_agendamento, status, arquivo)
       VALUES (1, '00000000191', '1501', 'Pesquisar servidor', 'CSV', 'listaServidores', 'SEPLAG', 'CONCLUIDO', $1)`,
      [join(origem, 'relatorios', '1.csv')],
    );
    antes = await contarLinhas(db);
    await db.close();
  });
  afterAll(() => {
    rmSync(pasta, { recursive: true, force: true });
    rmSync(origem, { recursive: true, force: true });
  });

  it('npm run backup then npm run restore into a new folder give the same rows, keys and files', async () => {
    const copia = copiar();
    expect(copia.saida).toMatch(
      /Cópia de segurança de .* gravada em .*copia\.tar\.gz: .* MB, \d+ tabelas, [\d.]+ linhas\./,
    );
    expect(copia.saida).toContain(` ${Object.keys(antes).length} tabelas, ${total(antes)} linhas.`);
    expect(copia.status).toBe(0);
    const destino = join(pasta, 'destino');
    const volta = comando('restaurar', destino, arquivo());
    expect(volta.status, volta.saida).toBe(0);
    expect(volta.saida.replace(/^.*a partir de /s, '')).toBe(copia.saida.replace(/^.*gravada em /s, ''));
    expect(antes.servidor).toBe(20);
    expect(Object.values(antes).filter((n) => n > 0).length).toBeGreaterThan(20);
    expect(readFileSync(join(destino, 'keys.json'), 'utf8')).toBe(readFileSync(join(origem, 'keys.json'), 'utf8'));
    expect(readFileSync(join(destino, 'relatorios', '1.csv'), 'utf8')).toBe('Nome;CPF\n');
    // Table by table, counted again on the restored folder; 'Meus relatórios' there reads the file there.
    const db = await openPglite(destino);
    const depois = await contarLinhas(db);
    const { rows } = await db.query<{ arquivo: string }>('SELECT arquivo FROM relatorio_solicitado WHERE id = 1');
    await db.close();
    expect(depois).toEqual(antes);
    expect(rows[0].arquivo).toBe(join(destino, 'relatorios', '1.csv'));
    expect(existsSync(join(destino, 'pglite.pid'))).toBe(false);
    // The archive holds the keys and every record: its owner's alone, like the folders (the test
    // process keeps the usual umask, 0022).
    expect(statSync(arquivo()).mode & 0o777).toBe(0o600);
    for (const dir of [origem, destino])
      expect(
        readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) => statSync(join(dir, p)).mode & 0o077),
      ).toEqual([]);
  }, 180_000);

  it('refuses a folder another process holds, and a restore over a database', async () => {
    const outro = spawn('sleep', ['30']);
    try {
      writeFileSync(join(origem, 'pglite.pid'), String(outro.pid));
      await expect(copiarPasta(origem, join(pasta, 'x.tar.gz'))).rejects.toBeInstanceOf(BancoEmUso);
    } finally {
      outro.kill();
      rmSync(join(origem, 'pglite.pid'), { force: true });
    }
    // A real backup of the database, restored over the database it came from.
    expect(copiar().status).toBe(0);
    await expect(restaurarPasta(arquivo(), origem)).rejects.toThrow(`A pasta ${origem} não está vazia`);
    expect(comando('restaurar', origem, arquivo()).saida).toContain('não está vazia');
  }, 120_000);
});
