/**
 * The parametrisation of leave and absences for the avos ('Parametrizações' of 'Gestão do tempo',
 * /complementoAfastamento, parametrizacao-afastamentos): each type of groups afastamento and licenca
 * counts as service ('efetivo exercício') or not. The rules and the write are routes/lib/absence-parameters.ts's.
 */
import { recalcularPorTipo } from '../../domain/gratificacao.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { PARAMETRO_AUSENCIA_ENTITY } from '../../domain/entities.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { declaredWrite } from '../declared-write.ts';
import {
  GRUPO_DESCRICAO,
  type GrupoAfastamento,
  GRUPOS_AFASTAMENTO,
  linhas,
  mensagemRecalculo,
  MSG_SEM_ALTERACAO,
  MSG_TIPO_AFASTAMENTO_NAO_ENCONTRADO,
  simNao,
  tipoDosGrupos,
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
  'complementoAfastamento.parametrizaAfastamentos': declaredWrite(PARAMETRO_AUSENCIA_ENTITY, async ({ input }, rw) => {
    const codigoTipo = rw.id;
    const conta = input.contaExercicio === true;
    const atual = tipoDosGrupos(rw, GRUPOS_AFASTAMENTO, MSG_TIPO_AFASTAMENTO_NAO_ENCONTRADO);
    if (atual.conta === conta)
      return ok(
        { codigoTipo, contaExercicio: conta, versao: atual.versao, gratificacoesRecalculadas: 0 },
        undefined,
        MSG_SEM_ALTERACAO,
      );
    await rw.tx.query('UPDATE parametro_ausencia SET conta_exercicio = $2 WHERE codigo_tipo = $1', [codigoTipo, conta]);
    rw.changed({ contaExercicio: { de: atual.conta, para: conta } });
    const n = await recalcularPorTipo(rw.tx, codigoTipo);
    return ok(
      { codigoTipo, contaExercicio: conta, versao: rw.version, gratificacoesRecalculadas: n },
      undefined,
      mensagemRecalculo(n),
    );
  }),
});
