/**
 * The users of the token's unit (catalogue schemas/endpoints/usuario.json):
 * - `usuario.solicitarAcesso` stores an access request (table `solicitacao_acesso`, approved later
 *   by an administrator, usuarioPapelSolicitacao.ts) with the terms-of-use version the visitor
 *   accepted on the form; the password chosen there is kept only as its scrypt hash. A second
 *   request for a CPF and unit already pending is refused with code 4 saying so — no protocol,
 *   name or roles — and stores nothing;
 * - 'Alterar permissões' (/usuarios/editPermissao/{codigoUnidade}/{cpf}):
 *   `listaUsuarioEspecificoComPapeis` loads one user — the spec's user record: contacts, bond, MASP
 *   (`matricula` under both names), last name — with the roles held in the token's unit and the
 *   record's version. Its unit-and-roles pairs are the token's unit's only, like the report's rows:
 *   the roles someone holds in another unit are that unit's information. `enviaUsuarioComPapeisNovos`
 *   replaces those roles (one transaction, version check, audit row {papeis: {de, para}}),
 *   `listarUsuarioUnidade` lists the unit's users;
 * - the user report ('Relatório de usuários', `usuario.relatorio`): the users holding at least one
 *   role in the token's unit with the roles they hold there (pending requests are not users yet and
 *   belong to 'Solicitações'); each row carries the unit's code, so the screen can link it to
 *   'Alterar permissões'. Its export (`usuario.exportar`) is a report job (gateway/reports), which
 *   replays the report sorted by nome ascending.
 * A user belongs to a unit, for these screens, when they hold a role there or asked for access
 * there (security/users.ts). Another unit's users are invisible (code 2) or refused (code 4 / 403).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { isSenhaValida, MSG_SENHA_FRACA } from '../../../schemas/senha.ts';
import { USUARIO_ENTITY } from '../../domain/entities.ts';
import { TERMO_USO_VIGENTE, versaoInexistente } from '../../domain/termo-uso.ts';
import { badRequest, forbidden, noResult, ok } from '../../lib/envelope.ts';
import { papeisDaUnidade, todosOsPapeis } from '../../lib/papeis.ts';
import { hashPassword } from '../../lib/password.ts';
import { semAcentosSql } from '../../lib/text.ts';
import { MSG_UNIDADE_OUTRA } from '../../lib/unit-scope.ts';
import { diff } from '../../lib/write.ts';
import { papeisNaUnidade, pertenceAUnidade } from '../../security/users.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { declaredWrite } from '../declared-write.ts';
import { captchaRefusal, captchaSolved } from '../lib/anonymous-call.ts';
import { asContaining, asDigits, asText, list } from '../list.ts';

export const MSG_SOLICITACAO_PENDENTE =
  'Já existe uma solicitação de cadastro pendente para este CPF nesta unidade. Aguarde a análise do administrador da unidade.';
export const MSG_SOLICITACAO_OK =
  'Solicitação de cadastro enviada com sucesso. Aguarde a análise do administrador da unidade.';
const MSG_UNIDADE = 'Unidade não encontrada.';
const MSG_PAPEIS = 'Perfil de acesso não disponível para a unidade.';
export const MSG_PERMISSOES_OK = 'Permissões alteradas com sucesso. Valem a partir do próximo acesso do usuário.';
export const MSG_ULTIMO_ADMIN = 'Você não pode remover o seu último perfil de Administrador.';
const ADMINISTRADOR = 'ADMINISTRADOR';

const NOME_BUSCA = semAcentosSql('u.nome');

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = { nome: NOME_BUSCA, cpf: 'u.cpf', email: 'u.email', matricula: 'u.matricula' };

export default defineHandlers({
  'usuario.solicitarAcesso': async ({ db, input }) => {
    // Checked first and consumed whatever the outcome below: one challenge, one submission.
    if (!(await captchaSolved(db, input.captcha))) return captchaRefusal();
    const cpf = onlyDigits(String(input.cpf));
    const unidade = String(input.codigoUnidade);
    const pedidos: string[] = [...new Set<string>(input.papeis)];
    // The catalogue only requires a string: the rule lives in schemas/senha.ts so the refusal can
    // name it (the shared pattern message is generic). The value is never logged nor echoed back.
    if (!isSenhaValida(input.senha))
      return badRequest([{ campo: 'senha', mensagem: MSG_SENHA_FRACA }], MSG_SENHA_FRACA);
    if (String(input.versaoTermo) !== TERMO_USO_VIGENTE) return versaoInexistente('versaoTermo');
    const disponiveis = await papeisDaUnidade(db, unidade);
    if (!disponiveis) return badRequest([{ campo: 'codigoUnidade', mensagem: MSG_UNIDADE }], MSG_UNIDADE);
    if (pedidos.some((p) => !disponiveis.some((d) => d.codigo === p)))
      return badRequest([{ campo: 'papeis', mensagem: MSG_PAPEIS }], MSG_PAPEIS);
    // A request already pending for this CPF and unit: refused, nothing stored or replaced, so the person
    // knows to wait for the analysis. The refusal names no protocol, role or date, and each try costs a
    // proof of work, like any anonymous call.
    const { rows: pend } = await db.query(
      'SELECT 1 FROM solicitacao_acesso WHERE cpf = $1 AND unidade_codigo = $2 AND situacao = $3 LIMIT 1',
      [cpf, unidade, 'PENDENTE'],
    );
    if (pend.length)
      return badRequest([{ campo: 'cpf', mensagem: MSG_SOLICITACAO_PENDENTE }], MSG_SOLICITACAO_PENDENTE);
    // Only the scrypt hash is stored. Why a password at all: the reference identity provider
    // (gateway/idp) signs users in with CPF and password, so the approval creates the user with the
    // password chosen here. In production the state's central IdP already knows the person and this
    // hash is not needed.
    const senhaHash = await hashPassword(input.senha);
    const {
      rows: [row],
    } = await db.query<{ id: number }>(
      `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, justificativa, senha_hash, termo_versao, termo_aceito_em)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) RETURNING id`,
      [
        cpf,
        String(input.nome).trim(),
        String(input.email).trim(),
        unidade,
        pedidos,
        typeof input.justificativa === 'string' ? input.justificativa.trim() || null : null,
        senhaHash,
        String(input.versaoTermo),
      ],
    );
    return ok({ id: row.id, situacao: 'PENDENTE' }, undefined, MSG_SOLICITACAO_OK);
  },
  'usuario.listaUsuarioEspecificoComPapeis': async ({ db, auth, input }) => {
    const unidade = auth!.unidade;
    const cpf = onlyDigits(String(input.cpf));
    if (!(await pertenceAUnidade(db, cpf, unidade))) return noResult();
    const {
      rows: [u],
    } = await db.query<RecordOf<'usuario.listaUsuarioEspecificoComPapeis'>>(
      `SELECT u.cpf, u.nome, regexp_replace(btrim(u.nome), '^.*[[:space:]]', '') AS "ultimoNome",
            u.email, u.email_secundario AS "emailSecundario", u.telefone, u.celular, u.vinculo,
            u.matricula, u.matricula AS masp, un.codigo AS "codigoUnidade", un.sigla || ' - ' || un.nome AS unidade,
            coalesce(array_agg(pa.codigo ORDER BY pa.nome) FILTER (WHERE pa.codigo IS NOT NULL), '{}') AS papeis,
            coalesce(string_agg(pa.nome, ', ' ORDER BY pa.nome), '') AS "nomesPapeis",
            CASE WHEN count(pa.codigo) = 0 THEN '[]'::json
                 ELSE json_build_array(json_build_object(
                   'unidade', json_build_object('codigo', un.codigo, 'sigla', un.sigla, 'nome', un.nome),
                   'papeis', json_agg(json_build_object('codigo', pa.codigo, 'nome', pa.nome) ORDER BY pa.nome)))
            END AS "unidadePapelDTOList",
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
  },
  // A declared write (catalogue `write`): the router has locked the user, of the token's unit (a
  // missing one or another unit's is refused on cpf, USUARIO_ENTITY.notFound), and checked the
  // version; it writes the next version and the audit row when the roles change.
  'usuario.enviaUsuarioComPapeisNovos': declaredWrite(USUARIO_ENTITY, async ({ auth, input }, rw) => {
    const unidade = auth!.unidade;
    const cpf = String(rw.id);
    const para: string[] = [...new Set<string>(input.papeis)].sort();
    const { rows: conhecidos } = await rw.tx.query<{ codigo: string }>(
      'SELECT codigo FROM papel WHERE codigo = ANY ($1::text[])',
      [para],
    );
    const desconhecidos = para.filter((c) => !conhecidos.some((k) => k.codigo === c));
    if (desconhecidos.length) rw.w.invalid('papeis', `Perfil de acesso não encontrado: ${desconhecidos.join(', ')}.`);

    const de = await papeisNaUnidade(rw.tx, cpf, unidade);
    // An administrator must not lock themselves (and possibly the whole unit) out of user
    // management: their own last ADMINISTRADOR role, across every unit, stays.
    if (cpf === auth!.sub && de.includes(ADMINISTRADOR) && !para.includes(ADMINISTRADOR)) {
      const { rows: outras } = await rw.tx.query(
        'SELECT 1 FROM usuario_unidade_papel WHERE cpf = $1 AND papel_codigo = $2 AND unidade_codigo <> $3 LIMIT 1',
        [cpf, ADMINISTRADOR, unidade],
      );
      if (!outras.length) rw.w.invalid('papeis', MSG_ULTIMO_ADMIN);
    }

    const alteracoes = diff({ papeis: de }, { papeis: para });
    // Saving the same roles changes nothing: no new version, no audit row.
    if (alteracoes.papeis) {
      await rw.tx.query(
        'DELETE FROM usuario_unidade_papel WHERE cpf = $1 AND unidade_codigo = $2 AND NOT (papel_codigo = ANY ($3::text[]))',
        [cpf, unidade, para],
      );
      await rw.tx.query(
        `INSERT INTO usuario_unidade_papel (cpf, unidade_codigo, papel_codigo)
         SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
        [cpf, unidade, para],
      );
      rw.changed(alteracoes);
    }
    return ok({ cpf, papeis: para, versao: rw.version }, undefined, MSG_PERMISSOES_OK);
  }),
  'usuario.listarUsuarioUnidade': async ({ db, auth, input }) => {
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
  },
  'usuario.relatorio': list({
    from: `FROM usuario u JOIN usuario_unidade_papel uup ON uup.cpf = u.cpf
    JOIN papel pa ON pa.codigo = uup.papel_codigo JOIN unidade un ON un.codigo = uup.unidade_codigo`,
    countFrom: 'FROM usuario u JOIN usuario_unidade_papel uup ON uup.cpf = u.cpf',
    // A user has a row per role: counted once.
    count: 'count(DISTINCT u.cpf)',
    columns: `u.cpf, u.nome, u.nome_social AS "nomeSocial", u.email, u.matricula, un.sigla || ' - ' || un.nome AS unidade, un.codigo AS "codigoUnidade",
    string_agg(pa.nome, ', ' ORDER BY pa.nome) AS papeis, array_agg(pa.codigo ORDER BY pa.nome) AS "codigosPapeis"`,
    groupBy: 'GROUP BY u.cpf, un.codigo',
    unitScope: ['uup.unidade_codigo = $1'],
    filters: {
      nome: { value: asContaining, sql: (n) => `${NOME_BUSCA} LIKE ${n}` },
      cpf: { value: asDigits, sql: (n) => `u.cpf = ${n}` },
      papel: {
        value: asText,
        sql: (n) =>
          `EXISTS (SELECT 1 FROM usuario_unidade_papel x WHERE x.cpf = u.cpf AND x.unidade_codigo = $1 AND x.papel_codigo = ${n})`,
      },
    },
    sort: { fields: SORT_SQL, default: 'nome', tieBreak: (dir) => `u.cpf ${dir}` },
    row: ({ nomeSocial, ...r }: Omit<RecordOf<'usuario.relatorio'>, 'nomeSocial'> & { nomeSocial: string | null }) =>
      nomeSocial ? { ...r, nomeSocial } : r,
  }),
  /** The 'Perfil' filter's options: the roles themselves, never a copy of their names in the screen. */
  'usuario.listaPapeis': async ({ db }) => {
    const rows = await todosOsPapeis(db);
    return rows.length ? ok(rows) : noResult();
  },
});
