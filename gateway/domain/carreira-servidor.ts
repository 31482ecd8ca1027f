/**
 * THE source of a servant's current career level and grade: the generated record (gateway/servidores/)
 * says when each movement falls due; whether it was granted is the progression table's decision
 * (`progressao_servidor`, docs/PROGRESSAO-PROMOCAO.md). Every reader of a servant's career — the
 * servant record and its tabs, the pay slips, FIPA, the progression's evolution, the seed's bonus
 * base — builds the record through `registroServidor`/`registrosServidores`, so a movement that is
 * 'Não apta', awaiting validation or disapproved leaves the servant in the previous level everywhere,
 * and validating it moves every one of them at once. Laudas are made of VALIDADA movements only
 * (gateway/domain/gestao-lauda.ts), whose new level is this same current level.
 */
import type { Db } from '../db/types.ts';
import { registroDe, type DecisaoCarreira, type Registro, type ServidorBase } from '../servidores/index.ts';

/** The decision on each servant's latest assessed movement, by servant id (one query for a batch). */
export async function decisoesCarreira(db: Db, ids: number[]): Promise<Map<number, DecisaoCarreira>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: number; aquisicao: string; concedida: boolean }>(
    `SELECT DISTINCT ON (servidor_id) servidor_id AS id, to_char(data_aquisicao, 'YYYY-MM-DD') AS aquisicao, situacao = 'VALIDADA' AS concedida
       FROM progressao_servidor WHERE servidor_id = ANY($1::int[]) ORDER BY servidor_id, data_aquisicao DESC, id DESC`,
    [`{${ids.join(',')}}`],
  );
  return new Map(rows.map((r) => [r.id, { dataAquisicao: r.aquisicao, concedida: r.concedida }]));
}

/** The servant's record with the career the progression table granted. */
export async function registroServidor(db: Db, base: ServidorBase): Promise<Registro> {
  return registroDe(base, undefined, (await decisoesCarreira(db, [base.id])).get(base.id));
}

/** The records of several servants (a seed batch, a page), with one query for their decisions. */
export async function registrosServidores(db: Db, bases: Iterable<ServidorBase>): Promise<Registro[]> {
  const lista = [...bases];
  const decisoes = await decisoesCarreira(
    db,
    lista.map((b) => b.id),
  );
  return registrosCom(lista, decisoes);
}

/** The records of `bases` with their decisions already read (the seed reads both at once). */
export function registrosCom(bases: Iterable<ServidorBase>, decisoes: Map<number, DecisaoCarreira>): Registro[] {
  return [...bases].map((b) => registroDe(b, undefined, decisoes.get(b.id)));
}
