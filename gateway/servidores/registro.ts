/**
 * The servant record (dados-servidor), generated lazily and deterministically from the servant row.
 *
 * A state has 600,000 servants and each has decades of events and 24 months of pay slips: storing
 * them would make the state seed take hours and the data folder tens of GB. Instead every section
 * is a pure function of (servant row, reference competence) drawn from seeded streams (prng.ts), so
 * the same question always gets the same answer, and the dates are coherent by construction:
 * admission → career periods → lotações; absences, leave and vacations are placed in whole free
 * months inside the employment period, so they never overlap (linha-do-tempo.ts).
 */
import {
  BANCOS,
  CARGOS_COMISSAO,
  GRAUS,
  NIVEIS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  SUBUNIDADES,
  carreirasDe,
} from './catalogos.ts';
import { Rng, addDays, addMeses, addYears, competenciaReferencia, daysBetween, minIso, ultimoDia } from './prng.ts';
import { linhaDoTempo } from './linha-do-tempo.ts';
import type { ServidorBase, DecisaoCarreira, Evolucao, Lotacao, Pensao, Registro } from './tipos.ts';

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
