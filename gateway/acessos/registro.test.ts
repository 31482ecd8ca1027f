/**
 * The access log's writer alone, over a fake database: rows wait in memory and go in batches of
 * one statement each, at the tick or as soon as a batch is full; a refused batch is kept and tried
 * again, dropped after three refusals (and logged), never blocking the rows behind it for good.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.ts';
import { filtrosDe, type LinhaAcesso } from './linha.ts';
import { RegistroAcessos } from './registro.ts';

interface Chamada {
  sql: string;
  linhas: number;
}

/** Records every statement; INSERTs fail while `recusar` > 0. */
function bancoFalso() {
  const chamadas: Chamada[] = [];
  let recusar = 0;
  const db = {
    kind: 'pglite',
    async query(sql: string, params?: unknown[]) {
      if (sql.startsWith('SELECT cpf, nome FROM usuario'))
        return { rows: [{ cpf: '27408155570', nome: 'Bruno Consultor' }] };
      if (recusar > 0) {
        recusar--;
        throw new Error('banco indisponível');
      }
      chamadas.push({ sql, linhas: (JSON.parse(String(params![0])) as unknown[]).length });
      return { rows: [] };
    },
  } as unknown as Db;
  return { db, chamadas, recusar: (n: number) => (recusar = n) };
}

const linha = (i: number): LinhaAcesso => ({
  em: new Date(),
  cpf: '27408155570',
  unidade: '1261',
  papeis: ['RH_CONSULTA'],
  endpoint: 'admissoes.dadosPessoais',
  operacao: 'CONSULTA',
  categorias: ['identificacao'],
  titular: { tipo: 'servidor', chave: 'id', id: String(i) },
  quantidade: 1,
});

const erros: unknown[] = [];
const log = { error: (o: unknown) => void erros.push(o) };
let registro: RegistroAcessos | undefined;
afterEach(async () => {
  await registro?.close();
  erros.length = 0;
});

describe('RegistroAcessos', () => {
  it('writes 1,200 queued rows as 3 statements of at most 500, when the tick comes', async () => {
    const b = bancoFalso();
    registro = new RegistroAcessos(b.db, { intervaloMs: 3_600_000, lote: 500 });
    for (let i = 0; i < 1_200; i++) registro.registrar(linha(i));
    await registro.gravar();
    expect(b.chamadas.map((c) => c.linhas)).toEqual([500, 500, 200]);
    expect(b.chamadas.every((c) => c.sql.startsWith('INSERT INTO acesso_dados_pessoais'))).toBe(true);
    expect(registro.pendentes).toBe(0);
  });

  it('a full batch is written without waiting for the tick', async () => {
    const b = bancoFalso();
    registro = new RegistroAcessos(b.db, { intervaloMs: 3_600_000, lote: 50 });
    for (let i = 0; i < 49; i++) registro.registrar(linha(i));
    await new Promise((r) => setTimeout(r, 20));
    expect(b.chamadas).toHaveLength(0);
    registro.registrar(linha(49));
    await expect.poll(() => b.chamadas.length).toBe(1);
    expect(b.chamadas[0].linhas).toBe(50);
  });

  it('the timer writes what is queued every interval', async () => {
    const b = bancoFalso();
    registro = new RegistroAcessos(b.db, { intervaloMs: 30 });
    registro.registrar(linha(1));
    await expect.poll(() => b.chamadas.length, { timeout: 2_000 }).toBe(1);
  });

  it('a refused batch is kept and tried again; after three refusals it is dropped and logged', async () => {
    const b = bancoFalso();
    registro = new RegistroAcessos(b.db, { intervaloMs: 3_600_000, log });
    registro.registrar(linha(1));
    b.recusar(1);
    await registro.gravar();
    expect(registro.pendentes).toBe(1);
    await registro.gravar();
    expect(b.chamadas).toHaveLength(1);
    registro.registrar(linha(2));
    b.recusar(3);
    for (let i = 0; i < 3; i++) await registro.gravar();
    expect(registro.pendentes).toBe(0);
    expect(registro.descartadas).toBe(1);
    expect(erros.some((e) => (e as { motivo?: string }).motivo === 'recusadas pelo banco')).toBe(true);
  });

  it('beyond maxFila waiting rows the oldest are dropped and counted', async () => {
    const b = bancoFalso();
    registro = new RegistroAcessos(b.db, { intervaloMs: 3_600_000, lote: 1_000, maxFila: 10, log });
    for (let i = 0; i < 15; i++) registro.registrar(linha(i));
    expect(registro.pendentes).toBe(10);
    expect(registro.descartadas).toBe(5);
  });

  it('close() writes what is left', async () => {
    const b = bancoFalso();
    const r = new RegistroAcessos(b.db, { intervaloMs: 3_600_000 });
    r.registrar(linha(1));
    await r.close();
    expect(b.chamadas).toHaveLength(1);
  });
});

describe('filtrosDe', () => {
  it('keeps short filter values, never the key, the session values, secrets or files', () => {
    const f = filtrosDe(
      {
        nome: 'Maria',
        numeroFuncionario: '123',
        codigoUnidade: '1261',
        senha: 'x',
        captcha: 'y',
        vazio: '',
        lista: ['A', 'B'],
        obj: { a: 1 },
        longo: 'z'.repeat(300),
      },
      ['numeroFuncionario', 'codigoUnidade'],
    );
    expect(f).toEqual({ nome: 'Maria', lista: ['A', 'B'], longo: `${'z'.repeat(119)}…` });
    expect(filtrosDe({ numeroFuncionario: '1' }, ['numeroFuncionario'])).toBeUndefined();
  });
});
