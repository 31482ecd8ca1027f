/**
 * The absences of a servant in 'Gestão do tempo' (table ausencia): the list, the types
 * (parametro_ausencia) and the late registration of an absence, which recomputes the year-end bonus
 * of every year it touches, with the audit rows of each recomputation (domain/gratificacao.ts).
 * The rules are in gateway/domain/gratificacao.ts and docs/GESTAO-TEMPO.md.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { INICIO_AUSENCIAS_TABELA } from '../../servidores/ausencias.ts';
import { registroDe } from '../../servidores/index.ts';
import { servidorPorNumero } from '../../servidores/base.ts';
import { auditarApuracao, reapurar } from '../../domain/gratificacao.ts';
import { ok } from '../../lib/envelope.ts';
import { type List, paginate, asNumber } from '../list.ts';
import { dataBRDoDia, dataHoraSql, hojeBrasilia, texto as str } from '../../lib/text.ts';
import { motivoAusencia, registrarAusenciaPortal } from '../../domain/ausencias.ts';
import { missingRecord } from '../../lib/unit-scope.ts';
import { write } from '../../lib/write.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { servidorDaUnidade } from '../lib/servant-record.ts';
import { diaDaDataIso } from '../../../schemas/data-iso.ts';

const SORT_AUSENCIA: Record<string, string> = { dataInicio: 'a.data_inicio', tipo: 'p.descricao' };

const AUSENCIAS: List<RequestOf<'ausenciasServidorPoc.lista'>, RecordOf<'ausenciasServidorPoc.lista'>> = {
  from: 'FROM ausencia a JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo LEFT JOIN usuario u ON u.cpf = a.registrada_por',
  countFrom: 'FROM ausencia a JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo',
  columns: `a.id, a.sequencial AS "sequencialAfastamento", a.codigo_tipo AS "codigoTipo", p.descricao AS tipo, p.grupo,
    to_char(a.data_inicio, 'DD/MM/YYYY') AS "dataInicio", to_char(a.data_fim, 'DD/MM/YYYY') AS "dataFim", (a.data_fim - a.data_inicio + 1) AS dias,
    CASE WHEN p.conta_exercicio THEN 'Sim' ELSE 'Não' END AS "contaExercicio",
    CASE a.origem WHEN 'FOLHA' THEN 'Folha de pagamento' ELSE 'Registrada no portal' END AS origem,
    ${dataHoraSql('a.registrada_em')} AS "registradaEm", COALESCE(u.nome, a.registrada_por, 'Carga da folha') AS "registradaPor", COALESCE(a.observacao, '') AS observacao`,
  unitScope: ['a.servidor_id = $1'],
  filters: {
    ano: {
      value: asNumber,
      sql: (n) => `a.data_inicio <= make_date(${n}::int, 12, 31) AND a.data_fim >= make_date(${n}::int, 1, 1)`,
    },
  },
  sort: { fields: SORT_AUSENCIA, default: 'dataInicio', tieBreak: (dir) => `a.id ${dir}` },
};

export default defineHandlers({
  'ausenciasServidorPoc.lista': async (ctx) => {
    const s = await servidorDaUnidade(ctx.db, str(ctx.input.numeroFuncionario), ctx.auth);
    if (!s) return missingRecord(ctx.paging);
    return paginate(ctx, AUSENCIAS, [s.id]);
  },
  'ausenciasServidorPoc.tipos': async ({ db }) => {
    const { rows } = await db.query<RecordOf<'ausenciasServidorPoc.tipos'>>(
      `SELECT codigo_tipo AS codigo, descricao, descricao || CASE WHEN conta_exercicio THEN ' (conta como exercício)' ELSE ' (não conta como exercício)' END AS rotulo
     FROM parametro_ausencia ORDER BY grupo, descricao`,
    );
    return ok(rows);
  },
  'ausenciasServidorPoc.registrar': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const s = w.foundInUnit(
        await servidorPorNumero(w.tx, str(input.numeroFuncionario)),
        (x) => x.unidadeCodigo,
        'numeroFuncionario',
      );
      const ini = diaDaDataIso(input.dataInicio);
      const fim = diaDaDataIso(input.dataFim);
      if (fim < ini) w.invalid('dataFim', 'A data final deve ser igual ou posterior à data inicial.');
      const hoje = hojeBrasilia();
      if (fim > hoje) w.invalid('dataFim', 'Não é possível registrar ausência em data futura.');
      if (ini < INICIO_AUSENCIAS_TABELA)
        w.invalid(
          'dataInicio',
          `Ausências anteriores a ${dataBRDoDia(INICIO_AUSENCIAS_TABELA)} constam do histórico funcional e não podem ser registradas por aqui.`,
        );
      const tipo = await w.tx.query<{ descricao: string }>(
        'SELECT descricao FROM parametro_ausencia WHERE codigo_tipo = $1',
        [Number(input.codigoTipo)],
      );
      const descricao = w.found(tipo.rows[0], 'codigoTipo').descricao;
      // The employment: the bonus rows know the period of each year; the record knows vacations.
      const { rows: anos } = await w.tx.query<{ ano: number; inicio: string; fim: string | null }>(
        `SELECT ano, to_char(inicio_exercicio, 'YYYY-MM-DD') AS inicio, to_char(fim_exercicio, 'YYYY-MM-DD') AS fim FROM gratificacao_natalina
       WHERE servidor_id = $1 AND ano BETWEEN $2 AND $3 ORDER BY ano FOR UPDATE`,
        [s.id, Number(ini.slice(0, 4)), Number(fim.slice(0, 4))],
      );
      const dentro =
        anos.length === Number(fim.slice(0, 4)) - Number(ini.slice(0, 4)) + 1 &&
        ini >= anos[0].inicio &&
        (anos.at(-1)!.fim ?? '9999') >= fim;
      if (!dentro)
        w.invalid('dataInicio', 'O período informado está fora do exercício do servidor (admissão e desligamento).');
      const { rows: sobre } = await w.tx.query<{ descricao: string; ini: string; fim: string }>(
        `SELECT p.descricao, to_char(a.data_inicio, 'DD/MM/YYYY') AS ini, to_char(a.data_fim, 'DD/MM/YYYY') AS fim FROM ausencia a
       JOIN parametro_ausencia p ON p.codigo_tipo = a.codigo_tipo WHERE a.servidor_id = $1 AND a.data_inicio <= $3 AND a.data_fim >= $2 LIMIT 1`,
        [s.id, ini, fim],
      );
      if (sobre[0])
        w.invalid(
          'dataInicio',
          `O período coincide com ${sobre[0].descricao.toLowerCase()} de ${sobre[0].ini} a ${sobre[0].fim}.`,
        );
      const { unidadeCodigo: _u, ...base } = s!;
      const ferias = registroDe(base).eventos.find(
        (e) => (e.grupo === 'ferias' || e.grupo === 'feriasPremio') && e.dataInicio <= fim && e.dataFim >= ini,
      );
      if (ferias)
        w.invalid(
          'dataInicio',
          `O período coincide com ${ferias.descricao.toLowerCase()} de ${dataBRDoDia(ferias.dataInicio)} a ${dataBRDoDia(ferias.dataFim)}.`,
        );

      const id = await registrarAusenciaPortal(w.tx, {
        servidorId: s.id,
        codigoTipo: Number(input.codigoTipo),
        ini,
        fim,
        observacao: str(input.observacao) || null,
        por: auth!.sub,
      });
      await w.audit('ausencia', id, {
        tipo: { de: null, para: descricao },
        periodo: { de: null, para: `${dataBRDoDia(ini)} a ${dataBRDoDia(fim)}` },
        servidor: { de: null, para: s.numeroFuncionario },
      });
      const textos: string[] = [];
      for (const a of anos) {
        const r = await reapurar(w.tx, s.id, a.ano, motivoAusencia(descricao, ini, fim, hoje), s.unidadeCodigo);
        textos.push(await auditarApuracao(w, r!, a.ano));
      }
      return ok({ id, anos: anos.map((a) => a.ano).join(', ') }, undefined, `Ausência registrada. ${textos.join(' ')}`);
    }),
});
