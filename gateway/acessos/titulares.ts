/**
 * The person behind the access log's ids, both ways. The log keeps only the identifier
 * a request named a person by (a servant's id or número funcionário, a pensioner's id, a CPF); the
 * data officer searches by a person's CPF or name, so a person is turned into every identifier the
 * log may hold for them; and a page of rows is shown with the person's current name and CPF, read
 * from the records now, never stored in the log.
 */
import type { Db } from '../db/types.ts';
import { escapeLike, normalizeName } from '../lib/text.ts';
import { IDENTIFICADORES, TITULARES, type Titular } from './vocabulario.ts';

export interface Referencia {
  tipo: Titular;
  chave: string;
  id: string;
}

interface Servidor {
  id: number;
  numero_funcionario: string;
  cpf: string;
  masp: string;
  nome: string;
}

interface Pessoa {
  id: number;
  numero_pessoa: string;
  cpf: string;
  nome: string;
  servidor_id: number | null;
}

/** Persons a name search resolves to, at most (the officer narrows by CPF past that). */
export const MAX_PESSOAS_POR_NOME = 50;

const doServidor = (s: Servidor): Referencia[] => [
  { tipo: 'servidor', chave: 'id', id: String(s.id) },
  { tipo: 'servidor', chave: 'numeroFuncionario', id: s.numero_funcionario },
  { tipo: 'servidor', chave: 'cpf', id: s.cpf },
  { tipo: 'servidor', chave: 'masp', id: s.masp },
  // A servant's documents and retirement records name them by número funcionário as a person.
  { tipo: 'pessoa', chave: 'numeroPessoa', id: s.numero_funcionario },
  { tipo: 'pessoa', chave: 'cpf', id: s.cpf },
];

const daPessoa = (p: Pessoa): Referencia[] => [
  { tipo: 'pessoa', chave: 'id', id: String(p.id) },
  { tipo: 'pessoa', chave: 'numeroPessoa', id: p.numero_pessoa },
  { tipo: 'pessoa', chave: 'cpf', id: p.cpf },
];

/** The key of a reference in maps and sets. */
export const chaveDaReferencia = (r: Referencia) => `${r.tipo}\u0000${r.chave}\u0000${r.id}`;

const SERVIDOR = 'SELECT id, numero_funcionario, cpf, masp, nome FROM servidor';
const PESSOA = 'SELECT id, numero_pessoa, cpf, nome, servidor_id FROM pensionista';

/** Every identifier the log may hold for these servants and persons (and a person's own servant). */
async function referencias(db: Db, servidores: Servidor[], pessoas: Pessoa[]): Promise<Referencia[]> {
  const idsServidor = new Set(servidores.map((s) => s.id));
  const faltam = pessoas.map((p) => p.servidor_id).filter((id): id is number => id !== null && !idsServidor.has(id));
  const extras = faltam.length
    ? (await db.query<Servidor>(`${SERVIDOR} WHERE id = ANY($1::int[])`, [faltam])).rows
    : [];
  const aposentados = servidores.length
    ? (await db.query<Pessoa>(`${PESSOA} WHERE servidor_id = ANY($1::int[])`, [servidores.map((s) => s.id)])).rows
    : [];
  const todas = [...servidores, ...extras].flatMap(doServidor).concat([...pessoas, ...aposentados].flatMap(daPessoa));
  const vistas = new Set<string>();
  return todas.filter((r) => !vistas.has(chaveDaReferencia(r)) && Boolean(vistas.add(chaveDaReferencia(r))));
}

/** A CPF: the servant, the person and the user with it. */
export async function referenciasDoCpf(db: Db, cpf: string): Promise<Referencia[]> {
  const servidores = (await db.query<Servidor>(`${SERVIDOR} WHERE cpf = $1`, [cpf])).rows;
  const pessoas = (await db.query<Pessoa>(`${PESSOA} WHERE cpf = $1`, [cpf])).rows;
  return [...(await referencias(db, servidores, pessoas)), { tipo: 'usuario', chave: 'cpf', id: cpf }];
}

/** Part of a name (accent- and case-insensitive): up to MAX_PESSOAS_POR_NOME servants and persons. */
export async function referenciasDoNome(db: Db, nome: string): Promise<Referencia[]> {
  const padrao = `%${escapeLike(normalizeName(nome))}%`;
  const servidores = (
    await db.query<Servidor>(`${SERVIDOR} WHERE nome_busca LIKE $1 LIMIT ${MAX_PESSOAS_POR_NOME}`, [padrao])
  ).rows;
  const pessoas = (await db.query<Pessoa>(`${PESSOA} WHERE nome_busca LIKE $1 LIMIT ${MAX_PESSOAS_POR_NOME}`, [padrao]))
    .rows;
  return referencias(db, servidores, pessoas);
}

/** The servant of the record screen (id), when of `unidade`; undefined otherwise (missing or another unit's). */
export async function referenciasDoServidor(
  db: Db,
  id: number,
  unidade: string,
): Promise<{ cpf: string; refs: Referencia[] } | undefined> {
  const { rows } = await db.query<Servidor>(`${SERVIDOR} WHERE id = $1 AND unidade_codigo = $2`, [id, unidade]);
  if (!rows[0]) return undefined;
  return { cpf: rows[0].cpf, refs: await referencias(db, rows, []) };
}

export interface Identificado {
  nome: string | null;
  cpf: string | null;
  /** 'Servidor, nº funcionário 12345' — how the access named the person or record. */
  referencia: string;
}

const COLUNA: Partial<Record<Titular, Record<string, string>>> = {
  servidor: { id: 'id', numeroFuncionario: 'numero_funcionario', cpf: 'cpf', masp: 'masp' },
  pessoa: { id: 'id', numeroPessoa: 'numero_pessoa', cpf: 'cpf' },
};

/** The current name and CPF behind each reference of a page of rows (one query per kind of identifier). */
export async function identificar(db: Db, refs: Referencia[]): Promise<Map<string, Identificado>> {
  const out = new Map<string, Identificado>();
  const grupos = new Map<string, Referencia[]>();
  for (const r of refs) {
    const k = `${r.tipo}\u0000${r.chave}`;
    grupos.set(k, [...(grupos.get(k) ?? []), r]);
    out.set(chaveDaReferencia(r), {
      nome: null,
      cpf: null,
      referencia: `${TITULARES[r.tipo]}, ${IDENTIFICADORES[r.chave] ?? r.chave} ${r.id}`,
    });
  }
  for (const lista of grupos.values()) {
    const { tipo, chave } = lista[0];
    const ids = lista.map((r) => r.id);
    let achados: { valor: string; nome: string; cpf: string }[] = [];
    if (tipo === 'usuario')
      achados = (
        await db.query<{ valor: string; nome: string; cpf: string }>(
          'SELECT cpf AS valor, nome, cpf FROM usuario WHERE cpf = ANY($1::text[])',
          [ids],
        )
      ).rows;
    else if (COLUNA[tipo]?.[chave]) {
      const col = COLUNA[tipo]![chave];
      const tabela = tipo === 'servidor' ? 'servidor' : 'pensionista';
      // The integer id compared as an integer, so its primary key is used.
      const [cond, valores] =
        col === 'id'
          ? ['id = ANY($1::int[])', ids.map(Number).filter(Number.isSafeInteger)]
          : [`${col} = ANY($1::text[])`, ids];
      achados = (
        await db.query<{ valor: string; nome: string; cpf: string }>(
          `SELECT ${col}::text AS valor, nome, cpf FROM ${tabela} WHERE ${cond}`,
          [valores],
        )
      ).rows;
    }
    for (const a of achados) {
      const item = out.get(`${tipo}\u0000${chave}\u0000${a.valor}`);
      if (item && item.nome === null) Object.assign(item, { nome: a.nome, cpf: a.cpf });
    }
  }
  return out;
}
