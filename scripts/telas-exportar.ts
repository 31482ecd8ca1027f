/**
 * `npm run telas:exportar`: writes the screens published at run time in the database of DATA_DIR
 * (default `.data`) or DATABASE_URL as files under `screens/`, for a developer to review and commit
 * (gateway/cli/telas-exportar.ts): each at the path of the shipped file it replaces, or
 * `screens/<area>/<id>.screen.json` for a new screen, formatted so `schemas:check` and
 * `format:check` accept it. On PGlite stop the server first (one process per data folder); on
 * PostgreSQL it runs beside the instances.
 *
 *   -- --saida=<pasta>   where to write (default screens/ of the repository)
 *   -- --dry-run         only lists what would be written
 */
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../gateway/config.ts';
import { openDb } from '../gateway/db/open.ts';
import { exportarTelas, type TelaExportada } from '../gateway/cli/telas-exportar.ts';
import { SCREENS_DIR } from '../gateway/screens.ts';

const args = (() => {
  try {
    return parseArgs({ options: { saida: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } }).values;
  } catch (e) {
    console.error(`${(e as Error).message}\nUso: npm run telas:exportar [-- --saida=<pasta>] [-- --dry-run]`);
    process.exit(2);
  }
})();
const saida = args.saida ? resolve(args.saida) : SCREENS_DIR;
const simular = args['dry-run'];

const config = loadConfig();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});

const VERBO: Record<TelaExportada['estado'], string> = simular
  ? { nova: 'escreveria', alterada: 'substituiria', igual: 'já está igual', conflito: 'NÃO escreveria' }
  : { nova: 'escrito', alterada: 'substituído', igual: 'já estava igual', conflito: 'NÃO escrito' };

let telas: TelaExportada[];
try {
  telas = await exportarTelas(db, saida, { dryRun: simular });
} finally {
  await db.close();
}
for (const t of telas) {
  const caminho = relative(process.cwd(), join(saida, t.arquivo));
  const origem = t.substitui ? 'substitui a tela distribuída' : 'tela nova';
  const motivo = t.estado === 'conflito' ? ': o caminho é o arquivo de outra tela; renomeie o arquivo à mão' : '';
  (t.estado === 'conflito' ? console.error : console.log)(
    `${VERBO[t.estado]}: ${caminho} (tela ${t.telaId}, versão ${t.numero}, ${origem})${motivo}`,
  );
}
const escritas = telas.filter((t) => t.estado === 'nova' || t.estado === 'alterada').length;
console.log(
  telas.length === 0
    ? 'Nenhuma tela publicada no banco.'
    : simular
      ? `${telas.length} tela(s) publicada(s); ${escritas} arquivo(s) seriam escritos em ${relative(process.cwd(), saida) || '.'} (simulação: nada foi escrito).`
      : `${telas.length} tela(s) publicada(s); ${escritas} arquivo(s) escrito(s). Confira com npm run schemas:check e faça o commit.`,
);
process.exit(telas.some((t) => t.estado === 'conflito') ? 1 : 0);
