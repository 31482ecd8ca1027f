/**
 * `npm run seed [-- --size default|state] [--servidores N]`: empties the database of DATA_DIR (or
 * DATABASE_URL) and seeds it again, printing the time of each phase. Stop the server first (PGlite
 * allows one process per data folder). `--servidores` seeds any other size (measuring the phases at
 * a tenth of the state is quicker than the state itself).
 */
import { loadConfig } from '../config.ts';
import { semLimiteDeTempo } from '../db/pedido-abortado.ts';
import { openDb } from '../db/open.ts';
import { DEFAULT_SERVANTS, clearAll, seedIfEmpty } from '../seed/seed.ts';
import { UMASK_PRIVADO } from '../db/private-folder.ts';
import { reconhecerReinicio, reiniciosPendentes } from '../lib/cadeia-reinicio.ts';

// The database files it writes are its owner's alone (db/private-folder.ts).
process.umask(UMASK_PRIVADO);

const i = process.argv.indexOf('--size');
const size = i >= 0 ? process.argv[i + 1] : 'default';
/** State size: every servant of Minas Gerais' executive branch, for the search benchmark. */
const STATE_SERVANTS = 600_000;
if (size !== 'default' && size !== 'state') {
  console.error(`Tamanho desconhecido: ${size}. Use --size default ou --size state.`);
  process.exit(2);
}
const j = process.argv.indexOf('--servidores');
const proprio = j >= 0 ? Number(process.argv[j + 1]) : undefined;
if (proprio !== undefined && !(Number.isInteger(proprio) && proprio >= 20)) {
  console.error(`--servidores inválido: '${process.argv[j + 1]}'; use um número inteiro a partir de 20.`);
  process.exit(2);
}

const config = loadConfig();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
try {
  // A seed is maintenance: no statement time limit (a state-size VACUUM takes minutes).
  await semLimiteDeTempo(async () => {
    // Emptying the trail restarts its chain (migration 035): this command is the operator's
    // acknowledgement of THAT restart, recorded in the new trail; one pending before stays pending.
    const pendentes = new Set((await reiniciosPendentes(db)).map((r) => r.tabela));
    await clearAll(db);
    for (const r of await reiniciosPendentes(db))
      if (!pendentes.has(r.tabela))
        await reconhecerReinicio(db, r.tabela, {
          operador: 'npm run seed',
          motivo: 'Banco esvaziado e semeado de novo (npm run seed).',
        });
    const servidores = proprio ?? (size === 'state' ? STATE_SERVANTS : DEFAULT_SERVANTS);
    const t0 = Date.now();
    const progress = (done: number, total: number) =>
      console.log(
        `  ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} servidores (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );
    const fase = (nome: string, ms: number) => console.log(`${nome}: ${(ms / 1000).toFixed(1)} s`);
    const r = await seedIfEmpty(db, { servidores, progress, fase });
    // Fresh statistics and visibility map: the planner picks the search indexes from the first query
    // on, and deep pages/counts run as index-only scans (page 1,000 of a filter: ~75 ms instead of ~100+).
    const tv = Date.now();
    await db.exec('VACUUM ANALYZE');
    console.log(`VACUUM ANALYZE em ${((Date.now() - tv) / 1000).toFixed(1)} s.`);
    console.log(`Banco semeado: ${r.servidores} servidores em ${(r.ms / 1000).toFixed(1)} s.`);
  });
} finally {
  await db.close();
}
