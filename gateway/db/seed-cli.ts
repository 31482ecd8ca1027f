/**
 * `npm run seed [-- --size default|state]`: empties the database of DATA_DIR (or DATABASE_URL)
 * and seeds it again. Stop the server first (PGlite allows one process per data folder).
 */
import { loadConfig } from '../config.ts';
import { openDb } from './open.ts';
import { DEFAULT_SERVANTS, clearAll, seedIfEmpty } from './seed.ts';

const i = process.argv.indexOf('--size');
const size = i >= 0 ? process.argv[i + 1] : 'default';
if (size === 'state') {
  console.log('Semente em tamanho estadual (600.000 servidores): ainda não implementada.');
  process.exit(0);
}
if (size !== 'default') {
  console.error(`Tamanho desconhecido: ${size}. Use --size default ou --size state.`);
  process.exit(2);
}

const config = loadConfig();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
try {
  await clearAll(db);
  const r = await seedIfEmpty(db, { servidores: DEFAULT_SERVANTS });
  console.log(`Banco semeado: ${r.servidores} servidores em ${(r.ms / 1000).toFixed(1)} s.`);
} finally {
  await db.close();
}
