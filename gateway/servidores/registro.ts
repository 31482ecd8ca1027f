/**
 * The servant record (dados-servidor), generated lazily and deterministically from the servant row.
 *
 * A state has 600,000 servants and each has decades of events and 24 months of pay slips: storing
 * them would make the state seed take hours and the data folder tens of GB. Instead every section
 * is a pure function of (servant row, reference competence) drawn from seeded streams (prng.ts), so
 * the same question always gets the same answer, and the dates are coherent by construction:
 * admission → career periods → lotações; absences, leave and vacations are placed in whole free
 * months inside the employment period, so they never overlap.
 */
import {
  BANCOS,
  CARGOS_COMISSAO,
  GRAUS,
  NIVEIS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  SUBUNIDADES,
  TIPOS_AFASTAMENTO,
  carreirasDe,
} from './catalogos.ts';
import {
  Rng,
  addDays,
  addMeses,
  addYears,
  competenciaDe,
  competenciaReferencia,
  daysBetween,
  minIso,
  primeiroDia,
  ultimoDia,
} from './prng.ts';
import type { ServidorBase, DecisaoCarreira, Evolucao, Evento, Lotacao, Conversao, Pensao, Registro } from './tipos.ts';

const CACHE = new Map<string, Registro>();
const CACHE_MAX = 2000;

/**
 * The record of a servant (memoised: one servant's tabs ask for it many times in a row). Keyed by
 * the whole base row, not its id: a servant whose row changed (a name, a move to another
 * institution) gets a record built from the new row, and two databases in one process (the
 * PostgreSQL test run) never share one — keyed by id, id 301 of one database answered with the
 * name of id 301 of another.
 *
 * Without `decisao` the career is every step as it falls due — what the progression computation
 * assesses (gateway/domain/progressao.ts). Every reader of the servant's current career reads the
 * record WITH the progression table's decision (gateway/domain/carreira-servidor.ts).
 */
export function registroDe(
  base: ServidorBase,
  referencia = competenciaReferencia(),
  decisao?: DecisaoCarreira | null,
): Registro {
  const key = `${referencia}:${decisao ? `${decisao.dataAquisicao}:${decisao.concedida}` : '-'}:${JSON.stringify(base)}`;
  const hit = CACHE.get(key);
  if (hit) return hit;
  const r = construir(base, referencia, decisao ?? null);
  if (CACHE.size >= CACHE_MAX) CACHE.delete(CACHE.keys().next().value as string);
  CACHE.set(key, r);
  return r;
}

/**
 * The steps granted: a step from the decided acquisition on that has no VALIDADA act is left out,
 * and the servant stays in the previous level/grade (that step runs on to where the left-out one
 * would have ended), so the pay, the history and every sheet follow the act, not the due date.
 */
export function evolucaoConcedida(devida: Evolucao[], decisao: DecisaoCarreira | null): Evolucao[] {
  if (!decisao) return devida;
  const out: Evolucao[] = [];
  for (const e of devida) {
    const anterior = out[out.length - 1];
    const semAto =
      e.dataInicio > decisao.dataAquisicao || (e.dataInicio === decisao.dataAquisicao && !decisao.concedida);
    if (anterior && semAto) out[out.length - 1] = { ...anterior, dataFim: e.dataFim };
    else out.push({ ...e, sequencial: out.length + 1 });
  }
  return out;
}

/** The servant's current level and grade: the last granted step of the record's career. */
export function nivelAtual(r: Registro): Pick<Evolucao, 'nivel' | 'grau' | 'vencimento' | 'dataInicio'> {
  const { nivel, grau, vencimento, dataInicio } = r.evolucao[r.evolucao.length - 1];
  return { nivel, grau, vencimento, dataInicio };
}

function construir(base: ServidorBase, referencia: number, decisao: DecisaoCarreira | null): Registro {
  const rng = new Rng(base.id, 'esqueleto');
  const fimRef = ultimoDia(referencia);
  const carreira = rng.pick(carreirasDe(base.instituicaoCodigo));
  const admissao = minIso(base.dataAdmissao, addDays(fimRef, -40));
  let desligamento: string | null = null;
  let aposentadoria: string | null = null;
  if (base.situacaoServidor === 'Exonerado') {
    const span = Math.max(30, daysBetween(admissao, fimRef) - 60);
    desligamento = addDays(admissao, rng.int(Math.min(365, span), span));
  }
  if (base.situacaoFuncional === 'Aposentado') {
    const span = daysBetween(admissao, fimRef) - 30;
    aposentadoria = addDays(admissao, Math.max(30, span - rng.int(0, Math.min(3650, Math.max(0, span - 365)))));
  }
  const fimAtividade = desligamento ?? aposentadoria ?? fimRef;

  // Career: a grade every 2 years (progressão), a level every 5 (promoção), with the yearly readjustment.
  const devida: Evolucao[] = [];
  let nivel = 0;
  let grau = 0;
  let inicio = admissao;
  for (let seq = 1; inicio <= fimAtividade; seq++) {
    const fim = addDays(addYears(inicio, 2), -1);
    const ano = Number(inicio.slice(0, 4));
    const reajuste = 1 + (0.03 * Math.max(0, ano - 2000)) / 2;
    const vencimento = Math.round(
      (carreira.base * (1 + 0.12 * nivel) * (1 + 0.03 * grau) * reajuste) / (1 + 0.03 * 13),
    );
    devida.push({
      sequencial: seq,
      nivel: NIVEIS[nivel],
      grau: GRAUS[grau],
      vencimento,
      dataInicio: inicio,
      dataFim: fim >= fimAtividade ? (aposentadoria || desligamento ? fimAtividade : null) : fim,
      tipo: seq === 1 ? 'Posse' : grau === 0 ? 'Promoção' : 'Progressão',
    });
    inicio = addDays(fim, 1);
    if (seq % 3 === 0 && nivel < NIVEIS.length - 1) {
      nivel++;
      grau = 0;
    } else if (grau < GRAUS.length - 1) grau++;
  }
  const evolucao = evolucaoConcedida(devida, decisao);

  // Lotações: contiguous periods over the employment, 1 to 4 of them.
  const lotacoes: Lotacao[] = [];
  const nLot = rng.int(1, 4);
  const total = daysBetween(admissao, fimAtividade);
  let li = admissao;
  for (let k = 1; k <= nLot; k++) {
    const sub = rng.pick(SUBUNIDADES);
    const ultimo = k === nLot || total < 400 * k;
    const lf = ultimo ? null : addDays(admissao, Math.round((total * k) / nLot));
    lotacoes.push({
      sequencial: k,
      unidade: `${base.instituicaoSigla} - ${sub.nome}`,
      municipio: sub.municipio,
      dataInicio: li,
      dataFim: ultimo ? (fimAtividade === fimRef ? null : fimAtividade) : lf,
    });
    if (ultimo) break;
    li = addDays(lf!, 1);
  }

  // Cargo em comissão for some servants, inside the activity.
  const comissoes: Registro['comissoes'] = [];
  if (rng.chance(0.22) && total > 800) {
    const ci = addDays(admissao, rng.int(365, total - 200));
    const cf =
      rng.chance(0.4) && fimAtividade === fimRef ? null : minIso(addDays(ci, rng.int(180, 1500)), fimAtividade);
    comissoes.push({
      sequencial: 2,
      cargo: rng.pick(CARGOS_COMISSAO),
      valor: rng.int(15, 60) * 10_000,
      dataInicio: ci,
      dataFim: cf,
    });
  }

  const { eventos, conversoes } = linhaDoTempo(base, admissao, fimAtividade, referencia, evolucao);

  const pensoes: Pensao[] = [];
  if (rng.chance(0.12)) {
    const n = rng.int(1, 2);
    for (let k = 1; k <= n; k++) {
      const pi = addDays(admissao, rng.int(180, Math.max(200, total - 30)));
      const sobrenome = base.nome.split(' ').slice(-1)[0];
      const banco = rng.pick(BANCOS);
      pensoes.push({
        numeroPensao: base.id * 10 + k,
        beneficiario: `${rng.pick([...NOMES_FEMININOS, ...NOMES_MASCULINOS])} ${sobrenome}`,
        parentesco: rng.pick(['Filho(a)', 'Ex-cônjuge', 'Filho(a)']),
        percentual: rng.pick([10, 15, 20, 25, 30]),
        banco: `${banco.codigo} - ${banco.nome}`,
        agencia: rng.digits(4),
        conta: `${rng.digits(6)}-${rng.digits(1)}`,
        dataInicio: minIso(pi, fimAtividade),
        dataFim: rng.chance(0.3) ? minIso(addDays(pi, rng.int(365, 3000)), fimAtividade) : null,
      });
    }
  }

  const emprestimo = rng.chance(0.3)
    ? {
        inicio: addMeses(referencia, -rng.int(0, 40)),
        parcelas: rng.pick([24, 36, 48, 60, 72]),
        valorParcela: rng.int(150, 1200) * 100 + rng.int(0, 99),
        consignataria: rng.pick([
          'Banco do Brasil S.A.',
          'Caixa Econômica Federal',
          'Banco Mercantil do Brasil S.A.',
          'Cooperativa de Crédito dos Servidores Públicos de MG',
        ]),
      }
    : null;

  return {
    base,
    referencia,
    carreira,
    fimAtividade,
    desligamento,
    aposentadoria,
    evolucao,
    comissoes,
    lotacoes,
    eventos,
    conversoes,
    pensoes,
    emprestimo,
    saudeIpsemg: rng.chance(0.7),
    gratificacao: rng.chance(0.6),
    dependentesIr: rng.int(0, 3),
  };
}

/**
 * Places absences, leave and vacations year by year in whole months that are still free, inside
 * [admission, end of activity]: one event per month (a long leave takes all its months), so no
 * two events ever overlap. Férias-prêmio use the balance of completed 5-year periods; part of a
 * balance may be converted into money (conversões).
 */
function linhaDoTempo(base: ServidorBase, admissao: string, fim: string, referencia: number, evolucao: Evolucao[]) {
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
