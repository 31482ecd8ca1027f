/**
 * Test helpers of the document uploads (documentos.test.ts, documentos-recusas.test.ts): a
 * multipart body built byte by byte (so a test controls every header and byte a browser would
 * send) and the persons an upload may name (the person must exist in the unit).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

/** multipart/form-data bytes, as a browser's FormData would send them (names in UTF-8). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----prhBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    } else chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Pensioners of `unidade` numbered `numeros`: beneficiaries of a new special pension numbered
 * `pensao`, instituted by the unit's first servant (the small test seed has no pensioners).
 */
export async function criarPessoas(db: Db, unidade: string, numeros: string[], pensao: number): Promise<void> {
  const {
    rows: [s],
  } = await db.query<{ id: number; inst: string }>(
    `SELECT s.id, s.instituicao_codigo AS inst FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
      WHERE i.unidade_codigo = $1 ORDER BY s.id LIMIT 1`,
    [unidade],
  );
  await db.query(
    `INSERT INTO pensao_especial (numero, instituicao_codigo, instituidor_id, especie, fundamento_legal, data_concessao, valor)
     VALUES ($1, $2, $3, 'Especial', 'Lei de teste', '2020-01-01', 1000)`,
    [pensao, s.inst, s.id],
  );
  await db.query(
    `INSERT INTO pensionista (numero_pessoa, tipo, pensao_especial_numero, instituicao_codigo, nome, nome_busca, cpf, data_nascimento, sexo)
     SELECT n, 'PENSAO_ESPECIAL', $2, $3, 'Pessoa ' || n, 'PESSOA ' || n, lpad(n, 11, '0'), '1950-05-01', 'F' FROM unnest($1::text[]) n`,
    [numeros, pensao, s.inst],
  );
}
