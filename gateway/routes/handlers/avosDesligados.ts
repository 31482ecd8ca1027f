/**
 * `avosDesligados.lista` ('Relatórios de Gratificação natalina', zero-based): the servants who left
 * the service in the year (`fim_exercicio` set), with avos and values; filters cpf and nome as in
 * the servant search, the institutions of the token's unit (routes/lib/bonus-rows.ts).
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { bonusReport, REPORT_COLUMNS, REPORT_SORT, reaisSql, reportScope } from '../lib/bonus-rows.ts';
import { identificationFilters } from '../lib/servant-search.ts';
import { paginate } from '../list.ts';

const DESLIGADOS = bonusReport<RequestOf<'avosDesligados.lista'>, RecordOf<'avosDesligados.lista'>>(
  ['g.fim_exercicio IS NOT NULL'],
  `${REPORT_COLUMNS}, to_char(g.inicio_exercicio, 'YYYY-MM-DD') AS "inicioExercicio", to_char(g.fim_exercicio, 'YYYY-MM-DD') AS "dataDesligamento",
   ${reaisSql('g.adiantamento')} AS adiantamento, ${reaisSql('g.saldo')} AS saldo,
   CASE g.situacao WHEN 'PAGA' THEN 'Paga' WHEN 'REJEITADA' THEN 'Rejeitada' ELSE 'Apurada' END AS situacao`,
  { ...REPORT_SORT, dataDesligamento: 'g.fim_exercicio', valorBruto: 'g.valor_bruto', saldo: 'g.saldo' },
);

export default defineHandlers({
  'avosDesligados.lista': (ctx) =>
    paginate(
      ctx,
      {
        ...DESLIGADOS,
        moreFilters: ({ input }, add) => identificationFilters({ cpf: input.cpf, nome: input.nome }, add),
      },
      reportScope(ctx),
    ),
});
