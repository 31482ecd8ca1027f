/**
 * Seed of the adjustments after payment ('Gestão de alterações de avos após pagamento'): in every
 * unit, its first servants employed the whole last paid year with 12 avos get an unjustified
 * absence registered in the portal after the payment, and the one recomputation of a paid year
 * (gateway/domain/gratificacao.ts `reapurar`) opens their adjustment 'a restituir', as the screen
 * would. Without it a fresh database had no adjustment at all: the list and the adjustment's record
 * were empty until someone registered a late absence, and what a test or a demo found there
 * depended on what ran before it.
 */
import { motivoAusencia, registrarAusenciaPortal } from '../domain/ausencias.ts';
import { reapurar } from '../domain/gratificacao.ts';
import { registrosServidores } from '../domain/carreira-servidor.ts';
import { servidoresPorId } from '../servidores/base.ts';
import { hojeBrasilia } from '../lib/text.ts';
import type { Db } from '../db/types.ts';

/** Servants per unit with an adjustment. */
const POR_UNIDADE = 2;

/** 'Falta não justificada' (does not count as service; parametro_ausencia). */
const FALTA_NAO_JUSTIFICADA = 401;

/**
 * Days 1 to 20 of the first month from March of `ano` in which the servant has no event of the
 * record (vacation, leave, absence), so the absence coincides with nothing; null if none.
 */
function periodoLivre(eventos: { dataInicio: string; dataFim: string }[], ano: number) {
  for (let mes = 3; mes <= 11; mes++) {
    const ini = `${ano}-${String(mes).padStart(2, '0')}-01`;
    const fim = `${ano}-${String(mes).padStart(2, '0')}-20`;
    if (!eventos.some((e) => e.dataInicio <= fim && e.dataFim >= ini)) return { ini, fim };
  }
  return null;
}

/** Opens the seed's adjustments of `anoPago` (only while there is none). */
export async function seedAcertosAvos(db: Db, anoPago: number): Promise<void> {
  const ja = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM avos_alterado');
  if (ja.rows[0].n > 0) return;
  const { rows } = await db.query<{ id: number; unidade: string }>(
    `SELECT id, unidade FROM (
       SELECT g.servidor_id AS id, i.unidade_codigo AS unidade,
         row_number() OVER (PARTITION BY i.unidade_codigo ORDER BY g.servidor_id) AS n
       FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo
       WHERE g.ano = $1 AND g.situacao = 'PAGA' AND g.avos = 12 AND g.fim_exercicio IS NULL
         AND g.inicio_exercicio = make_date($1, 1, 1)) x
     WHERE n <= $2 ORDER BY id`,
    [anoPago, POR_UNIDADE],
  );
  if (!rows.length) return;
  const bases = await servidoresPorId(
    db,
    rows.map((r) => r.id),
  );
  const registros = await registrosServidores(db, bases.values());
  const hoje = hojeBrasilia();
  await db.transaction(async (tx) => {
    for (const { id, unidade } of rows) {
      const r = registros.find((x) => x.base.id === id);
      const p = r && periodoLivre(r.eventos, anoPago);
      if (!p) continue;
      await registrarAusenciaPortal(tx, {
        servidorId: id,
        codigoTipo: FALTA_NAO_JUSTIFICADA,
        ini: p.ini,
        fim: p.fim,
        observacao: 'Registrada após o pagamento da gratificação natalina.',
        por: 'carga inicial',
      });
      await reapurar(tx, id, anoPago, motivoAusencia('Falta não justificada', p.ini, p.fim, hoje), unidade);
    }
  });
}
