/**
 * Seed of the careers' legislation (migration 021): for every unit, the acts that govern the
 * progression and promotion of the careers of its institutions — the statute the career rules cite
 * (`regra_carreira.fundamento`: Lei nº 15.961/2005, arts. 18 and 19), its regulation, the evaluation
 * law, each activity group's own statute where the unit employs that group, and one revoked act. A
 * handful of rows per unit, the same at every seed size; idempotent (only on an empty table), after
 * the careers (gateway/seed/progressao.ts). Registered by the first demo administrator.
 */
import { ANA } from '../db/demo-users.ts';
import type { Db } from '../db/types.ts';

interface Ato {
  tipo: 'LEI' | 'LEI_COMPLEMENTAR' | 'DECRETO' | 'RESOLUCAO' | 'DELIBERACAO';
  numero: string;
  ano: number;
  publicacao: string;
  natureza: 'PROGRESSAO' | 'PROMOCAO' | 'PROGRESSAO_PROMOCAO';
  ementa: string;
  /** Activity groups of the careers it governs (undefined: every career of the unit). */
  grupos?: number[];
  revogadaEm?: string;
}

export const ATOS_SEED: readonly Ato[] = [
  {
    tipo: 'LEI',
    numero: '15.961',
    ano: 2005,
    publicacao: '2005-12-30',
    natureza: 'PROGRESSAO_PROMOCAO',
    ementa:
      'Reorganiza as carreiras do Poder Executivo e estabelece as regras de progressão (art. 18) e de promoção (art. 19) dos servidores.',
  },
  {
    tipo: 'DECRETO',
    numero: '44.769',
    ano: 2008,
    publicacao: '2008-04-08',
    natureza: 'PROMOCAO',
    ementa: 'Regulamenta a promoção por escolaridade adicional dos servidores das carreiras do Poder Executivo.',
  },
  {
    tipo: 'LEI_COMPLEMENTAR',
    numero: '71',
    ano: 2003,
    publicacao: '2003-07-31',
    natureza: 'PROGRESSAO',
    ementa:
      'Institui a avaliação periódica de desempenho individual, requisito da progressão e da promoção na carreira.',
  },
  {
    tipo: 'LEI',
    numero: '15.293',
    ano: 2004,
    publicacao: '2004-08-06',
    natureza: 'PROGRESSAO_PROMOCAO',
    ementa:
      'Institui as carreiras dos Profissionais de Educação Básica do Estado e dispõe sobre sua progressão e promoção.',
    grupos: [2],
  },
  {
    tipo: 'LEI',
    numero: '15.462',
    ano: 2005,
    publicacao: '2005-01-14',
    natureza: 'PROGRESSAO_PROMOCAO',
    ementa: 'Institui as carreiras do Grupo de Atividades de Saúde e dispõe sobre o desenvolvimento nas carreiras.',
    grupos: [4],
  },
  {
    tipo: 'DECRETO',
    numero: '43.764',
    ano: 2004,
    publicacao: '2004-03-17',
    natureza: 'PROMOCAO',
    ementa: 'Regulamentava a promoção nas carreiras do Poder Executivo; substituído pelo Decreto nº 44.769, de 2008.',
    revogadaEm: '2008-04-08',
  },
];

export async function seedLegislacao(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM legislacao');
  if (rows[0].n > 0) return;
  const { rows: carreiras } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM carreira');
  if (carreiras[0].n === 0) return; // no careers yet: the next start seeds both
  for (const a of ATOS_SEED) {
    // One act per unit that employs a career it governs; its careers and institutions are those of the unit.
    await db.query(
      `WITH alvo AS (
         SELECT DISTINCT i.unidade_codigo, ci.instituicao_codigo, ci.carreira_codigo
           FROM carreira_instituicao ci JOIN instituicao i ON i.codigo = ci.instituicao_codigo JOIN carreira c ON c.codigo = ci.carreira_codigo
          WHERE $9::int[] IS NULL OR c.grupo_atividade_codigo = ANY ($9::int[])
       ), atos AS (
         INSERT INTO legislacao (unidade_codigo, tipo, numero, ano, data_publicacao, natureza_evolucao, ementa, situacao, data_revogacao, criado_por, atualizado_por)
         SELECT DISTINCT unidade_codigo, $1::text, $2::text, $3::int, $4::date, $5::text, $6::text, CASE WHEN $7::date IS NULL THEN 'VIGENTE' ELSE 'REVOGADA' END, $7::date, $8::text, $8::text FROM alvo
         RETURNING id, unidade_codigo
       ), car AS (
         INSERT INTO legislacao_carreira (legislacao_id, carreira_codigo)
         SELECT DISTINCT atos.id, alvo.carreira_codigo FROM atos JOIN alvo USING (unidade_codigo)
       )
       INSERT INTO legislacao_instituicao (legislacao_id, instituicao_codigo)
       SELECT DISTINCT atos.id, alvo.instituicao_codigo FROM atos JOIN alvo USING (unidade_codigo)`,
      [a.tipo, a.numero, a.ano, a.publicacao, a.natureza, a.ementa, a.revogadaEm ?? null, ANA.cpf, a.grupos ?? null],
    );
  }
}
