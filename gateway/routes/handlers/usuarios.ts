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
import { avatarSvg } from '../../lib/avatar.ts';
import { fileAnswer, forbidden, noResult, ok } from '../../lib/envelope.ts';
import { todosOsPapeis } from '../../lib/papeis.ts';
import { lista, valorContendo, valorDigitos, valorTexto } from '../lista.ts';
import { semAcentosSql } from '../../lib/text.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';

const NOME_BUSCA = semAcentosSql('u.nome');

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = { nome: NOME_BUSCA, cpf: 'u.cpf', email: 'u.email', matricula: 'u.matricula' };

const relatorio: Handler<'usuario.relatorio'> = lista({
  de: `FROM usuario u JOIN usuario_unidade_papel uup ON uup.cpf = u.cpf
    JOIN papel pa ON pa.codigo = uup.papel_codigo JOIN unidade un ON un.codigo = uup.unidade_codigo`,
  contagemDe: 'FROM usuario u JOIN usuario_unidade_papel uup ON uup.cpf = u.cpf',
  // A user has a row per role: counted once.
  contagem: 'count(DISTINCT u.cpf)',
  colunas: `u.cpf, u.nome, u.nome_social AS "nomeSocial", u.email, u.matricula, un.sigla || ' - ' || un.nome AS unidade, un.codigo AS "codigoUnidade",
    string_agg(pa.nome, ', ' ORDER BY pa.nome) AS papeis, array_agg(pa.codigo ORDER BY pa.nome) AS "codigosPapeis"`,
  agrupamento: 'GROUP BY u.cpf, un.codigo',
  escopo: ['uup.unidade_codigo = $1'],
  filtros: {
    nome: { valor: valorContendo, sql: (n) => `${NOME_BUSCA} LIKE ${n}` },
    cpf: { valor: valorDigitos, sql: (n) => `u.cpf = ${n}` },
    papel: {
      valor: valorTexto,
      sql: (n) =>
        `EXISTS (SELECT 1 FROM usuario_unidade_papel x WHERE x.cpf = u.cpf AND x.unidade_codigo = $1 AND x.papel_codigo = ${n})`,
    },
  },
  ordem: { campos: SORT_SQL, padrao: 'nome', desempate: (dir) => `u.cpf ${dir}` },
  linha: ({ nomeSocial, ...r }: Omit<RecordOf<'usuario.relatorio'>, 'nomeSocial'> & { nomeSocial: string | null }) =>
    nomeSocial ? { ...r, nomeSocial } : r,
});

/** The 'Perfil' filter's options: the roles themselves, never a copy of their names in the screen. */
const listaPapeis: Handler<'usuario.listaPapeis'> = async ({ db }) => {
  const rows = await todosOsPapeis(db);
  return rows.length ? ok(rows) : noResult();
};

/** The signed-in user's own photo (a drawn avatar here: gateway/lib/avatar.ts); another user's is 403. */
const foto: Handler<'usuario.foto'> = async ({ auth, input }) => {
  const cpf = onlyDigits(String(input.cpf));
  if (cpf !== auth?.sub) return forbidden();
  return fileAnswer({ body: Buffer.from(avatarSvg(cpf)), filename: 'foto.svg', contentType: 'image/svg+xml' });
};

export const usuariosHandlers = {
  'usuario.relatorio': relatorio,
  'usuario.listaPapeis': listaPapeis,
  'usuario.foto': foto,
} satisfies Handlers<'usuario.relatorio' | 'usuario.listaPapeis' | 'usuario.foto'>;
