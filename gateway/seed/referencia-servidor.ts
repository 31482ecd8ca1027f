/**
 * Reference data of the servant record: the code lists of the search filters (codes follow the
 * order of `SITUACOES_*`, so they are stable across seeds) and a small table of real Belo
 * Horizonte streets for the CEP lookup and the servants' addresses.
 */
import { SITUACOES_FUNCIONAIS, SITUACOES_SERVIDOR } from '../db/reference-data.ts';
import type { Db } from '../db/types.ts';
import { CEPS_BH, MUNICIPIO_BH } from '../servidores/enderecos.ts';

export async function seedReferenciaServidor(db: Db): Promise<void> {
  for (const [table, list] of [
    ['situacao_funcional', SITUACOES_FUNCIONAIS],
    ['situacao_servidor', SITUACOES_SERVIDOR],
  ] as const) {
    const params: unknown[] = [];
    const tuples = list.map((d, i) => {
      params.push(i + 1, d);
      return `($${params.length - 1}, $${params.length})`;
    });
    await db.query(
      `INSERT INTO ${table} (codigo, descricao) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
      params,
    );
  }
  const params: unknown[] = [];
  const tuples = CEPS_BH.map((c) => {
    params.push(c.cep, c.logradouro, c.bairro, MUNICIPIO_BH.municipio, MUNICIPIO_BH.uf, MUNICIPIO_BH.codigoIbge);
    const n = params.length;
    return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  await db.query(
    `INSERT INTO cep (cep, logradouro, bairro, municipio, uf, codigo_ibge) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
    params,
  );
}

/**
 * A database seeded before migration 003 has no code lists, no CEPs and no phonetic keys: fills
 * them in (once; afterwards there is nothing left to fill), so an existing data folder keeps working.
 */
export async function completarBancoAntigo(db: Db, chaves: (nome: string) => string): Promise<void> {
  await seedReferenciaServidor(db);
  for (;;) {
    const { rows } = await db.query<{ id: number; nome: string }>(
      `SELECT id, nome FROM servidor WHERE nome_fonetico = '{}' LIMIT 5000`,
    );
    if (!rows.length) return;
    const params: unknown[] = [];
    const values = rows.map((r) => {
      params.push(r.id, chaves(r.nome));
      return `($${params.length - 1}::int, $${params.length}::text[])`;
    });
    await db.query(
      `UPDATE servidor s SET nome_fonetico = v.k FROM (VALUES ${values.join(', ')}) AS v(id, k) WHERE s.id = v.id`,
      params,
    );
    if (rows.length < 5000) return;
  }
}
