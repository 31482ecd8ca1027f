/**
 * FIPA eletrônica (destination FIPA, /gw/fipa; docs/FIPA.md): `fipa.dadosFipaServidor`, the
 * servant's electronic record sheet (Ficha de Identificação e Pagamento) — identification,
 * position, admission, situation, lotação, exercise, workload and time of service — composed by
 * domain/fipa.ts from the SAME record the servant screens read (routes/lib/servant-record.ts:
 * gateway/servidores/ sections plus the absences of table `ausencia`), so every fact has one
 * source. Its reports as PDFs are relatoriosFipa.ts. Unknown servant and a servant of another
 * unit → the same code 2 (like every servant tab).
 */
import { fichaFipa, tiposNaoComputados } from '../../domain/fipa.ts';
import { ok } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { loadRecord } from '../lib/servant-record.ts';

/** The sheet as the screen shows it (flat: the lists stay in the PDFs). */
function fichaTela(f: ReturnType<typeof fichaFipa>) {
  const { lotacoes: lots, tempoServico: t, ...resto } = f;
  return {
    ...resto,
    quantidadeLotacoes: lots.length,
    tempoServico: `${t.diasLiquidos} dias (${t.extenso})`,
    diasNaoComputados: t.diasNaoComputados,
  };
}

export default defineHandlers({
  'fipa.dadosFipaServidor': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    return ok(fichaTela(fichaFipa(c.registro, await tiposNaoComputados(ctx.db))));
  },
});
