/**
 * `tsx gateway/server.ts` (run by `npm start`): starts the reference back end from the environment,
 * prints where it listens and the demo users, and shuts down cleanly on SIGINT/SIGTERM — PGlite
 * must be closed, not killed, or its data folder may be left inconsistent.
 */
import { createApp } from './app.ts';
import { DEMO_USERS } from './db/demo-users.ts';
import { formatCpf } from './lib/cpf.ts';

const t0 = Date.now();
const server = await createApp({ logger: process.env.LOG === '1' });
const ms = Date.now() - t0;

console.log(`Portal RH: ${server.origin}  (banco: ${server.db.kind}${server.config.databaseUrl ? '' : `, dados em ${server.config.dataDir}`})`);
console.log(
  server.seed.seeded
    ? `Banco semeado agora: ${server.seed.servidores} servidores em ${(server.seed.ms / 1000).toFixed(1)} s.`
    : `Banco existente reutilizado (${server.seed.servidores} servidores).`,
);
console.log(`Pronto em ${(ms / 1000).toFixed(1)} s.\n`);
console.log('Usuários de demonstração:');
console.table(
  DEMO_USERS.map((u) => ({
    nome: u.nome,
    cpf: formatCpf(u.cpf),
    senha: u.senha,
    unidades: u.unidades.map((x) => x.sigla).join(', '),
    papeis: u.unidades.map((x) => `${x.sigla}: ${x.papeis.join('/')}`).join('; '),
  })),
);

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
