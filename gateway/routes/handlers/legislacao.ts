/**
 * Legislation of the careers (/legislacao/v1, time-counting gateway; tables of migration 021): the
 * acts that govern progression and promotion, linked to careers (migration 019's `carreira`) and to
 * institutions of the unit. The lauda generation cites them. Rules (ours; the spec names the calls
 * only — docs/LEGISLACAO.md):
 * - an act belongs to the unit that registered it: only that unit lists, reads or edits it
 *   (another unit's answers like a missing one); its careers are those employed by the unit's institutions, its
 *   institutions the unit's own (anything else → code 4 naming the field);
 * - kind + number + year identify an act: registered once per unit (code 4 on numero); the year is
 *   the publication's, and the publication is never in the future;
 * - registered VIGENTE; edited while VIGENTE (stale versao → code 4); revoked once by an edit with
 *   situacao REVOGADA and the revocation date (not before the publication, not in the future) —
 *   machine LEGISLACAO; a revoked act is never edited again (a new one is registered);
 * - every change goes through `write()`: lock, unit, transition, version, audit row.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { type DadosLegislacao, LEGISLACAO_ENTITY } from '../../domain/entities.ts';
import { identificacaoAto, NATUREZAS, TIPOS_ATO } from '../../domain/legislacao.ts';
import { LEGISLACAO } from '../../domain/transitions.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { list, asCode, asContaining, asNumber } from '../list.ts';
import { dataHoraSql, dataSql, isoDeDataBR, semAcentosSql, texto as str } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { diff, type Writer, write } from '../../lib/write.ts';
import { declaredWrite } from '../declared-write.ts';
import { defineHandlers, type Handler } from '../../contract/handler.ts';
import { dataBRDeIso } from '../../../schemas/data-iso.ts';

export const MSG_ATO_DUPLICADO = 'Já existe um ato deste tipo com este número e ano cadastrado nesta unidade.';
export const MSG_CARREIRA_FORA = 'Carreira não encontrada entre as carreiras das instituições da unidade';
export const MSG_INSTITUICAO_FORA = 'Instituição não pertence à unidade';
export const MSG_REVOGACAO_SEM_DATA = 'Informe a data da revogação.';
export const MSG_REVOGACAO_ANTES = 'A data da revogação não pode ser anterior à data da publicação.';
export const MSG_SEM_ALTERACAO = 'Nenhuma alteração: a legislação já está com estes dados.';

/** The fields of an act (alias l). */
const CAMPOS = `l.id, l.tipo, l.numero, l.ano, ${dataSql('l.data_publicacao')} AS "dataPublicacao", l.natureza_evolucao AS "naturezaEvolucao", l.ementa,
  l.situacao, COALESCE(${dataSql('l.data_revogacao')}, '') AS "dataRevogacao", l.versao,
  (SELECT string_agg(c.nome, ', ' ORDER BY c.nome) FROM legislacao_carreira lc JOIN carreira c ON c.codigo = lc.carreira_codigo WHERE lc.legislacao_id = l.id) AS "carreirasDescricao",
  (SELECT string_agg(i.sigla, ', ' ORDER BY i.sigla) FROM legislacao_instituicao li JOIN instituicao i ON i.codigo = li.instituicao_codigo WHERE li.legislacao_id = l.id) AS "instituicoesDescricao"`;

/** A row of CAMPOS: the act of the list before its descriptions; an act without careers or institutions has null lists. */
type Linha = Omit<
  RecordOf<'legislacao.listaLegislacao'>,
  | 'tipoDescricao'
  | 'identificacao'
  | 'naturezaEvolucaoDescricao'
  | 'situacaoDescricao'
  | 'carreirasDescricao'
  | 'instituicoesDescricao'
> & { carreirasDescricao: string | null; instituicoesDescricao: string | null };

const saida = <T extends Linha>(r: T) => ({
  ...r,
  tipoDescricao: TIPOS_ATO[r.tipo] ?? r.tipo,
  identificacao: identificacaoAto(r),
  naturezaEvolucaoDescricao: NATUREZAS[r.naturezaEvolucao] ?? r.naturezaEvolucao,
  situacaoDescricao: LEGISLACAO.states[r.situacao] ?? r.situacao,
  carreirasDescricao: r.carreirasDescricao ?? '',
  instituicoesDescricao: r.instituicoesDescricao ?? '',
});

const SORT_SQL: Record<string, string> = {
  dataPublicacao: 'l.data_publicacao',
  tipo: 'l.tipo',
  numero: 'l.numero',
  ano: 'l.ano',
  situacao: 'l.situacao',
};

/* ---------------------------------------------------------------- reads */

const instituicoes: Handler<'legislacao.instituicoes'> = async ({ db, auth }) => {
  const { rows } = await db.query<RecordOf<'legislacao.instituicoes'>>(
    `SELECT codigo, sigla, nome, sigla || ' - ' || nome AS rotulo FROM instituicao WHERE unidade_codigo = $1 ORDER BY sigla`,
    [auth!.unidade],
  );
  return rows.length ? ok(rows) : noResult();
};

/** The careers employed by the unit's institutions. */
async function carreirasDaUnidade(db: Db, unidade: string) {
  const { rows } = await db.query<{ codigo: string; nome: string; grupoAtividade: string }>(
    `SELECT DISTINCT c.codigo, c.nome, g.nome AS "grupoAtividade"
       FROM carreira c JOIN grupo_atividade g ON g.codigo = c.grupo_atividade_codigo
       JOIN carreira_instituicao ci ON ci.carreira_codigo = c.codigo JOIN instituicao i ON i.codigo = ci.instituicao_codigo
      WHERE i.unidade_codigo = $1 ORDER BY c.nome`,
    [unidade],
  );
  return rows;
}

const carreiras: Handler<'legislacao.carreiras'> = async ({ db, auth }) => {
  const rows = await carreirasDaUnidade(db, auth!.unidade);
  return rows.length ? ok(rows) : noResult();
};

const EMENTA_BUSCA = semAcentosSql('l.ementa');

/* ---------------------------------------------------------------- writes */

type Dados = DadosLegislacao;

/** The act's data as sent, checked against the unit (careers, institutions) and unique (code 4). */
async function dadosValidos(
  w: Writer,
  input: Pick<
    RequestOf<'legislacao.incluirLegislacao'>,
    'tipo' | 'numero' | 'ano' | 'dataPublicacao' | 'naturezaEvolucao' | 'ementa' | 'carreiras' | 'instituicoes'
  >,
  exceto = 0,
): Promise<Dados> {
  const unidade = w.auth.unidade;
  // The body's ISO date, kept as the record shows it (DD/MM/AAAA): the diff and the audit compare like with like.
  const dataPublicacao = dataBRDeIso(input.dataPublicacao);
  const ano = Number(dataPublicacao.slice(6, 10));
  if (input.ano !== undefined && Number(input.ano) !== ano)
    w.invalid('ano', 'O ano do ato deve ser o ano da data da publicação.');
  const ementa = str(input.ementa).replace(/\s+/g, ' ');
  const carreiras = [...new Set(input.carreiras.map(String))].sort();
  const permitidas = new Set((await carreirasDaUnidade(w.tx, unidade)).map((c) => c.codigo));
  const foraC = carreiras.filter((c) => !permitidas.has(c));
  if (foraC.length) w.invalid('carreiras', `${MSG_CARREIRA_FORA}: ${foraC.join(', ')}.`);
  const instituicoes = [...new Set(input.instituicoes.map(String))].sort();
  const { rows: inUnit } = await w.tx.query<{ codigo: string }>(
    `SELECT codigo FROM instituicao WHERE unidade_codigo = $1`,
    [unidade],
  );
  const minhas = new Set(inUnit.map((r) => r.codigo));
  const foraI = instituicoes.filter((i) => !minhas.has(i));
  if (foraI.length) w.invalid('instituicoes', `${MSG_INSTITUICAO_FORA}: ${foraI.join(', ')}.`);
  const d: Dados = {
    tipo: String(input.tipo),
    numero: String(input.numero),
    ano,
    dataPublicacao,
    naturezaEvolucao: String(input.naturezaEvolucao),
    ementa,
    carreiras,
    instituicoes,
  };
  const { rows } = await w.tx.query(
    `SELECT 1 FROM legislacao WHERE unidade_codigo = $1 AND tipo = $2 AND numero = $3 AND ano = $4 AND id <> $5`,
    [unidade, d.tipo, d.numero, d.ano, exceto],
  );
  if (rows.length) w.invalid('numero', MSG_ATO_DUPLICADO);
  return d;
}

/** Replaces the act's careers and institutions. */
async function vincular(w: Writer, id: number, d: Dados): Promise<void> {
  await w.tx.query(`DELETE FROM legislacao_carreira WHERE legislacao_id = $1`, [id]);
  await w.tx.query(`DELETE FROM legislacao_instituicao WHERE legislacao_id = $1`, [id]);
  await w.tx.query(`INSERT INTO legislacao_carreira (legislacao_id, carreira_codigo) SELECT $1, unnest($2::text[])`, [
    id,
    d.carreiras,
  ]);
  await w.tx.query(
    `INSERT INTO legislacao_instituicao (legislacao_id, instituicao_codigo) SELECT $1, unnest($2::text[])`,
    [id, d.instituicoes],
  );
}

export default defineHandlers({
  'legislacao.instituicoes': instituicoes,
  'legislacao.carreiras': carreiras,
  'legislacao.listaLegislacao': list({
    from: 'FROM legislacao l',
    columns: CAMPOS,
    unitScope: ['l.unidade_codigo = $1'],
    filters: {
      tipo: { value: asCode, sql: (n) => `l.tipo = ${n}` },
      numero: { value: asCode, sql: (n) => `l.numero = ${n}` },
      naturezaEvolucao: { value: asCode, sql: (n) => `l.natureza_evolucao = ${n}` },
      situacao: { value: asCode, sql: (n) => `l.situacao = ${n}` },
      ano: { value: asNumber, sql: (n) => `l.ano = ${n}` },
      carreira: {
        value: asCode,
        sql: (n) =>
          `EXISTS (SELECT 1 FROM legislacao_carreira lc WHERE lc.legislacao_id = l.id AND lc.carreira_codigo = ${n})`,
      },
      instituicao: {
        value: asCode,
        sql: (n) =>
          `EXISTS (SELECT 1 FROM legislacao_instituicao li WHERE li.legislacao_id = l.id AND li.instituicao_codigo = ${n})`,
      },
      ementa: { value: (v) => asContaining(v)?.toLowerCase(), sql: (n) => `${EMENTA_BUSCA} LIKE ${n}` },
    },
    // Without a sort asked for: newest publication first.
    sort: { fields: SORT_SQL, default: 'dataPublicacao', direction: 'DESC', tieBreak: (dir) => `l.id ${dir}` },
    row: (r: Linha) => saida(r),
  }),
  'legislacao.detalheLegislacao': async ({ db, auth, input }) => {
    type Detalhe = RecordOf<'legislacao.detalheLegislacao'>;
    const { rows } = await db.query<
      Linha & { unidade: string } & Required<
          Pick<Detalhe, 'carreiras' | 'instituicoes' | 'criadoPor' | 'criadoEm' | 'atualizadoPor' | 'atualizadoEm'>
        >
    >(
      `SELECT ${CAMPOS}, l.unidade_codigo AS unidade,
       ARRAY(SELECT carreira_codigo FROM legislacao_carreira WHERE legislacao_id = l.id ORDER BY 1) AS carreiras,
       ARRAY(SELECT instituicao_codigo FROM legislacao_instituicao WHERE legislacao_id = l.id ORDER BY 1) AS instituicoes,
       uc.nome AS "criadoPor", ${dataHoraSql('l.criado_em')} AS "criadoEm", ua.nome AS "atualizadoPor", ${dataHoraSql('l.atualizado_em')} AS "atualizadoEm"
     FROM legislacao l JOIN usuario uc ON uc.cpf = l.criado_por JOIN usuario ua ON ua.cpf = l.atualizado_por WHERE l.id = $1`,
      [Number(input.id)],
    );
    const r = inUnit(rows[0], (x) => x.unidade, auth);
    if (!r) return missingRecord();
    const { unidade: _u, ...l } = r;
    return ok(saida(l));
  },
  'legislacao.incluirLegislacao': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const d = await dadosValidos(w, input);
      const {
        rows: [{ id }],
      } = await w.tx.query<{ id: number }>(
        `INSERT INTO legislacao (unidade_codigo, tipo, numero, ano, data_publicacao, natureza_evolucao, ementa, situacao, versao, criado_por, atualizado_por)
       VALUES ($1, $2, $3, $4, $5::date, $6, $7, 'VIGENTE', 1, $8, $8) RETURNING id`,
        [
          auth!.unidade,
          d.tipo,
          d.numero,
          d.ano,
          isoDeDataBR(d.dataPublicacao),
          d.naturezaEvolucao,
          d.ementa,
          auth!.sub,
        ],
      );
      await vincular(w, id, d);
      await w.audit('legislacao', id, diff({}, { unidade: auth!.unidade, ...d, situacao: 'VIGENTE', versao: 1 }));
      return ok({ id }, undefined, 'Legislação incluída com sucesso.');
    }),
  /** Edit or revoke ('editar' / 'revogar', by the situation sent): the router has locked the act and checked unit and version. */
  'legislacao.editarLegislacao': declaredWrite(LEGISLACAO_ENTITY, async ({ input }, rw) => {
    const revogar = input.situacao === 'REVOGADA';
    const para = rw.command(revogar ? 'revogar' : 'editar');
    const d = await dadosValidos(rw.w, input, rw.id);
    let dataRevogacao: string | null = null;
    if (revogar) {
      dataRevogacao = dataBRDeIso(input.dataRevogacao);
      if (!dataRevogacao) rw.w.invalid('dataRevogacao', MSG_REVOGACAO_SEM_DATA);
      if (isoDeDataBR(dataRevogacao) < isoDeDataBR(d.dataPublicacao))
        rw.w.invalid('dataRevogacao', MSG_REVOGACAO_ANTES);
    }
    const { unidade: _u, situacao: _s, versao: _v, ...antes } = rw.before;
    rw.changed(diff(antes, { ...d }));
    if (revogar) rw.changed({ dataRevogacao: { de: null, para: dataRevogacao } });
    if (!rw.changesRecord)
      return ok({ id: rw.id, versao: rw.version, situacao: rw.before.situacao }, undefined, MSG_SEM_ALTERACAO);
    // The state goes with its date in one statement (a revoked act has a revocation date: a CHECK).
    await rw.tx.query(
      `UPDATE legislacao SET tipo = $2, numero = $3, ano = $4, data_publicacao = $5::date, natureza_evolucao = $6, ementa = $7,
         data_revogacao = $8::date, situacao = $9 WHERE id = $1`,
      [
        rw.id,
        d.tipo,
        d.numero,
        d.ano,
        isoDeDataBR(d.dataPublicacao),
        d.naturezaEvolucao,
        d.ementa,
        dataRevogacao && isoDeDataBR(dataRevogacao),
        para,
      ],
    );
    await vincular(rw.w, rw.id, d);
    return ok(
      { id: rw.id, versao: rw.version, situacao: para },
      undefined,
      revogar ? 'Legislação revogada com sucesso.' : 'Legislação alterada com sucesso.',
    );
  }),
});
