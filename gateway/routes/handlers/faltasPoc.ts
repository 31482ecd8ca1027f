/**
 * The parametrisation of faltas for the avos ('Parametrizações' of 'Gestão do tempo', /faltasPoc/v1,
 * parametrizacao-faltas): each kind of falta has a tipoComplementacao — DESCONTA_AVO (its days leave
 * the service of the month, so the month may lose its avo), NAO_DESCONTA or ABONA (they count as
 * service). The rules and the write are routes/lib/absence-parameters.ts's.
 */
import { TIPOS_COMPLEMENTACAO_FALTAS } from '../../servidores/ausencias.ts';
import { recalcularPorTipo } from '../../domain/gratificacao.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { PARAMETRO_AUSENCIA_ENTITY } from '../../domain/entities.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { declaredWrite } from '../declared-write.ts';
import {
  COMPLEMENTACAO_DESCRICAO,
  COMPLEMENTACOES,
  DESCONTA_AVO,
  linhas,
  mensagemRecalculo,
  MSG_SEM_ALTERACAO,
  MSG_TIPO_FALTA_NAO_ENCONTRADO,
  simNao,
  tipoDosGrupos,
} from '../lib/absence-parameters.ts';
import { umDe } from '../lib/request-values.ts';

export default defineHandlers({
  'faltasPoc.tiposComplementacaoFaltas': () =>
    Promise.resolve(
      ok(TIPOS_COMPLEMENTACAO_FALTAS.map((t) => ({ codigo: umDe(COMPLEMENTACOES, t.codigo), descricao: t.descricao }))),
    ),
  'faltasPoc.listarFaltasParametrizacao': async ({ db, input }) => {
    const { add, params, sql } = sqlWhere(["p.grupo = 'falta'"], []);
    if (input.tipoComplementacao !== undefined)
      add((n) => `p.tipo_complementacao = ${n}`, String(input.tipoComplementacao));
    const rows = await linhas<'falta'>(db, sql(), params);
    if (!rows.length) return noResult();
    return ok(
      rows.map(({ grupo: _g, tipoComplementacao, ...r }) => {
        // A falta without a complementação (never through this screen) reads as its service flag.
        const tipo = tipoComplementacao ?? (r.contaExercicio ? 'NAO_DESCONTA' : DESCONTA_AVO);
        return {
          ...r,
          tipoComplementacao: tipo,
          tipoComplementacaoDescricao: COMPLEMENTACAO_DESCRICAO.get(tipo) ?? tipo,
          contaExercicioDescricao: simNao(r.contaExercicio),
        };
      }),
    );
  },
  'faltasPoc.parametrizarFaltas': declaredWrite(PARAMETRO_AUSENCIA_ENTITY, async ({ input }, rw) => {
    const codigoTipo = rw.id;
    const tipo = input.tipoComplementacao;
    const conta = tipo !== DESCONTA_AVO;
    const atual = tipoDosGrupos(rw, ['falta'], MSG_TIPO_FALTA_NAO_ENCONTRADO);
    if (atual.complementacao === tipo && atual.conta === conta)
      return ok(
        {
          codigoTipo,
          tipoComplementacao: tipo,
          contaExercicio: conta,
          versao: atual.versao,
          gratificacoesRecalculadas: 0,
        },
        undefined,
        MSG_SEM_ALTERACAO,
      );
    await rw.tx.query(
      'UPDATE parametro_ausencia SET tipo_complementacao = $2, conta_exercicio = $3 WHERE codigo_tipo = $1',
      [codigoTipo, tipo, conta],
    );
    rw.changed({
      tipoComplementacao: { de: atual.complementacao, para: tipo },
      ...(atual.conta !== conta ? { contaExercicio: { de: atual.conta, para: conta } } : {}),
    });
    // Only a change of the service flag moves avos (NAO_DESCONTA ↔ ABONA does not); recomputing
    // anyway is harmless (rows whose avos do not change are not touched) and keeps one rule.
    const n = await recalcularPorTipo(rw.tx, codigoTipo);
    return ok(
      { codigoTipo, tipoComplementacao: tipo, contaExercicio: conta, versao: rw.version, gratificacoesRecalculadas: n },
      undefined,
      mensagemRecalculo(n),
    );
  }),
});
