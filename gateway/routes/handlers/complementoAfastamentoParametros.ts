/**
 * The parametrisation of leave and absences for the avos ('Parametrizações' of 'Gestão do tempo',
 * /complementoAfastamento, parametrizacao-afastamentos): each type of groups afastamento and licenca
 * counts as service ('efetivo exercício') or not. The rules and the write are routes/lib/absence-parameters.ts's.
 */
import { recalcularPorTipo } from '../../domain/gratificacao.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { write } from '../../lib/write.ts';
import { defineHandlers } from '../../contract/handler.ts';
import {
  GRUPO_DESCRICAO,
  type GrupoAfastamento,
  GRUPOS_AFASTAMENTO,
  linhas,
  mensagemRecalculo,
  MSG_SEM_ALTERACAO,
  MSG_TIPO_AFASTAMENTO_NAO_ENCONTRADO,
  simNao,
  tipoParaAlterar,
} from '../lib/absence-parameters.ts';

export default defineHandlers({
  'complementoAfastamento.tiposAfastamento': async ({ db, input }) => {
    const grupo = input.grupo;
    const rows = await linhas<GrupoAfastamento>(db, 'p.grupo = ANY($1::text[])', [
      grupo ? [grupo] : GRUPOS_AFASTAMENTO,
    ]);
    if (!rows.length) return noResult();
    return ok(
      rows.map((r) => ({
        codigoTipo: r.codigoTipo,
        descricao: r.descricao,
        grupo: r.grupo,
        grupoDescricao: GRUPO_DESCRICAO[r.grupo],
        rotulo: `${r.codigoTipo} - ${r.descricao}`,
      })),
    );
  },
  'complementoAfastamento.parametrosAfastamentos': async ({ db, input }) => {
    const grupo = input.grupo;
    const { add, params, sql } = sqlWhere(['p.grupo = ANY($1::text[])'], [grupo ? [grupo] : GRUPOS_AFASTAMENTO]);
    if (input.codigoTipo !== undefined) add((n) => `p.codigo_tipo = ${n}`, Number(input.codigoTipo));
    if (input.contaExercicio !== undefined) add((n) => `p.conta_exercicio = ${n}`, input.contaExercicio === true);
    const rows = await linhas<GrupoAfastamento>(db, sql(), params);
    if (!rows.length) return noResult();
    return ok(
      rows.map(({ tipoComplementacao: _t, ...r }) => ({
        ...r,
        grupoDescricao: GRUPO_DESCRICAO[r.grupo],
        contaExercicioDescricao: simNao(r.contaExercicio),
      })),
    );
  },
  'complementoAfastamento.parametrizaAfastamentos': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const codigoTipo = Number(input.codigoTipo);
      const conta = input.contaExercicio === true;
      const atual = await tipoParaAlterar(w, codigoTipo, GRUPOS_AFASTAMENTO, MSG_TIPO_AFASTAMENTO_NAO_ENCONTRADO);
      w.version(atual.versao, input.versao);
      if (atual.conta === conta)
        return ok(
          { codigoTipo, contaExercicio: conta, versao: atual.versao, gratificacoesRecalculadas: 0 },
          undefined,
          MSG_SEM_ALTERACAO,
        );
      const versao = atual.versao + 1;
      await w.tx.query(
        `UPDATE parametro_ausencia SET conta_exercicio = $2, versao = $3, atualizado_em = now(), atualizado_por = $4 WHERE codigo_tipo = $1`,
        [codigoTipo, conta, versao, auth!.sub],
      );
      await w.audit('parametro_ausencia', codigoTipo, {
        contaExercicio: { de: atual.conta, para: conta },
        versao: { de: atual.versao, para: versao },
      });
      const n = await recalcularPorTipo(w.tx, codigoTipo);
      return ok(
        { codigoTipo, contaExercicio: conta, versao, gratificacoesRecalculadas: n },
        undefined,
        mensagemRecalculo(n),
      );
    }),
});
