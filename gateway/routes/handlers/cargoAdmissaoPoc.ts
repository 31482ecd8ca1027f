/**
 * `cargoAdmissaoPoc.lista`: the servant's admission (its career position) and commissioned
 * positions, for the year-end bonus screens. The servant is named like every servant tab
 * (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { paginateItems } from '../list.ts';
import { loadRecord } from '../lib/servant-record.ts';

/** `cargoAdmissaoPoc.lista`: the admission's career position and the commissioned positions. */
function cargosAdmissoes(r: R.Registro) {
  const adm = R.admissoes(r)[0];
  return R.cargos(r).map((c) =>
    c.sequencialCargoAdmissao === 1
      ? {
          sequencialCargoAdmissao: 1,
          numeroFuncionario: adm.numeroFuncionario,
          cargo: c.cargo,
          carreira: c.carreira,
          tipoCargo: c.tipoCargo,
          formaIngresso: adm.formaIngresso,
          dataAdmissao: adm.dataAdmissao,
          dataDesligamento: adm.dataDesligamento,
          situacao: r.desligamento ? 'Desligado' : r.aposentadoria ? 'Aposentado' : 'Ativo',
        }
      : {
          sequencialCargoAdmissao: c.sequencialCargoAdmissao,
          numeroFuncionario: adm.numeroFuncionario,
          cargo: c.cargo,
          carreira: c.carreira,
          tipoCargo: c.tipoCargo,
          formaIngresso: 'Nomeação em comissão',
          dataAdmissao: c.dataInicio,
          dataDesligamento: c.dataFim,
          situacao: c.dataFim ? 'Encerrado' : 'Vigente',
        },
  );
}

export default defineHandlers({
  'cargoAdmissaoPoc.lista': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    return paginateItems(ctx.paging!, cargosAdmissoes(c.registro), [['sequencialCargoAdmissao', 'ASC']]);
  },
});
