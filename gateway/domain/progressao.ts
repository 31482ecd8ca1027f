/**
 * Progressão e promoção (docs/PROGRESSAO-PROMOCAO.md): THE computation of a servant's movement
 * under the rules of their career (domain/carreiras.ts) — used by the seed and by 'reprocessar após
 * correção', so a seeded row and a reprocessed one are the same function of the same data.
 *
 * Minas Gerais style (Lei 15.961/2005 and the careers' laws): a career has levels I…VI and grades
 * A…J. PROGRESSÃO is the move to the next grade of the same level after the career's interstice
 * (24 months); PROMOÇÃO is the move to the next level (grade A) after the time in the level (72
 * months: three grades). Both need the mean of the performance evaluations of the period at or
 * above the career's minimum and at most the career's unjustified absences; a leave for private
 * interests (code 203) suspends the interstice. The servant record's evolution (gateway/servidores/registro.ts) is the
 * source of WHEN each movement is due; this computation says whether the servant is apt for it.
 */
import { GRAUS, NIVEIS } from '../servidores/catalogos.ts';
import type { Regra, TipoMovimento } from './carreiras.ts';
import { addDays } from '../servidores/prng.ts';
import type { Evento, Registro } from '../servidores/index.ts';

/** The movement of a servant under assessment: the last step of the record's evolution. */
export interface Etapa {
  tipo: TipoMovimento;
  nivelAnterior: string;
  grauAnterior: string;
  nivelNovo: string;
  grauNovo: string;
  periodoInicio: string;
  periodoFim: string;
  dataAquisicao: string;
}

/**
 * The servant's last movement (the current step of the evolution, acquired within the last
 * interstice), with the period it rewards: the previous grade (progression) or the whole previous
 * level (promotion). None for a servant no longer active, with a single step or at the top.
 */
export function etapaEmApuracao(r: Registro): Etapa | null {
  if (r.desligamento !== null || r.aposentadoria !== null) return null;
  const ev = r.evolucao;
  const k = ev.length - 1;
  if (k < 1) return null;
  const atual = ev[k];
  const ant = ev[k - 1];
  if (atual.nivel === ant.nivel && atual.grau === ant.grau) return null;
  const tipo: TipoMovimento = atual.nivel !== ant.nivel ? 'PROMOCAO' : 'PROGRESSAO';
  let j = k - 1;
  if (tipo === 'PROMOCAO') while (j > 0 && ev[j - 1].nivel === ant.nivel) j--;
  return {
    tipo,
    nivelAnterior: ant.nivel,
    grauAnterior: ant.grau,
    nivelNovo: atual.nivel,
    grauNovo: atual.grau,
    periodoInicio: ev[j].dataInicio,
    periodoFim: addDays(atual.dataInicio, -1),
    dataAquisicao: atual.dataInicio,
  };
}

/** Faltas that disqualify (unjustified, discounted: 401 of the payroll, 404 registered late). */
export const FALTAS_DESQUALIFICANTES = [401, 404];
/** Leave that suspends the interstice (leave for private interests). */
export const SUSPENDEM_INTERSTICIO = [203];

export interface Apuracao {
  faltas: number;
  diasSuspensao: number;
  /** Mean of the evaluations of the period (2 decimals), null without any. */
  media: number | null;
  pendencias: string[];
  apta: boolean;
}

const diasDentro = (e: Pick<Evento, 'dataInicio' | 'dataFim'>, inicio: string, fim: string): number => {
  const a = e.dataInicio > inicio ? e.dataInicio : inicio;
  const b = e.dataFim < fim ? e.dataFim : fim;
  return a > b ? 0 : Math.round((Date.parse(b) - Date.parse(a)) / 864e5) + 1;
};

/** Whole months from `a` to `b` (ISO dates). */
export function mesesEntre(a: string, b: string): number {
  const [ya, ma, da] = a.split('-').map(Number);
  const [yb, mb, db] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma) - (db < da ? 1 : 0);
}

/** Years whose evaluation counts for a period (every calendar year it touches). */
export const anosDoPeriodo = (e: Pick<Etapa, 'periodoInicio' | 'periodoFim'>): number[] => {
  const out: number[] = [];
  for (let a = Number(e.periodoInicio.slice(0, 4)); a <= Number(e.periodoFim.slice(0, 4)); a++) out.push(a);
  return out;
};

const pct = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/**
 * Whether the servant is apt for the movement: interstice, evaluations, absences, suspension. The
 * events are the servant's absences and leave (table `ausencia` from 2025, the record before).
 */
export function apurar(
  e: Etapa,
  regra: Regra,
  eventos: Pick<Evento, 'codigoTipo' | 'dataInicio' | 'dataFim'>[],
  notas: number[],
): Apuracao {
  const faltas = eventos
    .filter((x) => FALTAS_DESQUALIFICANTES.includes(x.codigoTipo))
    .reduce((s, x) => s + diasDentro(x, e.periodoInicio, e.periodoFim), 0);
  const diasSuspensao = eventos
    .filter((x) => SUSPENDEM_INTERSTICIO.includes(x.codigoTipo))
    .reduce((s, x) => s + diasDentro(x, e.periodoInicio, e.periodoFim), 0);
  const media = notas.length ? Math.round((notas.reduce((s, n) => s + n, 0) / notas.length) * 100) / 100 : null;
  const pendencias: string[] = [];
  // Effective exercise: the period less the suspended days must reach the interstice.
  const meses = mesesEntre(e.periodoInicio, addDays(e.dataAquisicao, -diasSuspensao));
  if (meses < regra.intersticioMeses)
    pendencias.push(`Interstício não cumprido: ${meses} de ${regra.intersticioMeses} meses de efetivo exercício.`);
  if (diasSuspensao > 0)
    pendencias.push(
      `Interstício suspenso por ${diasSuspensao} dia(s) de licença para tratar de interesses particulares.`,
    );
  if (media === null) pendencias.push('Sem avaliação de desempenho no período.');
  else if (media < regra.notaMinima)
    pendencias.push(
      `Média das avaliações de desempenho (${pct(media)}%) abaixo do mínimo da carreira (${pct(regra.notaMinima)}%).`,
    );
  if (faltas > regra.faltasMaximas)
    pendencias.push(`${faltas} falta(s) não justificada(s) no período (máximo da carreira: ${regra.faltasMaximas}).`);
  return { faltas, diasSuspensao, media, pendencias, apta: pendencias.length === 0 };
}

/** Regional of the servant's current lotação (the regional superintendence, or the central administration). */
export function regionalDe(r: Registro): string {
  const atual = r.lotacoes[r.lotacoes.length - 1]?.unidade ?? '';
  const m = /(Superintendência Regional|Núcleo Regional) de .+$/.exec(atual);
  return m ? m[0] : 'Administração central';
}

/** Level and grade as shown ('II-C'). */
export const nivelGrau = (nivel: string, grau: string) => `${nivel}-${grau}`;

export { GRAUS, NIVEIS };

/** Reasons an analyst may give to disapprove a movement (validarProgressaoServidor, decisao REPROVAR). */
export const MOTIVOS_REPROVACAO = [
  { codigo: 'AVALIACAO_INSUFICIENTE', descricao: 'Avaliação de desempenho insuficiente ou não concluída' },
  { codigo: 'FALTAS', descricao: 'Faltas não justificadas acima do permitido no período' },
  { codigo: 'AFASTAMENTO', descricao: 'Afastamento ou licença que suspende o interstício' },
  { codigo: 'INTERSTICIO', descricao: 'Interstício não cumprido' },
  { codigo: 'PENALIDADE', descricao: 'Penalidade disciplinar no período' },
  { codigo: 'DOCUMENTACAO', descricao: 'Documentação pendente ou divergente' },
] as const;
export const MOTIVO_DESCRICAO = new Map<string, string>(MOTIVOS_REPROVACAO.map((m) => [m.codigo, m.descricao]));
