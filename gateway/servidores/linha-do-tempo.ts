/**
 * The servant's events over the years (registro.ts builds the record with them): absences, leave,
 * vacations and the conversions of férias-prêmio into money, drawn from the servant's own stream.
 */
import { TIPOS_AFASTAMENTO } from './catalogos.ts';
import { Rng, addDays, addMeses, addYears, competenciaDe, primeiroDia, ultimoDia } from './prng.ts';
import type { ServidorBase, Evolucao, Evento, Conversao } from './tipos.ts';

/**
 * Places absences, leave and vacations year by year in whole months that are still free, inside
 * [admission, end of activity]: one event per month (a long leave takes all its months), so no
 * two events ever overlap. Férias-prêmio use the balance of completed 5-year periods; part of a
 * balance may be converted into money (conversões).
 */
export function linhaDoTempo(
  base: ServidorBase,
  admissao: string,
  fim: string,
  referencia: number,
  evolucao: Evolucao[],
) {
  const rng = new Rng(base.id, 'eventos');
  const ocupados = new Set<number>();
  const eventos: Evento[] = [];
  const conversoes: Conversao[] = [];
  const tipo = (codigo: number) => TIPOS_AFASTAMENTO.find((t) => t.codigo === codigo)!;
  const primeiroMes = addMeses(competenciaDe(admissao), 1);
  const ultimoMes = competenciaDe(fim) - (fim === ultimoDia(competenciaDe(fim)) ? 0 : 1);

  const livre = (mes: number, meses = 1) => {
    for (let k = 0; k < meses; k++) {
      const m = addMeses(mes, k);
      if (ocupados.has(m) || m < primeiroMes || m > ultimoMes) return false;
    }
    return true;
  };
  const colocar = (codigo: number, mes: number, dias: number, referenciaEv?: number) => {
    const ini = addDays(primeiroDia(mes), dias > 28 ? 0 : rng.int(0, 28 - dias));
    const fimEv = addDays(ini, dias - 1);
    const meses =
      (Math.floor(competenciaDe(fimEv) / 100) - Math.floor(mes / 100)) * 12 +
      (competenciaDe(fimEv) % 100) -
      (mes % 100) +
      1;
    if (!livre(mes, meses)) return false;
    for (let k = 0; k < meses; k++) ocupados.add(addMeses(mes, k));
    const t = tipo(codigo);
    eventos.push({
      sequencial: 0,
      codigoTipo: codigo,
      descricao: t.descricao,
      grupo: t.grupo,
      dataInicio: ini,
      dataFim: fimEv,
      dias,
      referencia: referenciaEv,
    });
    return true;
  };
  const mesAleatorio = (ano: number) => ano * 100 + rng.int(1, 12);

  const anoIni = Number(admissao.slice(0, 4));
  const anoFim = Math.floor(ultimoMes / 100);
  const idadeEm = (ano: number) => ano - Number(base.dataNascimento.slice(0, 4));
  let saldoFp: { numero: number; dias: number }[] = [];
  let proximoPeriodo = 1;

  for (let ano = anoIni; ano <= anoFim; ano++) {
    // Licença-maternidade/paternidade first: they take several months.
    if (base.sexo === 'F' && idadeEm(ano) >= 22 && idadeEm(ano) <= 42 && rng.chance(0.05))
      colocar(201, mesAleatorio(ano), 180);
    if (base.sexo === 'M' && idadeEm(ano) >= 22 && idadeEm(ano) <= 48 && rng.chance(0.05))
      colocar(202, mesAleatorio(ano), 20);
    // Regular vacation: from the second year of service, in January or July (else any free month).
    if (ano > anoIni) {
      const preferido = ano * 100 + rng.pick([1, 7, 12]);
      if (rng.chance(0.3)) {
        if (!colocar(301, preferido, 15, ano - 1)) colocar(301, mesAleatorio(ano), 15, ano - 1);
        colocar(301, mesAleatorio(ano), 15, ano - 1);
      } else if (!colocar(301, preferido, 30, ano - 1)) {
        for (let t = 0; t < 4 && !colocar(301, mesAleatorio(ano), 30, ano - 1); t++);
      }
    }
    if (rng.chance(0.35)) colocar(rng.pick([101, 101, 101, 102, 103]), mesAleatorio(ano), rng.int(2, 20));
    if (rng.chance(0.02)) colocar(203, mesAleatorio(ano), 90);
    if (rng.chance(0.03)) colocar(204, mesAleatorio(ano), 30);
    if (rng.chance(0.18)) colocar(401, mesAleatorio(ano), rng.int(1, 2));

    // Férias-prêmio: a period of 90 days for every 5 years of service completed by this year.
    while (addYears(admissao, 5 * proximoPeriodo) <= `${ano}-12-31` && addYears(admissao, 5 * proximoPeriodo) <= fim) {
      saldoFp.push({ numero: proximoPeriodo, dias: 90 });
      proximoPeriodo++;
    }
    const disponivel = saldoFp.find((s) => s.dias >= 30);
    if (disponivel && rng.chance(0.18)) {
      if (colocar(302, mesAleatorio(ano), 30, disponivel.numero)) disponivel.dias -= 30;
    } else if (disponivel && rng.chance(0.06)) {
      const mes = mesAleatorio(ano);
      if (mes >= primeiroMes && mes <= ultimoMes) {
        const ev =
          evolucao.find((e) => e.dataInicio <= primeiroDia(mes) && (e.dataFim ?? '9999') >= primeiroDia(mes)) ??
          evolucao[evolucao.length - 1];
        const anoMesFolha = Math.min(addMeses(mes, 1), referencia);
        conversoes.push({
          numeroPeriodo: disponivel.numero,
          data: addDays(primeiroDia(mes), rng.int(0, 20)),
          dias: 30,
          anoMesFolha,
          remuneracaoBase: ev.vencimento,
          valor: ev.vencimento,
        });
        disponivel.dias -= 30;
      }
    }
    saldoFp = saldoFp.filter((s) => s.dias > 0);
  }
  eventos.sort((a, b) => (a.dataInicio < b.dataInicio ? -1 : 1));
  eventos.forEach((e, i) => {
    e.sequencial = i + 1;
  });
  return { eventos, conversoes };
}
