/**
 * The careers of the state (one per career of the servant record's catalogue,
 * gateway/servidores/catalogos.ts) and their rules for each kind of movement — the seed writes
 * them, `regrasVigentes` reads the ones in force. The computation of a movement is
 * domain/progressao.ts (docs/PROGRESSAO-PROMOCAO.md).
 */
import { CARREIRAS, carreirasDe, type Carreira } from '../servidores/catalogos.ts';
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
