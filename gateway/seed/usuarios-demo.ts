/**
 * Writing a demo user (gateway/db/demo-users.ts): the record, with its contacts and bond, and the
 * roles per unit. The seed writes them all; a database seeded before a user or a column existed is
 * completed at its next start.
 */
import type { DemoUser } from '../db/demo-users.ts';
import { ANA, DEMO_USERS } from '../db/demo-users.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { Db } from '../db/types.ts';
import { hashPassword } from '../lib/password.ts';
import { loadPapeis } from '../screens.ts';

export async function inserirUsuarioDemo(db: Db, u: DemoUser): Promise<void> {
  await db.query(
    `INSERT INTO usuario (cpf, nome, nome_social, email, matricula, senha_hash, unidade_codigo, email_secundario, telefone, celular, vinculo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      u.cpf,
      u.nome,
      u.nomeSocial,
      u.email,
      u.matricula,
      await hashPassword(u.senha),
      u.unidade,
      u.emailSecundario,
      u.telefone,
      u.celular,
      u.vinculo,
    ],
  );
  await insertRows(
    db,
    'usuario_unidade_papel',
    ['cpf', 'unidade_codigo', 'papel_codigo'],
    u.unidades.flatMap((un) => un.papeis.map((p) => [u.cpf, un.codigo, p])),
  );
}

/**
 * The demo users added after a database was seeded (Diego with 'Processos judiciais', Elisa with
 * the published screens), on a database seeded with the demo users (Ana there). Their roles are
 * created first when screens/papeis.json gained them since (the start-up sync of roles runs after
 * the seed), and they acknowledge the seeded notices as every demo user did (seed/avisos.ts), so
 * their first sign-in is the others'.
 */
export async function garantirUsuariosDemo(db: Db): Promise<void> {
  const { rows } = await db.query<{ cpf: string }>('SELECT cpf FROM usuario WHERE cpf = ANY ($1::text[])', [
    DEMO_USERS.map((u) => u.cpf),
  ]);
  const existem = new Set(rows.map((r) => r.cpf));
  const faltam = DEMO_USERS.filter((u) => !existem.has(u.cpf));
  if (!existem.has(ANA.cpf) || !faltam.length) return;
  const nomes = new Map(loadPapeis().map((p) => [p.codigo, p.nome]));
  const papeis = [...new Set(faltam.flatMap((u) => u.unidades.flatMap((x) => x.papeis)))];
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO papel (codigo, nome) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING',
      [papeis, papeis.map((p) => nomes.get(p) ?? p)],
    );
    for (const u of faltam) {
      await inserirUsuarioDemo(tx, u);
      await tx.query(
        `INSERT INTO aviso_ciencia (aviso_id, cpf, unidade_codigo, ciente_em)
         SELECT a.id, $1, $2, now() FROM aviso a WHERE a.criado_por = $3`,
        [u.cpf, u.unidade, ANA.cpf],
      );
    }
  });
}

/**
 * The contacts and bond of the demo users on a database seeded before migration 036. Every demo
 * user has a bond, so one without it was written before; a recorded one is never overwritten.
 */
export async function completarUsuariosDemo(db: Db): Promise<void> {
  for (const u of DEMO_USERS)
    await db.query(
      `UPDATE usuario SET email_secundario = $2, telefone = $3, celular = $4, vinculo = $5 WHERE cpf = $1 AND vinculo IS NULL`,
      [u.cpf, u.emailSecundario, u.telefone, u.celular, u.vinculo],
    );
}
