/**
 * The user report ('Relatório de usuários', `usuario.relatorio`): the users holding at least one
 * role in the token's unit — never another unit's — with the roles they hold there. Pending access
 * requests are not users yet and belong to 'Solicitações' (`solicitacao_acesso`), so they are not
 * listed. The export (`usuario.exportar`) is a report job (gateway/reports), which replays this
 * handler sorted by nome ascending. Each row carries the unit's code (`codigoUnidade`, always the
 * token's), so the screen can link it to 'Alterar permissões' (/usuarios/editPermissao/{codigoUnidade}/{cpf}).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { noResult, ok, paginacao } from '../../lib/envelope.ts';
import { todosOsPapeis } from '../../lib/papeis.ts';
import { contar, ordemEPagina } from '../../lib/sql-pagina.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { escapeLike, normalizeName, texto as str, semAcentosSql } from '../../lib/text.ts';
import type { Handler, Handlers } from '../types.ts';

const NOME_BUSCA = semAcentosSql('u.nome');

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = { nome: NOME_BUSCA, cpf: 'u.cpf', email: 'u.email', matricula: 'u.matricula' };

const relatorio: Handler<'usuario.relatorio'> = async ({ db, auth, input, paging }) => {
  const p = paging!;
  const { add, params, sql } = sqlWhere(['uup.unidade_codigo = $1'], [auth!.unidade]);
  const nome = normalizeName(str(input.nome));
  if (nome) add((n) => `${NOME_BUSCA} LIKE ${n}`, `%${escapeLike(nome)}%`);
  const cpf = onlyDigits(str(input.cpf));
  if (cpf) add((n) => `u.cpf = ${n}`, cpf);
  const papel = str(input.papel);
  if (papel) add((n) => `EXISTS (SELECT 1 FROM usuario_unidade_papel x WHERE x.cpf = u.cpf AND x.unidade_codigo = $1 AND x.papel_codigo = ${n})`, papel);

  const from = `FROM usuario u JOIN usuario_unidade_papel uup ON uup.cpf = u.cpf WHERE ${sql()}`;
  const { total, limitado } = await contar(db, from, params, { paging: p, expr: 'count(DISTINCT u.cpf)' });
  const pag = paginacao(p.page, p.size, total, limitado);
  if (total === 0) return noResult(pag);

  const { rows } = await db.query<Omit<RecordOf<'usuario.relatorio'>, 'nomeSocial'> & { nomeSocial: string | null }>(
    `SELECT u.cpf, u.nome, u.nome_social AS "nomeSocial", u.email, u.matricula,
            un.sigla || ' - ' || un.nome AS unidade,
            un.codigo AS "codigoUnidade",
            string_agg(pa.nome, ', ' ORDER BY pa.nome) AS papeis,
            array_agg(pa.codigo ORDER BY pa.nome) AS "codigosPapeis"
       ${from.replace('WHERE', 'JOIN papel pa ON pa.codigo = uup.papel_codigo JOIN unidade un ON un.codigo = uup.unidade_codigo WHERE')}
      GROUP BY u.cpf, un.codigo
      ${ordemEPagina(p, SORT_SQL, 'nome', (dir) => `u.cpf ${dir}`)}`,
    params,
  );
  return ok(
    rows.map(({ nomeSocial, ...r }) => (nomeSocial ? { ...r, nomeSocial } : r)),
    pag,
  );
};

/** The 'Perfil' filter's options: the roles themselves, never a copy of their names in the screen. */
const listaPapeis: Handler<'usuario.listaPapeis'> = async ({ db }) => {
  const rows = await todosOsPapeis(db);
  return rows.length ? ok(rows) : noResult();
};

export const usuariosHandlers = {
  'usuario.relatorio': relatorio,
  'usuario.listaPapeis': listaPapeis,
} satisfies Handlers<'usuario.relatorio' | 'usuario.listaPapeis'>;
