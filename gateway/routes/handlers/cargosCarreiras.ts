/**
 * The positions and careers of the servant's record: list, details and evolution (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { NEWEST_FIRST, section } from '../lib/servant-record.ts';

export default defineHandlers({
  'cargosCarreiras.lista': section(R.cargos, { defaultSort: NEWEST_FIRST }),
  'cargosCarreiras.detalhes': section((r, input) => R.cargoDetalhe(r, Number(input.sequencialCargoAdmissao))),
  // Default order of the spec: sort 'dataInicio~dataFim', order 'DESC~DESC'.
  'cargosCarreiras.evolucao': section(R.evolucaoCarreira, {
    defaultSort: [
      ['dataInicio', 'DESC'],
      ['dataFim', 'DESC'],
    ],
  }),
});
