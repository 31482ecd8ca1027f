/**
 * Verifies the hash chains of `auditoria` and `acesso_dados_pessoais` (migration 032): every row,
 * in link order, must hash (SHA-256, computed here in Node) to its stored hash, name the previous
 * row's hash, and take the next link; the last row must be the chain's head. So an edited row fails
 * its own hash, a row edited with a recomputed hash fails the next row's link, a deleted row leaves
 * a gap, and deleted last rows leave the head ahead of the table. The text hashed is the database's
 * `linha_canonica` of the row — the same function the insert trigger used.
 *
 * A chain emptied by a TRUNCATE once it had links is a PENDING restart (migration 035) and fails
 * until an operator acknowledges it (lib/cadeia-reinicio.ts).
 *
 * What the table and its head alone cannot show: someone with the owner's rights who deletes the
 * last rows and moves the head back, or rewrites the chain from a row to the head. Against that
 * `npm run auditoria:verificar` prints the heads, to be kept off this host (docs/DEPLOYMENT.md), and
 * takes a kept head back (`--desde tabela=elo:hash`): the chain must still hold that link with
 * that hash, and verify from it to today's head.
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
  /** When a TRUNCATE started the chain over, if it did. */
  reiniciadaEm: Date | null;
  /** That restart still waits for an operator's acknowledgement (a failure until then). */
  reinicioPendente: boolean;
  /** The head the chain had before that restart, when known. */
  cabecaAnterior: { elo: number; hash: string } | null;
  quebra?: Quebra;
  /** The head kept elsewhere that was given (`--desde`), and why the chain does not extend it. */
  desde?: CabecaGuardada & { falha?: string };
}

/** A head as the verifier prints it and an operator keeps it: `elo:hash`. */
export interface CabecaGuardada {
  elo: number;
  hash: string;
}

/** Whether the chain fails: broken, restarted without acknowledgement, or not extending a kept head. */
export const falhou = (r: ResultadoCadeia): boolean => Boolean(r.quebra || r.reinicioPendente || r.desde?.falha);

/** `tabela=elo:hash` (as the verifier prints it), or undefined when it is not one. */
export function lerCabecaGuardada(texto: string): { tabela: TabelaEncadeada; cabeca: CabecaGuardada } | undefined {
  const m = /^([a-z_]+)=(\d{1,18}):([0-9a-f]{64})$/.exec(texto.trim());
  if (!m || !TABELAS_ENCADEADAS.includes(m[1] as TabelaEncadeada)) return undefined;
  return { tabela: m[1] as TabelaEncadeada, cabeca: { elo: Number(m[2]), hash: m[3] } };
}

const sha256 = (texto: string) => createHash('sha256').update(texto, 'utf8').digest('hex');

interface Cabeca {
  elo: string | number;
  hash: string;
  inicio_elo: string | number;
  inicio_hash: string;
  reiniciada_em: Date | string | null;
  reinicio_elo: string | number | null;
  reinicio_hash: string | null;
  reinicio_pendente: boolean;
}

interface Linha {
  id: string | number;
  elo: string | number;
  hash_anterior: string;
  hash: string;
  canonica: string;
}

/**
 * Walks one chain from its first row to the head read when the walk starts; stops at the first
 * break. `desde`: a head kept elsewhere, which the chain must extend.
 */
export async function verificarCadeia(
  db: Db,
  tabela: TabelaEncadeada,
  o: { lote?: number; desde?: CabecaGuardada } = {},
): Promise<ResultadoCadeia> {
  if (!TABELAS_ENCADEADAS.includes(tabela)) throw new Error(`Tabela sem cadeia: ${tabela}`);
  const lote = o.lote ?? 5_000;
  const {
    rows: [c],
  } = await db.query<Cabeca>(
    `SELECT elo, hash, inicio_elo, inicio_hash, reiniciada_em, reinicio_elo, reinicio_hash, reinicio_pendente
       FROM cadeia_hash WHERE tabela = $1`,
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
    reinicioPendente: c.reinicio_pendente,
    cabecaAnterior: c.reinicio_elo === null ? null : { elo: Number(c.reinicio_elo), hash: c.reinicio_hash! },
  };
  if (o.desde) resultado.desde = { ...o.desde, falha: await naoEstende(db, tabela, c, o.desde) };
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

/**
 * Why the chain of `c` does not extend the kept head `k`, or undefined when it does: it must still
 * hold link `k.elo` with hash `k.hash` (the rest — every link from there to today's head — is the
 * walk's to check). Links purged by the retention since cannot be compared.
 */
async function naoEstende(db: Db, tabela: TabelaEncadeada, c: Cabeca, k: CabecaGuardada): Promise<string | undefined> {
  const guardada = `${k.elo}:${k.hash}`;
  if (k.elo === 0) return undefined;
  if (k.elo > Number(c.elo))
    return `a cadeia termina no elo ${c.elo}, antes da cabeça guardada ${guardada}: linhas do fim foram excluídas ou a cadeia recomeçou.`;
  if (k.elo < Number(c.inicio_elo))
    return `o elo ${k.elo} já foi expurgado (a cadeia começa no elo ${Number(c.inicio_elo) + 1}): use uma cabeça guardada mais recente.`;
  const hash =
    k.elo === Number(c.inicio_elo)
      ? c.inicio_hash
      : (await db.query<{ hash: string }>(`SELECT hash FROM ${tabela} WHERE elo = $1`, [k.elo])).rows[0]?.hash;
  if (hash === undefined) return `o elo ${k.elo} da cabeça guardada não existe mais: a cadeia foi reescrita.`;
  if (hash !== k.hash)
    return `o elo ${k.elo} tem outro hash que o da cabeça guardada ${guardada}: a cadeia foi reescrita ou recomeçou depois dela.`;
  return undefined;
}

/** Both chains; `desde`: the heads kept elsewhere, by table. */
export async function verificarCadeias(
  db: Db,
  desde: Partial<Record<TabelaEncadeada, CabecaGuardada>> = {},
): Promise<ResultadoCadeia[]> {
  const out: ResultadoCadeia[] = [];
  for (const t of TABELAS_ENCADEADAS) out.push(await verificarCadeia(db, t, { desde: desde[t] }));
  return out;
}

const n = (x: number) => x.toLocaleString('pt-BR');

/** One line per chain, as `npm run auditoria:verificar` prints it. */
export function descreverResultado(r: ResultadoCadeia): string {
  if (r.quebra)
    return `${r.tabela}: ADULTERADA no elo ${n(r.quebra.elo)}${r.quebra.id !== undefined ? ` (id ${r.quebra.id})` : ''} — ${r.quebra.motivo}`;
  const quando = r.reiniciadaEm ? r.reiniciadaEm.toISOString() : 'data desconhecida';
  if (r.reinicioPendente) {
    const tinha = r.cabecaAnterior
      ? `a cadeia tinha ${n(r.cabecaAnterior.elo)} elo(s), cabeça ${r.cabecaAnterior.elo}:${r.cabecaAnterior.hash}`
      : 'o que a cadeia tinha não foi registrado';
    return `${r.tabela}: REINICIADA em ${quando} (TRUNCATE), sem reconhecimento — ${tinha}. Se foi intencional, registre: npm run auditoria:verificar -- --reconhecer-reinicio ${r.tabela} --motivo "…"`;
  }
  if (r.desde?.falha)
    return `${r.tabela}: NÃO ESTENDE a cabeça guardada ${r.desde.elo}:${r.desde.hash} — ${r.desde.falha}`;
  const reinicio = r.reiniciadaEm ? `; reiniciada em ${quando} (TRUNCATE, reconhecido)` : '';
  const faixa = r.linhas ? `elos ${n(r.primeiroElo)} a ${n(r.elo)}` : 'vazia';
  const estende = r.desde ? `; estende a cabeça guardada ${r.desde.elo}:${r.desde.hash}` : '';
  return `${r.tabela}: íntegra — ${n(r.linhas)} linha(s), ${faixa}${reinicio}${estende}; cabeça ${r.elo}:${r.hash}`;
}

/** The line to keep off this host: the next run passes it back (`--desde …`) to prove the chains extend it. */
export const cabecasParaGuardar = (rs: ResultadoCadeia[]): string =>
  `Cabeças para guardar fora deste servidor: ${rs.map((r) => `--desde ${r.tabela}=${r.elo}:${r.hash}`).join(' ')}`;
