/**
 * Verifies the hash chains of `auditoria` and `acesso_dados_pessoais` (migration 032): every row,
 * in link order, must hash (SHA-256, computed here in Node) to its stored hash, name the previous
 * row's hash, and take the next link; the last row must be the chain's head. So an edited row fails
 * its own hash, a row edited with a recomputed hash fails the next row's link, a deleted row leaves
 * a gap, and deleted last rows leave the head ahead of the table. The text hashed is the database's
 * `linha_canonica` of the row — the same function the insert trigger used.
 *
 * What it cannot see: someone who rewrites a whole chain from a row to the head (with the database
 * owner's rights). Against that the head is printed by `npm run auditoria:verificar` to be kept
 * elsewhere (docs/DEPLOYMENT.md): a later head that does not extend a kept one gives it away.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/types.ts';

export const TABELAS_ENCADEADAS = ['auditoria', 'acesso_dados_pessoais'] as const;
export type TabelaEncadeada = (typeof TABELAS_ENCADEADAS)[number];

export interface Quebra {
  /** The link where the chain breaks (the first missing one, for a gap). */
  elo: number;
  /** The row's id, when the row exists. */
  id?: number;
  motivo: string;
}

export interface ResultadoCadeia {
  tabela: TabelaEncadeada;
  /** Rows verified. */
  linhas: number;
  /** The head: last link and its hash (to be kept elsewhere and compared later). */
  elo: number;
  hash: string;
  /** The first link kept (after a retention purge, the purged rows' last + 1). */
  primeiroElo: number;
  /** When a TRUNCATE (a reseed) started the chain over, if it did. */
  reiniciadaEm: Date | null;
  quebra?: Quebra;
}

const sha256 = (texto: string) => createHash('sha256').update(texto, 'utf8').digest('hex');

interface Cabeca {
  elo: string | number;
  hash: string;
  inicio_elo: string | number;
  inicio_hash: string;
  reiniciada_em: Date | string | null;
}

interface Linha {
  id: string | number;
  elo: string | number;
  hash_anterior: string;
  hash: string;
  canonica: string;
}

/** Walks one chain from its first row to the head read when the walk starts; stops at the first break. */
export async function verificarCadeia(db: Db, tabela: TabelaEncadeada, lote = 5_000): Promise<ResultadoCadeia> {
  if (!TABELAS_ENCADEADAS.includes(tabela)) throw new Error(`Tabela sem cadeia: ${tabela}`);
  const {
    rows: [c],
  } = await db.query<Cabeca>(
    'SELECT elo, hash, inicio_elo, inicio_hash, reiniciada_em FROM cadeia_hash WHERE tabela = $1',
    [tabela],
  );
  if (!c) throw new Error(`A cadeia de ${tabela} não existe (migração 032 não aplicada?).`);
  const cabeca = Number(c.elo);
  const resultado: ResultadoCadeia = {
    tabela,
    linhas: 0,
    elo: cabeca,
    hash: c.hash,
    primeiroElo: Number(c.inicio_elo) + 1,
    reiniciadaEm: c.reiniciada_em ? new Date(c.reiniciada_em) : null,
  };
  let esperado = Number(c.inicio_elo) + 1;
  let anterior = c.inicio_hash;
  let ultimo = -1;
  const quebrou = (q: Quebra) => ({ ...resultado, quebra: q });
  for (;;) {
    const { rows } = await db.query<Linha>(
      `SELECT id, elo, hash_anterior, hash, linha_canonica(to_jsonb(t), t.em) AS canonica
         FROM ${tabela} t WHERE elo > $1 AND elo <= $2 ORDER BY elo LIMIT ${lote}`,
      [ultimo, cabeca],
    );
    for (const r of rows) {
      const elo = Number(r.elo);
      const id = Number(r.id);
      if (elo < esperado)
        return quebrou({ elo, id, motivo: `linha fora da cadeia: o elo ${elo} vem antes do início (${esperado}).` });
      if (elo > esperado)
        return quebrou({
          elo: esperado,
          motivo: `linha(s) excluída(s): faltam os elos ${esperado}${elo - 1 > esperado ? ` a ${elo - 1}` : ''}.`,
        });
      if (sha256(r.canonica) !== r.hash)
        return quebrou({ elo, id, motivo: 'conteúdo alterado: o hash da linha não confere.' });
      if (r.hash_anterior !== anterior)
        return quebrou({
          elo,
          id,
          motivo: `a linha anterior (elo ${elo - 1}) foi alterada ou substituída: o hash anterior não confere.`,
        });
      anterior = r.hash;
      esperado++;
      resultado.linhas++;
    }
    if (rows.length < lote) break;
    ultimo = Number(rows[rows.length - 1].elo);
  }
  if (esperado <= cabeca)
    return quebrou({
      elo: esperado,
      motivo: `linha(s) excluída(s) no fim: faltam os elos ${esperado}${cabeca > esperado ? ` a ${cabeca}` : ''}.`,
    });
  if (anterior !== c.hash)
    return quebrou({ elo: cabeca, motivo: 'a cabeça da cadeia não confere com a última linha.' });
  return resultado;
}

/** Both chains. */
export async function verificarCadeias(db: Db): Promise<ResultadoCadeia[]> {
  const out: ResultadoCadeia[] = [];
  for (const t of TABELAS_ENCADEADAS) out.push(await verificarCadeia(db, t));
  return out;
}

const n = (x: number) => x.toLocaleString('pt-BR');

/** One line per chain, as `npm run auditoria:verificar` prints it. */
export function descreverResultado(r: ResultadoCadeia): string {
  if (r.quebra)
    return `${r.tabela}: ADULTERADA no elo ${n(r.quebra.elo)}${r.quebra.id !== undefined ? ` (id ${r.quebra.id})` : ''} — ${r.quebra.motivo}`;
  const desde = r.reiniciadaEm ? `; reiniciada em ${r.reiniciadaEm.toISOString()} (TRUNCATE)` : '';
  const faixa = r.linhas ? `elos ${n(r.primeiroElo)} a ${n(r.elo)}` : 'vazia';
  return `${r.tabela}: íntegra — ${n(r.linhas)} linha(s), ${faixa}${desde}; cabeça ${r.elo}:${r.hash}`;
}
