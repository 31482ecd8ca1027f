/**
 * Writing a demo user (gateway/db/demo-users.ts): the record, with its contacts and bond, and the
 * roles per unit. The seed writes the four; a database seeded before a user or a column existed is
 * completed at its next start.
 */
import type { DemoUser } from '../db/demo-users.ts';
import { DEMO_USERS } from '../db/demo-users.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { Db } from '../db/types.ts';
import { hashPassword } from '../lib/password.ts';

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
