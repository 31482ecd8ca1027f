/**
 * An absence registered through the portal after the payroll sent its own (table ausencia): the
 * 'Registrar ausência' dialog and the seed's late absences write it the same way, and the
 * recomputation of a paid year (gratificacao.ts `reapurar`) records the same motive for it.
 */
import type { Db } from '../db/types.ts';
import { dataBRDoDia } from '../lib/text.ts';

export interface AusenciaPortal {
  servidorId: number;
  codigoTipo: number;
  /** 'AAAA-MM-DD'. */
  ini: string;
  fim: string;
  observacao: string | null;
  /** Who registered it (the user's CPF; 'carga inicial' for the seed). */
  por: string;
}

/** Inserts the absence with the servant's next sequential, from 1000 (apart from the payroll's); its id. */
export async function registrarAusenciaPortal(db: Db, a: AusenciaPortal): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ausencia (servidor_id, sequencial, codigo_tipo, data_inicio, data_fim, origem, observacao, registrada_por)
     SELECT $1, GREATEST(COALESCE(max(sequencial), 0) + 1, 1000), $2, $3, $4, 'PORTAL', $5, $6 FROM ausencia WHERE servidor_id = $1
     RETURNING id`,
    [a.servidorId, a.codigoTipo, a.ini, a.fim, a.observacao, a.por],
  );
  return Number(rows[0].id);
}

/** The motive of the recomputation it causes: 'Falta não justificada de 01/03/2026 a 20/03/2026, registrada em 17/11/2027.' */
export const motivoAusencia = (descricao: string, ini: string, fim: string, hoje: string): string =>
  `${descricao} de ${dataBRDoDia(ini)} a ${dataBRDoDia(fim)}, registrada em ${dataBRDoDia(hoje)}.`;
