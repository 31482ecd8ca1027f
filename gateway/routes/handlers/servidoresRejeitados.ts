/**
 * `servidoresRejeitados.avoServidoresRejeitados` ('Servidores rejeitados', ONE-BASED, as the spec
 * says: the router turns the page into `offset` and echoes the page asked): the bonus rows
 * REJEITADA of a year with the payroll's reason, the institutions of the token's unit
 * (routes/lib/bonus-rows.ts).
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { bonusReport, REPORT_COLUMNS, REPORT_SORT, reportScope } from '../lib/bonus-rows.ts';
import { paginate } from '../list.ts';

const REJEITADOS = bonusReport<
  RequestOf<'servidoresRejeitados.avoServidoresRejeitados'>,
  RecordOf<'servidoresRejeitados.avoServidoresRejeitados'>
>(
  [`g.situacao = 'REJEITADA'`],
  `${REPORT_COLUMNS}, g.ano, g.motivo_rejeicao AS "motivoRejeicao",
   to_char(g.apurada_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "dataApuracao"`,
  { ...REPORT_SORT, motivoRejeicao: 'g.motivo_rejeicao' },
);

export default defineHandlers({
  'servidoresRejeitados.avoServidoresRejeitados': (ctx) => paginate(ctx, REJEITADOS, reportScope(ctx)),
});
