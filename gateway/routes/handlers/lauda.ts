/**
 * Laudas ('Parametrização de laudas', /lauda/v1; table lauda of migration 013): the text templates
 * of the time-counting area. A lauda has a title, a personalisation type (what it is used for:
 * progression, promotion, time certificates …) and a rich-text body with placeholders — {nome},
 * {masp}, {cargo} … (MARCADORES, domain/laudas.ts) — that the generation of a servant's lauda fills with the
 * servant's data. It belongs to the unit that included it: only that unit lists, reads, edits or
 * inactivates it (another unit's answers like a missing one, gateway/lib/unit-scope.ts).
 *
 * Rules (ours; the spec names the calls only):
 * - included ATIVA, version 1; edited only while ATIVA (LAUDA command 'editar'), inactivated once
 *   (command 'inativar'); an inactive lauda stays readable (generated laudas and the audit trail
 *   refer to it) but is never edited or reactivated — the analyst includes a new one;
 * - the body is sanitised HERE with the notices' allow-list (sanitize-html), so what is stored and
 *   served is safe whatever the client sent; empty after sanitising → code 4 on texto;
 * - a placeholder that is not one of MARCADORES → code 4 on texto naming it (the generation could
 *   not fill it, and a typo such as {nomee} would reach the servant's document);
 * - two ACTIVE laudas of a unit never share a title (case-insensitive; also a unique index);
 * - inclusion goes through `write()`; editing and inactivating are declared writes (catalogue
 *   `write`): the router locks, checks unit, command and version, and audits (routes/declared-write.ts).
 * Every call of the time-counting area carries codigoUnidadeUsuarioLogado; the router checks it is
 * the token's unit (403 otherwise) and the data is always the token's unit's.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import {
  descricaoTipoPersonalizacao,
  MARCADORES,
  marcadoresDe,
  textoVisivel,
  TIPOS_PERSONALIZACAO,
} from '../../domain/laudas.ts';
import { LAUDA_ENTITY } from '../../domain/entities.ts';
import { LAUDA } from '../../domain/transitions.ts';
import { ok } from '../../lib/envelope.ts';
import { list, asCode, asContaining } from '../list.ts';
import { dataHoraSql, semAcentosSql, texto as str } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';
import { diff, type Writer, write } from '../../lib/write.ts';
import { declaredWrite } from '../declared-write.ts';
import { defineHandlers, type Handler } from '../../contract/handler.ts';
import { sanitizarTexto } from '../../lib/rich-text.ts';
import { stateLabel, umDe } from '../lib/request-values.ts';

export const MSG_TEXTO_VAZIO = 'Informe o texto da lauda.';
export const MSG_TITULO_DUPLICADO = 'Já existe uma lauda ativa com este título nesta unidade.';
export const MSG_SEM_ALTERACAO = 'Nenhuma alteração: a lauda já está com estes dados.';

/** The sanitised body, or a code-4 refusal on texto (empty, or an unknown placeholder). */
function textoValido(w: Writer, bruto: unknown): string {
  const texto = sanitizarTexto(String(bruto ?? ''));
  if (textoVisivel(texto) === '') w.invalid('texto', MSG_TEXTO_VAZIO);
  const desconhecidos = marcadoresDe(texto).filter((m) => !Object.hasOwn(MARCADORES, m));
  if (desconhecidos.length) {
    const lista = desconhecidos.map((m) => `{${m}}`).join(', ');
    w.invalid(
      'texto',
      `Marcador desconhecido: ${lista}. Use apenas ${Object.keys(MARCADORES)
        .map((m) => `{${m}}`)
        .join(', ')}.`,
    );
  }
  return texto;
}

/** The trimmed title, unique among the unit's active laudas (but `exceto`), or code 4 on titulo. */
async function tituloValido(w: Writer, bruto: unknown, exceto?: number): Promise<string> {
  const titulo = str(bruto).replace(/\s+/g, ' ');
  const { rows } = await w.tx.query(
    `SELECT 1 FROM lauda WHERE unidade_codigo = $1 AND situacao = 'ATIVA' AND lower(titulo) = lower($2) AND id <> $3`,
    [w.auth.unidade, titulo, exceto ?? 0],
  );
  if (rows.length) w.invalid('titulo', MSG_TITULO_DUPLICADO);
  return titulo;
}

const TITULO_BUSCA = semAcentosSql('l.titulo');

/** Sortable field of the catalogue → SQL expression. */
const SORT_SQL: Record<string, string> = {
  titulo: TITULO_BUSCA,
  tipoPersonalizacao: 'l.tipo_personalizacao',
  situacao: 'l.situacao',
  atualizadoEm: 'l.atualizado_em',
};

/** The fields of a lauda in the list (alias l; unit un; who included uc; who changed it last ua). */
const CAMPOS = `l.id AS "idLauda", l.titulo, l.tipo_personalizacao AS "tipoPersonalizacao", l.situacao, un.sigla AS unidade,
  uc.nome AS "criadoPor", ${dataHoraSql('l.criado_em')} AS "criadoEm", ua.nome AS "atualizadoPor", ${dataHoraSql('l.atualizado_em')} AS "atualizadoEm", l.versao`;
const DE = `FROM lauda l JOIN unidade un ON un.codigo = l.unidade_codigo JOIN usuario uc ON uc.cpf = l.criado_por JOIN usuario ua ON ua.cpf = l.atualizado_por`;

type Lauda = RecordOf<'lauda.listaLaudas'>;
/** A row of CAMPOS: the lauda of the list before its descriptions. */
type Linha = Omit<Lauda, 'tipoPersonalizacaoDescricao' | 'situacaoDescricao'>;

const SITUACOES = ['ATIVA', 'INATIVA'] as const satisfies readonly Lauda['situacao'][];
const DESCRICOES = ['Ativa', 'Inativa'] as const satisfies readonly Lauda['situacaoDescricao'][];

const saida = <T extends Linha>(r: T) => ({
  ...r,
  tipoPersonalizacaoDescricao: descricaoTipoPersonalizacao(r.tipoPersonalizacao),
  situacaoDescricao: stateLabel(LAUDA, DESCRICOES, r.situacao),
});

/* ---------------------------------------------------------------- reads */

const tipoPersonalizacao: Handler<'lauda.tipoPersonalizacao'> = () =>
  Promise.resolve(ok(TIPOS_PERSONALIZACAO.map((t) => ({ ...t }))));

async function lauda(db: Db, id: number): Promise<(Linha & { texto: string; unidadeCodigo: string }) | undefined> {
  const { rows } = await db.query<Linha & { texto: string; unidadeCodigo: string }>(
    `SELECT ${CAMPOS}, l.texto, l.unidade_codigo AS "unidadeCodigo" ${DE} WHERE l.id = $1`,
    [id],
  );
  return rows[0];
}

/* ---------------------------------------------------------------- writes */

export default defineHandlers({
  'lauda.tipoPersonalizacao': tipoPersonalizacao,
  'lauda.listaLaudas': list({
    from: DE,
    countFrom: 'FROM lauda l',
    columns: CAMPOS,
    unitScope: ['l.unidade_codigo = $1'],
    filters: {
      titulo: { value: asContaining, sql: (n) => `${TITULO_BUSCA} LIKE ${n}` },
      tipoPersonalizacao: { value: asCode, sql: (n) => `l.tipo_personalizacao = ${n}` },
      situacao: { value: asCode, sql: (n) => `l.situacao = ${n}` },
    },
    sort: { fields: SORT_SQL, default: 'titulo', tieBreak: (dir) => `l.id ${dir}` },
    row: (r: Linha) => saida(r),
  }),
  'lauda.detalheLauda': async ({ db, auth, input }) => {
    const r = inUnit(await lauda(db, Number(input.idLauda)), (x) => x.unidadeCodigo, auth);
    if (!r) return missingRecord();
    const { unidadeCodigo: _u, ...l } = r;
    const usados = marcadoresDe(l.texto);
    return ok({ ...saida(l), marcadores: usados.length ? usados.map((m) => `{${m}}`).join(', ') : 'Nenhum' });
  },
  'lauda.incluirLauda': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const unidade = auth!.unidade;
      const titulo = await tituloValido(w, input.titulo);
      const texto = textoValido(w, input.texto);
      const tipo = String(input.tipoPersonalizacao);
      const {
        rows: [{ id }],
      } = await w.tx.query<{ id: number }>(
        `INSERT INTO lauda (unidade_codigo, titulo, tipo_personalizacao, texto, situacao, versao, criado_por, atualizado_por)
       VALUES ($1, $2, $3, $4, 'ATIVA', 1, $5, $5) RETURNING id`,
        [unidade, titulo, tipo, texto, auth!.sub],
      );
      await w.audit(
        'lauda',
        id,
        diff({}, { unidade, titulo, tipoPersonalizacao: tipo, texto, situacao: 'ATIVA', versao: 1 }),
      );
      return ok({ idLauda: id }, undefined, 'Lauda incluída com sucesso.');
    }),
  /** The router locks the lauda (of the token's unit), applies 'editar' and checks the version; the rule validates and diffs. */
  'lauda.editarLauda': declaredWrite(LAUDA_ENTITY, async ({ input }, rw) => {
    const titulo = await tituloValido(rw.w, input.titulo, rw.id);
    const texto = textoValido(rw.w, input.texto);
    const tipo = String(input.tipoPersonalizacao);
    const { before } = rw;
    rw.changed(
      diff(
        { titulo: before.titulo, tipoPersonalizacao: before.tipo, texto: before.texto },
        { titulo, tipoPersonalizacao: tipo, texto },
      ),
    );
    if (!rw.changesRecord) return ok({ idLauda: rw.id, versao: rw.version }, undefined, MSG_SEM_ALTERACAO);
    await rw.tx.query(`UPDATE lauda SET titulo = $2, tipo_personalizacao = $3, texto = $4 WHERE id = $1`, [
      rw.id,
      titulo,
      tipo,
      texto,
    ]);
    return ok({ idLauda: rw.id, versao: rw.version }, undefined, 'Lauda alterada com sucesso.');
  }),
  /** 'inativar' is the whole change: the router applies it, moves the version on and audits. */
  'lauda.inativarLauda': declaredWrite(LAUDA_ENTITY, async (_ctx, rw) =>
    ok({ idLauda: rw.id, situacao: umDe(SITUACOES, rw.to) }, undefined, 'Lauda inativada com sucesso.'),
  ),
});
