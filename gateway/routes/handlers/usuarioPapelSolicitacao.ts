/**
 * 'Solicitações' (/usuarios/solicitacoes/): the access requests of the token's unit and their
 * analysis by an administrator (catalogue schemas/endpoints/usuarioPapelSolicitacao.json).
 * - `solicitacaoCadastro` lists them (never another unit's); `detalhe` reads one through the same query;
 * - `aprovar` creates the user when the CPF has none yet, grants the requested roles in the unit
 *   and marks the request APROVADA;
 * - `reprovar` marks it REPROVADA with the reason.
 * Both commands are declared writes (routes/declared-write.ts): one transaction, the unit check, the
 * declared transition of SOLICITACAO_ACESSO (a decided request cannot be decided again: code 4,
 * nothing written) and the audit rows. Roles reach the user's tokens at the next sign-in, because the
 * identity claims (gateway/security/users.ts) are read when the session starts.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { SOLICITACAO_ACESSO_ENTITY } from '../../domain/entities.ts';
import { SOLICITACAO_ACESSO } from '../../domain/transitions.ts';
import { ok } from '../../lib/envelope.ts';
import { type List, paginate, asContaining, asDate, asDigits, asText } from '../list.ts';
import { texto as str, semAcentosSql, dataHoraSql } from '../../lib/text.ts';
import { missingRecord } from '../../lib/unit-scope.ts';
import { diff } from '../../lib/write.ts';
import { papeisNaUnidade } from '../../security/users.ts';
import { declaredWrite } from '../declared-write.ts';
import { defineHandlers, type HandlerContext } from '../../contract/handler.ts';
import { stateLabel, umDe } from '../lib/request-values.ts';

export const MSG_APROVADA = 'Solicitação aprovada. O usuário terá os perfis no próximo acesso.';
/**
 * A request made before the form asked for a password has no hash to give the new user: the user
 * is created with an unusable one and must have the access reset before signing in to the
 * reference identity provider (in production the state's IdP already holds the credentials).
 */
export const MSG_APROVADA_SEM_SENHA = `${MSG_APROVADA} A solicitação não tem senha cadastrada: o usuário precisa redefinir o acesso antes de entrar.`;
export const MSG_REPROVADA = 'Solicitação reprovada.';
/**
 * What `usuario.senha_hash` holds for a user created without a password: not of the
 * 'scrypt$salt$hash' form, so gateway/lib/password.ts `verifyPassword` refuses every password.
 */
export const SENHA_INUTILIZAVEL = '!redefinir-acesso';

const NOME_BUSCA = semAcentosSql('s.nome');

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = {
  nome: NOME_BUSCA,
  cpf: 's.cpf',
  dataSolicitacao: 's.criada_em',
  situacao: 's.situacao',
};

type Solicitacao = RecordOf<'usuarioPapelSolicitacao.solicitacaoCadastro'>;
const DESCRICOES = ['Pendente', 'Aprovada', 'Reprovada'] as const satisfies readonly NonNullable<
  Solicitacao['situacaoDescricao']
>[];

type LinhaSolicitacao = Omit<Solicitacao, 'situacao' | 'situacaoDescricao'> & Required<Pick<Solicitacao, 'situacao'>>;

/**
 * The list's query: the filters of the catalogue, and `id` — not a filter of the catalogue — by
 * which `detalhe` reads one request through this same query.
 */
const CONSULTA: List<
  RequestOf<'usuarioPapelSolicitacao.solicitacaoCadastro'> & { id?: number },
  LinhaSolicitacao,
  Solicitacao
> = {
  from: 'FROM solicitacao_acesso s LEFT JOIN usuario a ON a.cpf = s.analisada_por',
  countFrom: 'FROM solicitacao_acesso s',
  columns: `s.id, s.cpf, s.nome, s.email, s.unidade_codigo AS "codigoUnidade",
    coalesce((SELECT string_agg(pa.nome, ', ' ORDER BY pa.nome) FROM papel pa WHERE pa.codigo = ANY (s.papeis)), '') AS papeis,
    s.papeis AS "codigosPapeis", s.justificativa, s.situacao,
    ${dataHoraSql('s.criada_em')} AS "dataSolicitacao",
    CASE WHEN s.analisada_por IS NULL THEN NULL ELSE coalesce(a.nome, s.analisada_por) END AS "analisadaPor",
    ${dataHoraSql('s.analisada_em')} AS "dataAnalise",
    s.motivo_reprovacao AS "motivoReprovacao", s.versao`,
  unitScope: ['s.unidade_codigo = $1'],
  filters: {
    nome: { value: asContaining, sql: (n) => `${NOME_BUSCA} LIKE ${n}` },
    cpf: { value: asDigits, sql: (n) => `s.cpf = ${n}` },
    situacao: { value: asText, sql: (n) => `s.situacao = ${n}` },
    // The period ('Relatório de solicitações de acesso'): days of the request, Brasília time, both ends included.
    dataInicio: { value: asDate, sql: (n) => `(s.criada_em AT TIME ZONE 'America/Sao_Paulo')::date >= ${n}::date` },
    dataFim: { value: asDate, sql: (n) => `(s.criada_em AT TIME ZONE 'America/Sao_Paulo')::date <= ${n}::date` },
    id: { value: (v) => v, sql: (n) => `s.id = ${n}` },
  },
  // Without a sort the newest request comes first (the index of migration 011), the id as the tie-break.
  sort: { fields: SORT_SQL, default: 'dataSolicitacao', direction: 'DESC', tieBreak: (dir) => `s.id ${dir}` },
  row: ({ situacao: sit, dataSolicitacao, analisadaPor, dataAnalise, motivoReprovacao, versao, ...r }) => ({
    ...r,
    situacao: sit,
    situacaoDescricao: stateLabel(SOLICITACAO_ACESSO, DESCRICOES, sit),
    dataSolicitacao,
    analisadaPor,
    dataAnalise,
    motivoReprovacao,
    versao,
  }),
};

const consulta = (ctx: HandlerContext<RequestOf<'usuarioPapelSolicitacao.solicitacaoCadastro'> & { id?: number }>) =>
  paginate(ctx, CONSULTA);

export default defineHandlers({
  'usuarioPapelSolicitacao.solicitacaoCadastro': (ctx) => consulta(ctx),
  /** One request of the token's unit, with the list's fields; unknown or another unit's → the same code 2. */
  'usuarioPapelSolicitacao.detalhe': async (ctx) => {
    const a = await consulta({
      ...ctx,
      input: { id: ctx.input.id },
      paging: { page: 0, size: 1, offset: 0, order: 'ASC', orders: ['ASC'] },
    });
    if (a.body.codigoMensagem !== 0) return missingRecord();
    return ok(a.body.objeto[0]);
  },
  /** The router locks the request (two administrators deciding at once queue up), checks its unit and applies 'aprovar'. */
  'usuarioPapelSolicitacao.aprovar': declaredWrite(SOLICITACAO_ACESSO_ENTITY, async ({ auth }, rw) => {
    const s = rw.before;
    const unidade = s.unidade!;
    // The new user signs in to the reference IdP with the password chosen on the request; the
    // request's unit becomes the home unit; no matrícula (MASP) is known yet, and neither a second
    // e-mail, phones nor a bond: the form does not ask for them, so they start empty. An existing
    // user (another unit's, or one approved before) keeps their data and password and only gets the
    // roles. ON CONFLICT rather than a prior SELECT: two units approving the same person at once
    // cannot both insert.
    const { rows: novo } = await rw.tx.query(
      `INSERT INTO usuario (cpf, nome, email, matricula, senha_hash, unidade_codigo, email_secundario, telefone, celular, vinculo)
       VALUES ($1, $2, $3, '', $4, $5, NULL, NULL, NULL, NULL)
       ON CONFLICT (cpf) DO NOTHING RETURNING cpf`,
      [s.cpf, s.nome, s.email, s.senha_hash ?? SENHA_INUTILIZAVEL, unidade],
    );
    const criado = novo.length > 0;
    const antes = await papeisNaUnidade(rw.tx, s.cpf, unidade);
    // Roles that no longer exist are skipped rather than failing the whole approval.
    await rw.tx.query(
      `INSERT INTO usuario_unidade_papel (cpf, unidade_codigo, papel_codigo)
       SELECT $1, $2, codigo FROM papel WHERE codigo = ANY ($3::text[])
       ON CONFLICT DO NOTHING`,
      [s.cpf, unidade, s.papeis],
    );
    const depois = await papeisNaUnidade(rw.tx, s.cpf, unidade);
    const papeis = diff({ papeis: antes }, { papeis: depois });
    // A new record starts at version 1; an existing user's 'Alterar permissões' form is now stale.
    if (!criado && papeis.papeis) await rw.tx.query('UPDATE usuario SET versao = versao + 1 WHERE cpf = $1', [s.cpf]);
    await rw.tx.query('UPDATE solicitacao_acesso SET analisada_por = $2, analisada_em = now() WHERE id = $1', [
      rw.id,
      auth!.sub,
    ]);
    await rw.w.audit('usuario', s.cpf, {
      ...(criado ? diff({}, { nome: s.nome, email: s.email, codigoUnidade: unidade }) : {}),
      ...papeis,
    });
    const semSenha = criado && s.senha_hash === null;
    return ok(
      { id: rw.id, situacao: umDe(['APROVADA'], rw.to) },
      undefined,
      semSenha ? MSG_APROVADA_SEM_SENHA : MSG_APROVADA,
    );
  }),
  /** 'reprovar' with the reason, long enough once trimmed (the catalogue's minLength, lib/validation.ts). */
  'usuarioPapelSolicitacao.reprovar': declaredWrite(SOLICITACAO_ACESSO_ENTITY, async ({ auth, input }, rw) => {
    const motivo = str(input.motivo);
    await rw.tx.query(
      `UPDATE solicitacao_acesso SET motivo_reprovacao = $2, analisada_por = $3, analisada_em = now() WHERE id = $1`,
      [rw.id, motivo, auth!.sub],
    );
    rw.changed({ motivoReprovacao: { de: null, para: motivo } });
    return ok({ id: rw.id, situacao: umDe(['REPROVADA'], rw.to) }, undefined, MSG_REPROVADA);
  }),
});
