/**
 * Handlers of `beneficios` (férias-prêmio): the search of servants with their balance
 * (consultar-ferias-premio; cpf/nome/masp filters, unit scope, paged in SQL) and the tabs of one
 * servant (`numeroFuncionario`): balances and rights per 5-year period, granted leave, conversions
 * into money (abatements, computed values, pay-roll records and payments).
 */
import { competenciaTexto, reais } from '../../servidores/prng.ts';
import * as R from '../../servidores/index.ts';
import { lista } from '../lista.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { filtrosIdentificacao } from './pesquisa-servidor.ts';
import { servidoresPorId } from '../../servidores/base.ts';
import { secao } from './registro-servidor.ts';

const SORT_SQL: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  masp: 's.masp',
  numeroFuncionario: 's.numero_funcionario',
};

const saldosBeneficioServidores: Handler<'beneficios.saldosBeneficioServidores'> = lista({
  de: 'FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo',
  // Every filter is on the servant's row (the unit too, migration 026): the count needs no join.
  contagemDe: 'FROM servidor s',
  colunas: 's.id',
  escopo: ['s.unidade_codigo = $1'],
  outrosFiltros: ({ input }, add) => filtrosIdentificacao(input, add),
  ordem: { campos: SORT_SQL, padrao: 'nome', desempate: (dir) => `s.id ${dir}` },
  // The balances come from each servant's record, read for the page's servants at once.
  linhas: async (rows: { id: number }[], { db }) => {
    const bases = await servidoresPorId(
      db,
      rows.map((r) => r.id),
    );
    return rows.map(({ id }) => {
      const r = R.registroDe(bases.get(id)!);
      const saldos = R.saldosFeriasPremio(r);
      return {
        numeroFuncionario: r.base.numeroFuncionario,
        masp: r.base.masp,
        cpf: r.base.cpf,
        nome: r.base.nome,
        instituicao: `${r.base.instituicaoSigla} - ${r.base.instituicaoNome}`,
        situacaoServidor: r.base.situacaoServidor,
        periodosAdquiridos: saldos.length,
        diasDireito: saldos.reduce((s, x) => s + x.diasDireito, 0),
        diasSaldo: saldos.reduce((s, x) => s + x.diasSaldo, 0),
      };
    });
  },
});

const periodo = [['numeroPeriodo', 'DESC']] as [string, 'ASC' | 'DESC'][];

export const beneficiosHandlers = {
  'beneficios.saldosBeneficioServidores': saldosBeneficioServidores,
  'beneficios.saldosEDireitosFeriasPremioServidor': secao(R.saldosFeriasPremio, { ordem: periodo }),
  'beneficios.concessaoUsufrutoFeriasPremioServidor': secao(
    (r) =>
      R.eventosDo(r, 'feriasPremio').map((e, i) => ({
        sequencialUsufruto: i + 1,
        numeroPeriodo: e.referencia ?? 0,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
        dias: e.dias,
        situacao: 'Usufruído',
      })),
    { ordem: [['dataInicio', 'DESC']] },
  ),
  'beneficios.registrosAbatimentosSaldoConversaoFeriasPremio': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        dataAbatimento: c.data,
        diasAbatidos: c.dias,
        motivo: 'Conversão em espécie',
      })),
    { ordem: [['dataAbatimento', 'DESC']] },
  ),
  'beneficios.valoresApurados': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        dataApuracao: c.data,
        remuneracaoBase: reais(c.remuneracaoBase),
        dias: c.dias,
        valorApurado: reais(c.valor),
      })),
    { ordem: [['dataApuracao', 'DESC']] },
  ),
  'beneficios.registrosPagamento': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        anoMesFolha: c.anoMesFolha,
        competencia: competenciaTexto(c.anoMesFolha),
        dias: c.dias,
        valor: reais(c.valor),
      })),
    { ordem: [['anoMesFolha', 'DESC']] },
  ),
  'beneficios.pagamentos': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        anoMesFolha: c.anoMesFolha,
        numeroFolhaSuplementar: 0,
        competencia: competenciaTexto(c.anoMesFolha),
        valor: reais(c.valor),
        situacao: 'Pago',
      })),
    { ordem: [['anoMesFolha', 'DESC']] },
  ),
} satisfies Handlers<
  | 'beneficios.saldosBeneficioServidores'
  | 'beneficios.saldosEDireitosFeriasPremioServidor'
  | 'beneficios.concessaoUsufrutoFeriasPremioServidor'
  | 'beneficios.registrosAbatimentosSaldoConversaoFeriasPremio'
  | 'beneficios.valoresApurados'
  | 'beneficios.registrosPagamento'
  | 'beneficios.pagamentos'
>;
