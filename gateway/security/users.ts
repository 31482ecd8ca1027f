/**
 * Reading users, their units, roles and resources: the source of the identity claims
 * (`jsonUnidadePapeis`) and of the access-token claims per unit.
 */
import type { Db } from '../db/types.ts';
import { pertenceAUnidadeSql } from '../lib/papeis.ts';

export interface UsuarioRow {
  cpf: string;
  nome: string;
  nome_social: string | null;
  email: string;
  matricula: string;
  senha_hash: string;
  unidade_codigo: string;
}

export interface RecursoJson {
  codigo: number;
  chaveMenu: string;
  url: string;
}
export interface PapelJson {
  codigo: string;
  nome: string;
  recursos: RecursoJson[];
}
export interface UnidadePapeisJson {
  unidade: { codigo: string; nome: string; sigla: string };
  papeis: PapelJson[];
}

export async function findUser(db: Db, cpf: string): Promise<UsuarioRow | undefined> {
  const { rows } = await db.query<UsuarioRow>('SELECT * FROM usuario WHERE cpf = $1', [cpf]);
  return rows[0];
}

/** Every unit of the user with its roles and each role's resources (the `jsonUnidadePapeis` claim). */
export async function unidadePapeis(db: Db, cpf: string): Promise<UnidadePapeisJson[]> {
  const { rows } = await db.query<{
    u_codigo: string;
    u_nome: string;
    u_sigla: string;
    p_codigo: string;
    p_nome: string;
    r_codigo: number | null;
    chave_menu: string | null;
    url: string | null;
  }>(
    `SELECT u.codigo AS u_codigo, u.nome AS u_nome, u.sigla AS u_sigla, p.codigo AS p_codigo, p.nome AS p_nome,
            r.codigo AS r_codigo, r.chave_menu, r.url
       FROM usuario_unidade_papel uup
       JOIN unidade u ON u.codigo = uup.unidade_codigo
       JOIN papel p ON p.codigo = uup.papel_codigo
       LEFT JOIN papel_recurso pr ON pr.papel_codigo = p.codigo
       LEFT JOIN recurso r ON r.codigo = pr.recurso_codigo
      WHERE uup.cpf = $1
      ORDER BY u.sigla, p.codigo, r.codigo`,
    [cpf],
  );
  const units = new Map<string, UnidadePapeisJson>();
  for (const r of rows) {
    let u = units.get(r.u_codigo);
    if (!u)
      units.set(r.u_codigo, (u = { unidade: { codigo: r.u_codigo, nome: r.u_nome, sigla: r.u_sigla }, papeis: [] }));
    let p = u.papeis.find((x) => x.codigo === r.p_codigo);
    if (!p) u.papeis.push((p = { codigo: r.p_codigo, nome: r.p_nome, recursos: [] }));
    if (r.r_codigo !== null) p.recursos.push({ codigo: r.r_codigo, chaveMenu: r.chave_menu!, url: r.url! });
  }
  return [...units.values()];
}

/** The identity claims of a user (ID token and the login answer's `usuario`). */
export async function identityClaims(db: Db, user: UsuarioRow) {
  const up = await unidadePapeis(db, user.cpf);
  return {
    cpf: user.cpf,
    name: user.nome,
    nome_social: user.nome_social,
    email: user.email,
    matricula: user.matricula,
    unidade: user.unidade_codigo,
    papeis: [...new Set(up.flatMap((u) => u.papeis.map((p) => p.codigo)))],
    jsonUnidadePapeis: JSON.stringify(up),
  };
}

/** The user belongs to the unit, for the user-management screens (lib/papeis.ts `pertenceAUnidadeSql`). */
export async function pertenceAUnidade(db: Db, cpf: string, unidade: string): Promise<boolean> {
  const { rows } = await db.query<{ sim: boolean }>(`SELECT ${pertenceAUnidadeSql('$1', '$2')} AS sim`, [cpf, unidade]);
  return rows[0].sim === true;
}

/** Role codes a user holds in a unit, sorted (the `de`/`para` of the audit). */
export async function papeisNaUnidade(tx: Db, cpf: string, unidade: string): Promise<string[]> {
  const { rows } = await tx.query<{ papel_codigo: string }>(
    'SELECT papel_codigo FROM usuario_unidade_papel WHERE cpf = $1 AND unidade_codigo = $2 ORDER BY papel_codigo',
    [cpf, unidade],
  );
  return rows.map((r) => r.papel_codigo);
}
