/**
 * Handlers of `beneficios` (férias-prêmio): the search of servants with their balance
 * (consultar-ferias-premio; cpf/nome/masp filters, unit scope, paged in SQL) and the tabs of one
 * servant (`numeroFuncionario`): balances and rights per 5-year period, granted leave, conversions
 * into money (abatements, computed values, pay-roll records and payments).
 */
import { competenciaTexto, reais } from '../../servidores/prng.ts';
import * as R from '../../servidores/index.ts';
import { list } from '../list.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { servidoresPorId } from '../../servidores/base.ts';
import { section } from '../lib/servant-record.ts';
import { identificationFilters } from '../lib/servant-search.ts';

const SORT_SQL: Record<string, string> = {
  nome: 's.nome_busca',
  cpf: 's.cpf',
  masp: 's.masp',
  numeroFuncionario: 's.numero_funcionario',
};

const periodo = [['numeroPeriodo', 'DESC']] as [string, 'ASC' | 'DESC'][];

export default defineHandlers({
  'beneficios.saldosBeneficioServidores': list({
    from: 'FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo',
    // Every filter is on the servant's row (the unit too, migration 026): the count needs no join.
    countFrom: 'FROM servidor s',
    columns: 's.id',
    unitScope: ['s.unidade_codigo = $1'],
    moreFilters: ({ input }, add) => identificationFilters(input, add),
    sort: { fields: SORT_SQL, default: 'nome', tieBreak: (dir) => `s.id ${dir}` },
    // The balances come from each servant's record, read for the page's servants at once.
    rows: async (rows: { id: number }[], { db }) => {
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
  }),
  'beneficios.saldosEDireitosFeriasPremioServidor': section(R.saldosFeriasPremio, { defaultSort: periodo }),
  'beneficios.concessaoUsufrutoFeriasPremioServidor': section(
    (r) =>
      R.eventosDo(r, 'feriasPremio').map((e, i) => ({
        sequencialUsufruto: i + 1,
        numeroPeriodo: e.referencia ?? 0,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
        dias: e.dias,
        situacao: 'Usufruído',
      })),
    { defaultSort: [['dataInicio', 'DESC']] },
  ),
  'beneficios.registrosAbatimentosSaldoConversaoFeriasPremio': section(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        dataAbatimento: c.data,
        diasAbatidos: c.dias,
        motivo: 'Conversão em espécie',
      })),
    { defaultSort: [['dataAbatimento', 'DESC']] },
  ),
  'beneficios.valoresApurados': section(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        dataApuracao: c.data,
        remuneracaoBase: reais(c.remuneracaoBase),
        dias: c.dias,
        valorApurado: reais(c.valor),
      })),
    { defaultSort: [['dataApuracao', 'DESC']] },
  ),
  'beneficios.registrosPagamento': section(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        anoMesFolha: c.anoMesFolha,
        competencia: competenciaTexto(c.anoMesFolha),
        dias: c.dias,
        valor: reais(c.valor),
      })),
    { defaultSort: [['anoMesFolha', 'DESC']] },
  ),
  'beneficios.pagamentos': section(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        anoMesFolha: c.anoMesFolha,
        numeroFolhaSuplementar: 0,
        competencia: competenciaTexto(c.anoMesFolha),
        valor: reais(c.valor),
        situacao: 'Pago',
      })),
    { defaultSort: [['anoMesFolha', 'DESC']] },
  ),
});
