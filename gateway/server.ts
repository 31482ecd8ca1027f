/**
 * `tsx gateway/server.ts` (run by `npm start`): starts the reference back end from the environment,
 * prints where it listens and (outside production, on stderr) the demo users, and shuts down
 * cleanly on SIGINT/SIGTERM — PGlite must be closed, not killed, or its data folder may be left
 * inconsistent.
 *
 * A start that cannot work says why in one pt-BR line and exits non-zero, without a stack trace:
 * the development OIDC client secret under NODE_ENV=production, a data folder another process
 * uses (a second `npm start`), a port already taken. Without OIDC_CLIENT_SECRET elsewhere, a loud
 * warning says the development secret is in use.
 */
import { createApp, type GatewayApp } from './app.ts';
import { loadConfig, verificarSegredo } from './config.ts';
import { BancoEmUso } from './db/pglite.ts';
import { makePrivate, UMASK_PRIVADO } from './db/private-folder.ts';
import { inMemory } from './db/types.ts';
import { printDemoUsers } from './lib/demo-banner.ts';
import { nivelDoAmbiente } from './lib/log.ts';

/** SEED_SERVIDORES: servants of the seed of an empty database (default 5,000; a quick start for tests). */
function servidoresDoAmbiente(env = process.env): number | undefined {
  if (!env.SEED_SERVIDORES) return undefined;
  const n = Number(env.SEED_SERVIDORES);
  if (Number.isInteger(n) && n >= 20) return n;
  console.error(`Portal RH: SEED_SERVIDORES inválido: '${env.SEED_SERVIDORES}'; use um número inteiro a partir de 20.`);
  process.exit(1);
}

/** The one line a known start-up failure prints, or undefined (then the error is shown whole). */
function falhaConhecida(e: unknown, config = loadConfig()): string | undefined {
  if (e instanceof BancoEmUso) return e.message;
  const err = e as { code?: unknown } | undefined;
  if (err?.code === 'EADDRINUSE') {
    return `Portal RH: a porta ${config.port} de ${config.host} já está em uso (outro npm start?); pare o outro servidor ou use outra porta em PORT.`;
  }
  return undefined;
}

const segredo = verificarSegredo(loadConfig());
if (segredo.fatal) {
  console.error(segredo.fatal);
  process.exit(1);
}
if (segredo.aviso) console.warn(segredo.aviso);

// What the server creates is its owner's alone, and an existing data folder left open to the
// host's other users is closed now; the log says so once the server is up (db/private-folder.ts).
process.umask(UMASK_PRIVADO);
const dataDir = loadConfig().dataDir;
const pastaDeDados = inMemory(dataDir) ? { fixed: 0 } : makePrivate(dataDir!);

const t0 = Date.now();
let server: GatewayApp;
try {
  // JSON lines on stdout, level from LOG_LEVEL (lib/log.ts; README 'Logs').
  server = await createApp({ logger: { nivel: nivelDoAmbiente() }, seedSize: servidoresDoAmbiente() });
} catch (e) {
  const linha = falhaConhecida(e);
  console.error(linha ?? e);
  process.exit(1);
}
const ms = Date.now() - t0;

console.log(
  `Portal RH: ${server.origin}  (banco: ${server.db.kind}${server.config.databaseUrl ? '' : `, dados em ${server.config.dataDir}`})`,
);
if (server.metricas) console.log(`Métricas (Prometheus): ${server.metricas}`);
if (pastaDeDados.fixed)
  server.app.log.warn(
    { pasta: dataDir, entradas: pastaDeDados.fixed },
    'A pasta de dados estava aberta a outros usuários do sistema: permissões corrigidas (pastas 0700, arquivos 0600).',
  );
console.log(
  server.seed.seeded
    ? `Banco semeado agora: ${server.seed.servidores} servidores em ${(server.seed.ms / 1000).toFixed(1)} s.`
    : `Banco existente reutilizado (${server.seed.servidores} servidores).`,
);
console.log(`Pronto em ${(ms / 1000).toFixed(1)} s.\n`);
// Plain text on stderr, never in the JSON log on stdout; none in production (lib/demo-banner.ts).
printDemoUsers();

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: encerrando…`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  try {
    await server.close();
    clearTimeout(timer);
    process.exit(0);
  } catch (e) {
    console.error(e);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => void stop('SIGHUP'));
// Started by scripts/start.mjs: when it goes away (killed in any way), stop too.
if (process.connected) process.on('disconnect', () => void stop('fim do processo npm start'));
