/**
 * The sections of a pay slip the financial endpoints answer (dados-financeiros and the bonus slip):
 * its lines as the screens show them, its totals, positions, pensions and occurrences.
 */
import { folha, folhasDe, type Folha, type Linha } from './contracheque.ts';
import { addMeses, competenciaTexto, primeiroDia, reais, ultimoDia } from './prng.ts';
import { dadosBancarios, type Registro } from './index.ts';
/** How a line's type is written: an employer's contribution is not the servant's 'Vantagem'. */
const TIPOS = { V: 'Vantagem', D: 'Desconto', P: 'Encargo patronal' } as const;

/** A line of a slip as the endpoints answer it (reais, 'Vantagem'/'Desconto'/'Encargo patronal'). */
export const linhaJson = (l: Linha) => ({
  codigoVerba: l.codigoVerba,
  descricaoVerba: l.descricaoVerba,
  tipo: TIPOS[l.tipo],
  referencia: l.referencia,
  valor: reais(l.valor),
});

export const descricaoFolha = (s: number) => (s === 0 ? 'Folha mensal' : 'Folha suplementar - Gratificação natalina');

/** Payment day of a slip ('AAAA-MM-DD'): the 5th of the next month, the 8th for a supplementary one. */
export const dataPagamentoDe = (anoMes: number, suplementar: number): string =>
  `${primeiroDia(addMeses(anoMes, 1)).slice(0, 8)}0${suplementar === 0 ? 5 : 8}`;

export function listaContracheques(r: Registro) {
  return folhasDe(r).map(([m, s]) => {
    const f = folha(r, m, s)!;
    return {
      anoMesFolha: m,
      numeroFolhaSuplementar: s,
      competencia: competenciaTexto(m),
      descricaoFolha: descricaoFolha(s),
      totalVantagens: reais(f.totalVantagens),
      totalDescontos: reais(f.totalDescontos),
      valorLiquido: reais(f.liquido),
      dataPagamento: dataPagamentoDe(m, s),
    };
  });
}

export const vantagensEDescontos = (f: Folha) => f.linhas.map(linhaJson);
export const verbasPatronais = (f: Folha) => f.patronais.map(linhaJson);
export const descontosNaoEfetuados = (f: Folha) =>
  f.naoEfetuados.map((l) => ({ ...linhaJson(l), motivo: 'Margem consignável insuficiente' }));

export function informacoesFinanceiras(r: Registro, f: Folha) {
  const b = dadosBancarios(r);
  return {
    anoMesFolha: f.anoMesFolha,
    numeroFolhaSuplementar: f.numeroFolhaSuplementar,
    competencia: competenciaTexto(f.anoMesFolha),
    descricaoFolha: descricaoFolha(f.numeroFolhaSuplementar),
    totalVantagens: reais(f.totalVantagens),
    totalDescontos: reais(f.totalDescontos),
    valorLiquido: reais(f.liquido),
    baseCalculoPrevidencia: reais(f.basePrevidencia),
    baseCalculoIrrf: reais(f.baseIrrf),
    dependentesIrrf: r.dependentesIr,
    banco: `${b.codigoBanco} - ${b.nomeBanco}`,
    agencia: b.agencia,
    conta: b.conta,
  };
}

export function cargosDaFolha(r: Registro, f: Folha) {
  const fim = ultimoDia(f.anoMesFolha);
  const ini = primeiroDia(f.anoMesFolha);
  const ev = [...r.evolucao].reverse().find((e) => e.dataInicio <= fim) ?? r.evolucao[0];
  const out = [
    {
      sequencialCargoAdmissao: 1,
      cargo: r.carreira.cargo,
      carreira: r.carreira.carreira,
      nivel: ev.nivel,
      grau: ev.grau,
      cargaHorariaSemanal: r.carreira.jornada,
      vencimento: reais(ev.vencimento),
    },
  ];
  for (const c of r.comissoes.filter((x) => x.dataInicio <= fim && (x.dataFim ?? '9999') >= ini))
    out.push({
      sequencialCargoAdmissao: c.sequencial,
      cargo: c.cargo,
      carreira: 'Cargo em comissão',
      nivel: '',
      grau: '',
      cargaHorariaSemanal: 40,
      vencimento: reais(c.valor),
    });
  return out;
}

export const totaisPorAdmissao = (r: Registro, f: Folha) => [
  {
    sequencialAdmissao: 1,
    numeroFuncionario: r.base.numeroFuncionario,
    cargo: r.carreira.cargo,
    totalVantagens: reais(f.totalVantagens),
    totalDescontos: reais(f.totalDescontos),
    valorLiquido: reais(f.liquido),
  },
];

export function pensoesDaFolha(r: Registro, f: Folha) {
  return f.linhas
    .filter((l) => l.codigoVerba === '5200')
    .map((l) => {
      const p = r.pensoes.find((x) => l.descricaoVerba.endsWith(x.beneficiario.toUpperCase()))!;
      return {
        numeroPensao: p.numeroPensao,
        nomeBeneficiario: p.beneficiario,
        percentual: p.percentual,
        valor: reais(l.valor),
        banco: p.banco,
        agencia: p.agencia,
        conta: p.conta,
      };
    });
}

export function ocorrencias(r: Registro, f: Folha) {
  const ini = primeiroDia(f.anoMesFolha);
  const fim = ultimoDia(f.anoMesFolha);
  return r.eventos
    .filter((e) => e.dataInicio <= fim && e.dataFim >= ini)
    .map((e) => ({
      codigoOcorrencia: e.codigoTipo,
      descricaoOcorrencia: e.descricao,
      dataInicio: e.dataInicio,
      dataFim: e.dataFim,
      dias: e.dias,
    }));
}
