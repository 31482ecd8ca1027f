/**
 * Progressão e promoção (docs/PROGRESSAO-PROMOCAO.md): the careers of the state (one per career of
 * the servant record's catalogue, gateway/servidores/catalogos.ts), their rules, and THE computation
 * of a servant's movement — used by the seed and by 'reprocessar após correção', so a seeded row and
 * a reprocessed one are the same function of the same data.
 *
 * Minas Gerais style (Lei 15.961/2005 and the careers' laws): a career has levels I…VI and grades
 * A…J. PROGRESSÃO is the move to the next grade of the same level after the career's interstice
 * (24 months); PROMOÇÃO is the move to the next level (grade A) after the time in the level (72
 * months: three grades). Both need the mean of the performance evaluations of the period at or
 * above the career's minimum and at most the career's unjustified absences; a leave for private
 * interests (code 203) suspends the interstice. The servant record's evolution (gateway/servidores/registro.ts) is the
 * source of WHEN each movement is due; this computation says whether the servant is apt for it.
 */
import { CARREIRAS, carreirasDe, GRAUS, NIVEIS, type Carreira } from '../servidores/catalogos.ts';
import { addDays } from '../servidores/prng.ts';
import type { Evento, Registro } from '../servidores/index.ts';
import { HOJE_SQL, normalizeName } from '../lib/text.ts';
import type { Db } from '../db/types.ts';

export type TipoMovimento = 'PROGRESSAO' | 'PROMOCAO';

export const TIPO_DESCRICAO: Record<TipoMovimento, string> = { PROGRESSAO: 'Progressão', PROMOCAO: 'Promoção' };

export const GRUPOS_ATIVIDADE = [
  { codigo: 1, nome: 'Gestão governamental' },
  { codigo: 2, nome: 'Educação básica' },
  { codigo: 3, nome: 'Educação superior' },
  { codigo: 4, nome: 'Saúde' },
  { codigo: 5, nome: 'Fazenda' },
  { codigo: 6, nome: 'Segurança pública e defesa social' },
] as const;

/** Activity group of the careers of each institution of CARREIRAS (others: management). */
const GRUPO_DA_INSTITUICAO: Record<string, number> = {
  '1261': 2,
  '2351': 3,
  '1321': 4,
  '2271': 4,
  '1191': 5,
  '1251': 6,
  '1451': 6,
};

/** The stable code of a career ('Médico da Área de Saúde' → 'MEDICO_DA_AREA_DE_SAUDE'). */
export const codigoCarreira = (c: Pick<Carreira, 'carreira'>): string =>
  normalizeName(c.carreira)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export interface CarreiraSeed {
  codigo: string;
  nome: string;
  cargo: string;
  grupo: number;
  vencimentoBase: number;
  jornada: number;
  /** Institution codes that employ it; ['*'] = every institution without its own careers. */
  instituicoes: string[];
}

/** The careers of the catalogue, one per name (a career several institutions share is one row). */
export function carreirasCatalogo(): CarreiraSeed[] {
  const out = new Map<string, CarreiraSeed>();
  const add = (c: Carreira, inst: string, grupo: number) => {
    const codigo = codigoCarreira(c);
    const atual = out.get(codigo);
    if (atual) atual.instituicoes.push(inst);
    else
      out.set(codigo, {
        codigo,
        nome: c.carreira,
        cargo: c.cargo,
        grupo,
        vencimentoBase: c.base,
        jornada: c.jornada,
        instituicoes: [inst],
      });
  };
  for (const [inst, lista] of Object.entries(CARREIRAS))
    for (const c of lista) add(c, inst, GRUPO_DA_INSTITUICAO[inst] ?? 1);
  // The general management careers (the fallback of carreirasDe) serve every other institution.
  for (const c of carreirasDe('*')) add(c, '*', 1);
  return [...out.values()];
}

/** The rule of a career for one kind of movement (a row of regra_carreira). */
export interface Regra {
  tipo: TipoMovimento;
  intersticioMeses: number;
  notaMinima: number;
  faltasMaximas: number;
  fundamento: string;
}

/** The rules the seed writes for a career (the table is then their one source). */
export function regrasPadrao(c: CarreiraSeed): Regra[] {
  // Careers of public safety and the treasury ask a higher mean (their statutes); health and
  // education tolerate more absences in the longer promotion period.
  const nota = c.grupo === 5 || c.grupo === 6 ? 75 : 70;
  return [
    {
      tipo: 'PROGRESSAO',
      intersticioMeses: 24,
      notaMinima: nota,
      faltasMaximas: 5,
      fundamento: 'Lei Estadual nº 15.961/2005, art. 18 (progressão)',
    },
    {
      tipo: 'PROMOCAO',
      intersticioMeses: 72,
      notaMinima: nota,
      faltasMaximas: c.grupo === 2 || c.grupo === 4 ? 15 : 10,
      fundamento: 'Lei Estadual nº 15.961/2005, art. 19 (promoção)',
    },
  ];
}

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

/** The rules in force, by career and kind ('EPPGG:PROGRESSAO'). */
export async function regrasVigentes(db: Db): Promise<Map<string, Regra>> {
  const { rows } = await db.query<{
    chave: string;
    tipo: Regra['tipo'];
    intersticio: number;
    nota: string;
    faltas: number;
    fundamento: string;
  }>(
    `SELECT DISTINCT ON (carreira_codigo, tipo) carreira_codigo || ':' || tipo AS chave, tipo, intersticio_meses AS intersticio, nota_minima AS nota,
       faltas_maximas AS faltas, fundamento
     FROM regra_carreira WHERE vigencia_inicio <= ${HOJE_SQL} ORDER BY carreira_codigo, tipo, vigencia_inicio DESC`,
  );
  return new Map(
    rows.map((r) => [
      r.chave,
      {
        tipo: r.tipo,
        intersticioMeses: r.intersticio,
        notaMinima: Number(r.nota),
        faltasMaximas: r.faltas,
        fundamento: r.fundamento,
      },
    ]),
  );
}
