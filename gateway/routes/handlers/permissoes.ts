/**
 * 'Alterar permissões' (/usuarios/editPermissao/{codigoUnidade}/{cpf}) and the user list of a unit
 * (catalogue schemas/endpoints/usuario.json):
 * - `listaUsuarioEspecificoComPapeis` loads one user with the role codes held in the token's unit
 *   and the record's version;
 * - `enviaUsuarioComPapeisNovos` replaces those roles through gateway/lib/write.ts (one
 *   transaction, version check, audit row {papeis: {de, para}});
 * - `listarUsuarioUnidade` lists the users holding a role in the token's unit.
 * A user belongs to a unit, for these screens, when they hold a role there or asked for access
 * there (so an administrator can give back the roles of someone whose roles were all removed).
 * Another unit's users are invisible (code 2) or refused (code 4 / 403), never shown.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { semAcentosSql } from '../../lib/text.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import type { Db } from '../../db/types.ts';
import { forbidden, noResult, ok } from '../../lib/envelope.ts';
import { diff, write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { papeisNaUnidade } from './solicitacoes.ts';

export const MSG_PERMISSOES_OK = 'Permissões alteradas com sucesso. Valem a partir do próximo acesso do usuário.';
export const MSG_USUARIO_FORA = 'Usuário não encontrado nesta unidade.';
export const MSG_ULTIMO_ADMIN = 'Você não pode remover o seu último perfil de Administrador.';
export const MSG_UNIDADE_OUTRA = 'A unidade informada não é a unidade do usuário.';
const ADMINISTRADOR = 'ADMINISTRADOR';

/** The user holds a role in the unit or has an access request there. */
export async function pertenceAUnidade(db: Db, cpf: string, unidade: string): Promise<boolean> {
  const { rows } = await db.query<{ sim: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM usuario_unidade_papel WHERE cpf = $1 AND unidade_codigo = $2)
         OR EXISTS (SELECT 1 FROM solicitacao_acesso WHERE cpf = $1 AND unidade_codigo = $2) AS sim`,
    [cpf, unidade],
  );
  return rows[0].sim === true;
}

const listaUsuarioEspecificoComPapeis: Handler<'usuario.listaUsuarioEspecificoComPapeis'> = async ({
  db,
  auth,
  input,
}) => {
  const unidade = auth!.unidade;
  const cpf = onlyDigits(String(input.cpf));
  if (!(await pertenceAUnidade(db, cpf, unidade))) return noResult();
  const {
    rows: [u],
  } = await db.query<RecordOf<'usuario.listaUsuarioEspecificoComPapeis'>>(
    `SELECT u.cpf, u.nome, u.email, u.matricula, un.codigo AS "codigoUnidade", un.sigla || ' - ' || un.nome AS unidade,
            coalesce(array_agg(pa.codigo ORDER BY pa.nome) FILTER (WHERE pa.codigo IS NOT NULL), '{}') AS papeis,
            coalesce(string_agg(pa.nome, ', ' ORDER BY pa.nome), '') AS "nomesPapeis",
            u.versao
       FROM usuario u
       JOIN unidade un ON un.codigo = $2
       LEFT JOIN usuario_unidade_papel uup ON uup.cpf = u.cpf AND uup.unidade_codigo = un.codigo
       LEFT JOIN papel pa ON pa.codigo = uup.papel_codigo
      WHERE u.cpf = $1
      GROUP BY u.cpf, un.codigo`,
    [cpf, unidade],
  );
  return u ? ok(u) : noResult();
};

const enviaUsuarioComPapeisNovos: Handler<'usuario.enviaUsuarioComPapeisNovos'> = async ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    // The router already refused another unit's code (catalogue `session`); the unit written is
    // the token's in any case.
    const unidade = auth!.unidade;
    w.ownUnit(String(input.codigoUnidade));
    const cpf = onlyDigits(String(input.cpf));
    const {
      rows: [u],
    } = await w.tx.query<{ versao: number }>('SELECT versao FROM usuario WHERE cpf = $1 FOR UPDATE', [cpf]);
    if (!u || !(await pertenceAUnidade(w.tx, cpf, unidade))) w.invalid('cpf', MSG_USUARIO_FORA);
    w.version(u.versao, input.versao);

    const para: string[] = [...new Set<string>(input.papeis)].sort();
    const { rows: conhecidos } = await w.tx.query<{ codigo: string }>(
      'SELECT codigo FROM papel WHERE codigo = ANY ($1::text[])',
      [para],
    );
    const desconhecidos = para.filter((c) => !conhecidos.some((k) => k.codigo === c));
    if (desconhecidos.length) w.invalid('papeis', `Perfil de acesso não encontrado: ${desconhecidos.join(', ')}.`);

    const de = await papeisNaUnidade(w.tx, cpf, unidade);
    // An administrator must not lock themselves (and possibly the whole unit) out of user
    // management: their own last ADMINISTRADOR role, across every unit, stays.
    if (cpf === auth!.sub && de.includes(ADMINISTRADOR) && !para.includes(ADMINISTRADOR)) {
      const { rows: outras } = await w.tx.query(
        'SELECT 1 FROM usuario_unidade_papel WHERE cpf = $1 AND papel_codigo = $2 AND unidade_codigo <> $3 LIMIT 1',
        [cpf, ADMINISTRADOR, unidade],
      );
      if (!outras.length) w.invalid('papeis', MSG_ULTIMO_ADMIN);
    }

    const alteracoes = diff({ papeis: de }, { papeis: para });
    let versao = u.versao;
    // Saving the same roles changes nothing: no new version, no audit row.
    if (alteracoes.papeis) {
      await w.tx.query(
        'DELETE FROM usuario_unidade_papel WHERE cpf = $1 AND unidade_codigo = $2 AND NOT (papel_codigo = ANY ($3::text[]))',
        [cpf, unidade, para],
      );
      await w.tx.query(
        `INSERT INTO usuario_unidade_papel (cpf, unidade_codigo, papel_codigo)
         SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
        [cpf, unidade, para],
      );
      const { rows } = await w.tx.query<{ versao: number }>(
        'UPDATE usuario SET versao = versao + 1 WHERE cpf = $1 RETURNING versao',
        [cpf],
      );
      versao = rows[0].versao;
      await w.audit('usuario', cpf, alteracoes);
    }
    return ok({ cpf, papeis: para, versao }, undefined, MSG_PERMISSOES_OK);
  });

const listarUsuarioUnidade: Handler<'usuario.listarUsuarioUnidade'> = async ({ db, auth, input }) => {
  if (String(input.id) !== auth!.unidade) return forbidden(MSG_UNIDADE_OUTRA);
  const { rows } = await db.query<RecordOf<'usuario.listarUsuarioUnidade'>>(
    `SELECT u.cpf, u.nome, u.email, string_agg(pa.nome, ', ' ORDER BY pa.nome) AS papeis
       FROM usuario_unidade_papel uup
       JOIN usuario u ON u.cpf = uup.cpf
       JOIN papel pa ON pa.codigo = uup.papel_codigo
      WHERE uup.unidade_codigo = $1
      GROUP BY u.cpf
      ORDER BY ${semAcentosSql('u.nome')}, u.cpf`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

export const permissoesHandlers = {
  'usuario.listaUsuarioEspecificoComPapeis': listaUsuarioEspecificoComPapeis,
  'usuario.enviaUsuarioComPapeisNovos': enviaUsuarioComPapeisNovos,
  'usuario.listarUsuarioUnidade': listarUsuarioUnidade,
} satisfies Handlers<
  'usuario.listaUsuarioEspecificoComPapeis' | 'usuario.enviaUsuarioComPapeisNovos' | 'usuario.listarUsuarioUnidade'
>;
