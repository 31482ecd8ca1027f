/** The notices (table aviso): which are in force — what the users see and the unit's count shows. */
import { HOJE_SQL as HOJE } from '../lib/text.ts';

/** ATIVO and in force today, Brasília date (alias a). */
export const VIGENTE = `a.situacao = 'ATIVO' AND a.data_inicio <= ${HOJE} AND (a.data_fim IS NULL OR a.data_fim >= ${HOJE})`;
