/**
 * Handlers of the servant's career tabs: positions and careers (list, details, evolution), weekly
 * hours, substitutions, budget allocations (funcionais programáticas), alimony pensions paid and
 * the pay calculation forms. The servant is the query parameter `numeroFuncionario`.
 */
import * as R from '../../servidores/index.ts';
import { folha, folhasDe } from '../../servidores/contracheque.ts';
import type { Handlers } from '../../contract/handler.ts';
import { secao } from './registro-servidor.ts';

const desde: [string, 'ASC' | 'DESC'][] = [['dataInicio', 'DESC']];

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

export const cargosServidorHandlers = {
  'cargosCarreiras.lista': secao(R.cargos, { ordem: desde }),
  'cargosCarreiras.detalhes': secao((r, input) => R.cargoDetalhe(r, Number(input.sequencialCargoAdmissao))),
  // Default order of the spec: sort 'dataInicio~dataFim', order 'DESC~DESC'.
  'cargosCarreiras.evolucao': secao(R.evolucaoCarreira, {
    ordem: [
      ['dataInicio', 'DESC'],
      ['dataFim', 'DESC'],
    ],
  }),
  'cargaHoraria.lista': secao(R.cargaHoraria, { ordem: desde }),
  'substitutos.lista': secao(R.substitutos, { ordem: desde }),
  'funcionaisProgramaticas.lista': secao(R.funcionaisProgramaticas, { ordem: desde }),
  'pensoesAlimento.lista': secao(R.pensoesAlimento, { ordem: desde }),
  'formasCalculo.vigente': secao(R.formaCalculoVigente),
  'formasCalculo.historico': secao(R.formasCalculoHistorico, { ordem: desde }),
  'formasCalculo.verbasVigente': secao(verbasVigente, { ordem: [['codigoVerba', 'ASC']] }),
} satisfies Handlers<
  | 'cargosCarreiras.lista'
  | 'cargosCarreiras.detalhes'
  | 'cargosCarreiras.evolucao'
  | 'cargaHoraria.lista'
  | 'substitutos.lista'
  | 'funcionaisProgramaticas.lista'
  | 'pensoesAlimento.lista'
  | 'formasCalculo.vigente'
  | 'formasCalculo.historico'
  | 'formasCalculo.verbasVigente'
>;
