/**
 * The career steps of a servant's record that were really GRANTED (issue 11; one source per fact).
 * The generated record (gateway/servidores/) says WHEN each movement falls due; whether the
 * movement in assessment was granted is the progression table's fact (`progressao_servidor`,
 * computed by gateway/domain/progressao.ts and decided by the analyst). A step whose movement is not
 * VALIDADA there ('Não apta', 'Aguardando validação', 'Reprovada', 'Reprocessamento solicitado') is
 * not shown as granted: it is left out and the servant stays in the previous level/grade (that step
 * runs on to where the left-out one would have ended).
 */
import type { Db } from '../db/types.ts';
import type { Evolucao, Registro } from '../servidores/index.ts';

export async function evolucaoConcedida(db: Db, r: Registro): Promise<Evolucao[]> {
  const { rows } = await db.query<{ aquisicao: string }>(
    `SELECT to_char(data_aquisicao, 'YYYY-MM-DD') AS aquisicao FROM progressao_servidor WHERE servidor_id = $1 AND situacao <> 'VALIDADA'`,
    [r.base.id],
  );
  if (!rows.length) return r.evolucao;
  const negadas = new Set(rows.map((x) => x.aquisicao));
  const out: Evolucao[] = [];
  for (const e of r.evolucao) {
    const anterior = out[out.length - 1];
    if (anterior && e.tipo !== 'Posse' && negadas.has(e.dataInicio)) {
      out[out.length - 1] = { ...anterior, dataFim: e.dataFim };
      continue;
    }
    out.push(e);
  }
  return out;
}
