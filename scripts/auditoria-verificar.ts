/**
 * `npm run auditoria:verificar`: walks the hash chains of `auditoria` (every change) and
 * `acesso_dados_pessoais` (who saw whose data) of DATA_DIR or DATABASE_URL and reports, per chain,
 * either its head — keep it somewhere else; a later head must extend it — or the first broken row
 * (edited, deleted or replaced). Exits 1 when a chain is broken. On PGlite stop the server first
 * (one process per data folder); on PostgreSQL it runs beside the instances. docs/SECURITY.md.
 */
import { loadConfig } from '../gateway/config.ts';
import { openDb } from '../gateway/db/open.ts';
import { descreverResultado, verificarCadeias } from '../gateway/acessos/cadeia.ts';
import { semLimiteDeTempo } from '../gateway/db/pedido-abortado.ts';

const config = loadConfig();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
let quebradas = 0;
try {
  const t0 = Date.now();
  // A whole chain in one walk: maintenance, no statement time limit.
  for (const r of await semLimiteDeTempo(() => verificarCadeias(db))) {
    if (r.quebra) quebradas++;
    (r.quebra ? console.error : console.log)(descreverResultado(r));
  }
  console.log(`Verificado em ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
} finally {
  await db.close();
}
process.exit(quebradas ? 1 : 0);
