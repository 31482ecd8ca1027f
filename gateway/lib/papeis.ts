/**
 * Every role as the database holds it (table `papel`, synchronised from screens/papeis.json at each
 * start): the one list behind every role picker — notice audiences, the roles a unit grants, the
 * 'Perfil' filter of 'Relatório de usuários' — so a role's name is written once.
 */
import type { Db } from '../db/types.ts';

export interface Papel {
  codigo: string;
  nome: string;
}

/**
 * The user `cpf` belongs to the unit `unidade` (SQL expressions), for the user-management screens:
 * they hold a role there or asked for access there (so an administrator can give back the roles of
 * someone whose roles were all removed). One rule for the check (security/users.ts) and the lock
 * of a permissions write (domain/entities.ts).
 */
export const pertenceAUnidadeSql = (cpf: string, unidade: string): string =>
  `(EXISTS (SELECT 1 FROM usuario_unidade_papel WHERE cpf = ${cpf} AND unidade_codigo = ${unidade})
     OR EXISTS (SELECT 1 FROM solicitacao_acesso WHERE cpf = ${cpf} AND unidade_codigo = ${unidade}))`;

/** Every role, ordered by name. */
export async function todosOsPapeis(db: Db): Promise<Papel[]> {
  return (await db.query<Papel>('SELECT codigo, nome FROM papel ORDER BY nome, codigo')).rows;
}

/** The roles that can be requested in `unidade` (every role of the reference data); null for an unknown unit. */
export async function papeisDaUnidade(db: Db, unidade: string): Promise<Papel[] | null> {
  const { rows: u } = await db.query('SELECT 1 FROM unidade WHERE codigo = $1', [unidade]);
  if (!u.length) return null;
  return todosOsPapeis(db);
}
