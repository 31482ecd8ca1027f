/**
 * Notices ('Avisos', /aviso/v1; tables of migration 008) — management ('Consultar avisos',
 * 'Cadastrar novo aviso'): a unit lists, reads, creates, activates and deactivates ITS OWN notices
 * — another unit's notice answers like a missing one (gateway/lib/unit-scope.ts), never shown. A
 * notice is addressed to institutions of any unit (listaInstituicoesAviso lists the whole state)
 * and to some roles, or to every role when none is chosen. The signed-in user's notices are
 * usuario.ts, this family's other part; fechamentoTaxacao answers the payroll
 * closing date of gateway/domain/fechamento-folha.ts.
 * Every change goes through `write()` (one transaction, unit check, the AVISO state machine, audit
 * row). The notice text is rich-text HTML: it is sanitised HERE, on the server, with an allow-list
 * (sanitize-html), so what is stored and served is safe whatever the client sent; the portal
 * sanitises again when it renders (defence in depth, not the only line).
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import type { Db } from '../../../db/types.ts';
import { dataFechamentoFolha } from '../../../domain/fechamento-folha.ts';
import { AVISO_ENTITY } from '../../../domain/entities.ts';
import { badRequest, noResult, ok } from '../../../lib/envelope.ts';
import { todosOsPapeis } from '../../../lib/papeis.ts';
import { list, asContaining, asDate, asText } from '../../list.ts';
import { texto as str, semAcentosSql, dataHoraSql, dataBRDoDia, hojeBrasilia, isoDeDataBR } from '../../../lib/text.ts';
import { inUnit, missingRecord } from '../../../lib/unit-scope.ts';
import { diff, write } from '../../../lib/write.ts';
import { semNulos } from '../../../lib/sem-nulos.ts';
import { sanitizarTexto, temTexto } from '../../../lib/rich-text.ts';
import { declaredWrite } from '../../declared-write.ts';
import { defineHandlers, type Handler } from '../../../contract/handler.ts';
import { VIGENTE } from '../../../domain/avisos.ts';
import { dataBRDeIso } from '../../../../schemas/data-iso.ts';

export const MSG_TEXTO_VAZIO = 'Informe o texto do aviso.';
export const MSG_COMPETENCIA_INVALIDA = 'Competência inválida. Informe o ano e o mês (AAAAMM).';

const TITULO_BUSCA = semAcentosSql('a.titulo');

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = {
  titulo: TITULO_BUSCA,
  dataInicio: 'a.data_inicio',
  dataFim: 'a.data_fim',
  situacao: 'a.situacao',
  criadoEm: 'a.criado_em',
};

/** The fields of a notice in 'Consultar avisos' (alias a, creator u). */
const CAMPOS = `a.id, a.titulo, to_char(a.data_inicio, 'DD/MM/YYYY') AS "dataInicio", to_char(a.data_fim, 'DD/MM/YYYY') AS "dataFim", a.situacao,
  (SELECT string_agg(i.sigla, ', ' ORDER BY i.sigla) FROM aviso_instituicao ai JOIN instituicao i ON i.codigo = ai.instituicao_codigo WHERE ai.aviso_id = a.id) AS instituicoes,
  coalesce((SELECT string_agg(p.nome, ', ' ORDER BY p.nome) FROM aviso_papel ap JOIN papel p ON p.codigo = ap.papel_codigo WHERE ap.aviso_id = a.id), 'Todos os perfis') AS papeis,
  u.nome AS "criadoPor", ${dataHoraSql('a.criado_em')} AS "criadoEm",
  (SELECT count(*)::int FROM aviso_ciencia c WHERE c.aviso_id = a.id) AS "quantidadeCiencias", a.versao`;

type Aviso = RecordOf<'aviso.listaTodosAvisosCriados'>;
type SituacaoAviso = Aviso['situacao'];

/** A row of CAMPOS: a notice of 'Consultar avisos' before its label; dataFim null when open. */
type Linha = Omit<Aviso, 'situacaoDescricao' | 'dataFim'> & { dataFim: string | null };

/** The label of each state (AVISO.states), with the literal types the catalogue declares. */
const SITUACAO_DESCRICAO: Record<SituacaoAviso, Aviso['situacaoDescricao']> = { ATIVO: 'Ativo', INATIVO: 'Inativo' };

const ehSituacao = (s: string): s is SituacaoAviso => Object.hasOwn(SITUACAO_DESCRICAO, s);

/** A notice of the unit without its null fields, its state labelled. */
function saida<T extends { situacao: SituacaoAviso }>({ situacao, ...r }: T) {
  return { ...semNulos(r), situacao, situacaoDescricao: SITUACAO_DESCRICAO[situacao] };
}

/* ---------------------------------------------------------------- reference lists */

/* ---------------------------------------------------------------- management (the unit's notices) */

/** ativarAviso / inativarAviso (the same request and answer): the router applies the AVISO command, moves the version on and audits. */
const mudarSituacao = (mensagem: string): Handler<'aviso.ativarAviso' | 'aviso.inativarAviso'> =>
  declaredWrite(AVISO_ENTITY, async (_ctx, rw) => {
    // The machine's states are the catalogue's: any other is a bug of AVISO, not an answer.
    if (!ehSituacao(rw.to)) throw new Error(`Situação de aviso fora do catálogo: ${rw.to}`);
    return ok({ id: rw.id, situacao: rw.to }, undefined, mensagem);
  });

/** Codes of `codigos` missing from `tabela` (only the two literal tables below, never input). */
async function desconhecidos(tx: Db, tabela: 'instituicao' | 'papel', codigos: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ codigo: string }>(
    `SELECT x AS codigo FROM unnest($1::text[]) WITH ORDINALITY AS t (x, n) WHERE NOT EXISTS (SELECT 1 FROM ${tabela} WHERE codigo = x) ORDER BY n`,
    [codigos],
  );
  return rows.map((r) => r.codigo);
}

/* ---------------------------------------------------------------- payroll closing */

export default defineHandlers({
  'aviso.listaInstituicoesAviso': async ({ db }) => {
    const { rows } = await db.query<RecordOf<'aviso.listaInstituicoesAviso'>>(
      `SELECT codigo, sigla, nome, sigla || ' - ' || nome AS rotulo FROM instituicao ORDER BY sigla, codigo`,
    );
    return rows.length ? ok(rows) : noResult();
  },
  'aviso.listaPapeisDisponiveisAviso': async ({ db }) => {
    const rows = await todosOsPapeis(db);
    return rows.length ? ok(rows) : noResult();
  },
  'aviso.listaQuantidadeAvisosAtiva': async ({ db, auth }) => {
    const { rows } = await db.query<{ quantidade: number }>(
      `SELECT count(*)::int AS quantidade FROM aviso a WHERE a.unidade_codigo = $1 AND ${VIGENTE}`,
      [auth!.unidade],
    );
    return ok({ quantidade: rows[0].quantidade });
  },
  'aviso.listaTodosAvisosCriados': list({
    from: 'FROM aviso a JOIN usuario u ON u.cpf = a.criado_por',
    countFrom: 'FROM aviso a',
    columns: CAMPOS,
    unitScope: ['a.unidade_codigo = $1'],
    filters: {
      titulo: { value: asContaining, sql: (n) => `${TITULO_BUSCA} LIKE ${n}` },
      situacao: { value: asText, sql: (n) => `a.situacao = ${n}` },
      // Period filter: the notices whose vigência [data_inicio, data_fim or open] overlaps it.
      dataInicio: { value: asDate, sql: (n) => `(a.data_fim IS NULL OR a.data_fim >= ${n}::date)` },
      dataFim: { value: asDate, sql: (n) => `a.data_inicio <= ${n}::date` },
    },
    // Newest first unless the screen asks for a sort (the paging default order is ASC).
    sort: { fields: SORT_SQL, default: 'criadoEm', direction: 'DESC', tieBreak: (dir) => `a.id ${dir}` },
    row: (r: Linha) => saida(r),
  }),
  'aviso.avisoDetalhe': async ({ db, auth, input }) => {
    const { rows } = await db.query<
      Linha &
        Pick<RecordOf<'aviso.avisoDetalhe'>, 'texto' | 'codigosInstituicoes' | 'codigosPapeis'> & { unidade: string }
    >(
      `SELECT ${CAMPOS}, a.texto, a.unidade_codigo AS unidade,
            ARRAY(SELECT ai.instituicao_codigo FROM aviso_instituicao ai WHERE ai.aviso_id = a.id ORDER BY 1) AS "codigosInstituicoes",
            ARRAY(SELECT ap.papel_codigo FROM aviso_papel ap WHERE ap.aviso_id = a.id ORDER BY 1) AS "codigosPapeis"
       FROM aviso a JOIN usuario u ON u.cpf = a.criado_por WHERE a.id = $1`,
      [Number(input.id)],
    );
    const r = inUnit(rows[0], (x) => x.unidade, auth);
    if (!r) return missingRecord();
    const { unidade: _u, ...aviso } = r;
    return ok(saida(aviso));
  },
  'aviso.fechamentoTaxacao': async ({ input }) => {
    const anoMes = Number(input.anoMesTaxacao);
    const mes = anoMes % 100;
    if (mes < 1 || mes > 12)
      return badRequest([{ campo: 'anoMesTaxacao', mensagem: MSG_COMPETENCIA_INVALIDA }], MSG_COMPETENCIA_INVALIDA);
    const fechamento = dataFechamentoFolha(anoMes);
    const fechada = hojeBrasilia() > fechamento;
    const competencia = `${String(mes).padStart(2, '0')}/${Math.floor(anoMes / 100)}`;
    const data = dataBRDoDia(fechamento);
    const mensagem = fechada
      ? `A folha de ${competencia} foi fechada em ${data}.`
      : `A folha de ${competencia} fecha em ${data}.`;
    return ok({ anoMesTaxacao: anoMes, dataFechamento: data, fechada, mensagem });
  },
  'aviso.ativarAviso': mudarSituacao('Aviso ativado com sucesso.'),
  'aviso.inativarAviso': mudarSituacao('Aviso inativado com sucesso.'),
  'aviso.cadastrarNovoAviso': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      // The router has checked codigoUnidadeSSCLogado against the token (403 otherwise); the notice
      // belongs to the token's unit.
      const unidade = auth!.unidade;
      const titulo = str(input.titulo);
      const texto = sanitizarTexto(String(input.texto ?? ''));
      if (!temTexto(texto)) w.invalid('texto', MSG_TEXTO_VAZIO);
      const instituicoes = input.instituicoes.map(String);
      const papeis = (input.papeis ?? []).map(String);
      const semInstituicao = await desconhecidos(w.tx, 'instituicao', instituicoes);
      if (semInstituicao.length) w.invalid('instituicoes', `Instituição não encontrada: ${semInstituicao.join(', ')}.`);
      const semPapel = await desconhecidos(w.tx, 'papel', papeis);
      if (semPapel.length) w.invalid('papeis', `Perfil não encontrado: ${semPapel.join(', ')}.`);
      // The body's ISO dates, kept as the notice shows them (DD/MM/AAAA) for the audit.
      const dataInicio = dataBRDeIso(input.dataInicio);
      const dataFim = dataBRDeIso(input.dataFim) || null;

      const {
        rows: [{ id }],
      } = await w.tx.query<{ id: number }>(
        `INSERT INTO aviso (unidade_codigo, titulo, texto, data_inicio, data_fim, situacao, criado_por, versao)
       VALUES ($1, $2, $3, $4::date, $5::date, 'ATIVO', $6, 1) RETURNING id`,
        [unidade, titulo, texto, isoDeDataBR(dataInicio), dataFim && isoDeDataBR(dataFim), auth!.sub],
      );
      await w.tx.query('INSERT INTO aviso_instituicao (aviso_id, instituicao_codigo) SELECT $1, unnest($2::text[])', [
        id,
        instituicoes,
      ]);
      if (papeis.length)
        await w.tx.query('INSERT INTO aviso_papel (aviso_id, papel_codigo) SELECT $1, unnest($2::text[])', [
          id,
          papeis,
        ]);

      // A new record: every stored field, from nothing (an absent dataFim is not stored).
      await w.audit(
        'aviso',
        id,
        diff(
          {},
          {
            unidade,
            titulo,
            texto,
            dataInicio,
            dataFim,
            situacao: 'ATIVO',
            criadoPor: auth!.sub,
            instituicoes,
            papeis,
            versao: 1,
          },
        ),
      );
      return ok({ id }, undefined, 'Aviso cadastrado com sucesso.');
    }),
});
