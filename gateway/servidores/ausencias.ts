/**
 * Where the servant's absences come from, shared by the record, the seed and the time-management
 * rules: from INICIO_AUSENCIAS_TABELA on, table `ausencia` is their one source (the portal edits
 * them); earlier years stay generated with the record.
 */

/** Absences ending on or after this day live in table `ausencia`; earlier ones are generated. */
export const INICIO_AUSENCIAS_TABELA = '2025-01-01';

/** The groups of absence types the avos depend on (vacations always count and are not here). */
export const GRUPOS_AUSENCIA = ['afastamento', 'licenca', 'falta'] as const;

/** How a falta weighs on the avos (the parametrisation screen offers these). */
export const TIPOS_COMPLEMENTACAO_FALTAS = [
  { codigo: 'DESCONTA_AVO', descricao: 'Desconta os dias do exercício (reduz os avos)' },
  { codigo: 'NAO_DESCONTA', descricao: 'Não desconta (conta como exercício)' },
  { codigo: 'ABONA', descricao: 'Abonada (conta como exercício)' },
];
