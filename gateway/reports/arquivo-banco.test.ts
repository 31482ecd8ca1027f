/**
 * Report files in the database (migration 033): a file of several parts comes back byte for byte,
 * a second store replaces the first (a job run again after a crash), and the parts go with the
 * report — deleted by `apagarArquivo` and by the cascade when the job row is deleted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { BRUNO } from '../db/demo-users.ts';
import { startTestApp } from '../testing/support.ts';
import { apagarArquivo, guardarArquivo, lerArquivo, PARTE_BYTES, temArquivo } from './arquivo-banco.ts';
import { createJob } from './jobs.ts';

let gw: GatewayApp;
const pasta = mkdtempSync(join(tmpdir(), 'arquivo-banco-'));

beforeAll(async () => {
  gw = await startTestApp(20);
});
afterAll(async () => {
  await gw?.close();
  rmSync(pasta, { recursive: true, force: true });
});

const novoJob = () =>
  createJob(gw.db, {
    cpf: BRUNO.cpf,
    unidade: '1261',
    nome_relatorio: 'arquivo',
    formato: 'CSV',
    endpoint: 'pesquisarServidores',
    tela: 'pesquisa-servidor',
    filtros: {},
    paginacao: {},
    orgao: '1261',
  });

async function lido(id: number): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of lerArquivo(gw.db, id)) partes.push(p as Buffer);
  return Buffer.concat(partes);
}

function arquivo(nome: string, bytes: Buffer): string {
  const f = join(pasta, nome);
  writeFileSync(f, bytes);
  return f;
}

const partes = async (id: number) =>
  (
    await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM relatorio_arquivo_parte WHERE relatorio_id = $1', [
      id,
    ])
  ).rows[0].n;

describe('report files in the database', () => {
  it('a file of several parts is stored one part per row and read back byte for byte', async () => {
    const id = await novoJob();
    const bytes = randomBytes(2 * PARTE_BYTES + 12_345);
    expect(await temArquivo(gw.db, id)).toBe(false);
    expect(await gw.db.transaction((tx) => guardarArquivo(tx, id, arquivo('grande.bin', bytes)))).toBe(bytes.length);
    expect(await partes(id)).toBe(3);
    expect(await temArquivo(gw.db, id)).toBe(true);
    expect((await lido(id)).equals(bytes)).toBe(true);
  });

  it('storing again replaces every part (a job generated again after a crash)', async () => {
    const id = await novoJob();
    await guardarArquivo(gw.db, id, arquivo('a.bin', randomBytes(PARTE_BYTES + 1)));
    const menor = Buffer.from('Nome;CPF\r\nAna;***\r\n');
    await guardarArquivo(gw.db, id, arquivo('b.bin', menor));
    expect(await partes(id)).toBe(1);
    expect((await lido(id)).equals(menor)).toBe(true);
  });

  it('the parts go with the report: deleted with it, and with the job row', async () => {
    const a = await novoJob();
    const b = await novoJob();
    for (const id of [a, b]) await guardarArquivo(gw.db, id, arquivo(`${id}.bin`, randomBytes(1000)));
    await apagarArquivo(gw.db, a);
    expect(await partes(a)).toBe(0);
    expect((await lido(a)).length).toBe(0);
    await gw.db.query('DELETE FROM relatorio_solicitado WHERE id = $1', [b]);
    expect(await partes(b)).toBe(0);
  });
});
