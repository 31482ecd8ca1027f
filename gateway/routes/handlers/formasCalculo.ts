/**
 * The pay calculation forms of the servant's record: the form in force, its history and its pay
 * items (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { folha, folhasDe } from '../../servidores/contracheque.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { NEWEST_FIRST, section } from '../lib/servant-record.ts';

/** The pay items of the current calculation form: the lines of the latest monthly pay slip. */
const verbasVigente = (r: R.Registro) => {
  const ultima = folhasDe(r).find(([, s]) => s === 0);
  if (!ultima) return [];
  const f = folha(r, ultima[0], 0)!;
  return f.linhas.map((l) => ({
    codigoVerba: l.codigoVerba,
    descricaoVerba: l.descricaoVerba,
    tipo: l.tipo === 'V' ? 'Vantagem' : 'Desconto',
    referencia: l.referencia,
  }));
};

export default defineHandlers({
  'formasCalculo.vigente': section(R.formaCalculoVigente),
  'formasCalculo.historico': section(R.formasCalculoHistorico, { defaultSort: NEWEST_FIRST }),
  'formasCalculo.verbasVigente': section(verbasVigente, { defaultSort: [['codigoVerba', 'ASC']] }),
});
