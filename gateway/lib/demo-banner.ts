/**
 * The demo users' table that `npm start` prints once it is ready, so whoever tries the portal knows
 * whom to sign in as. On stderr, as plain text: stdout carries the JSON log, and a log collector
 * would keep their CPFs and password with the requests. Never under NODE_ENV=production, where no
 * one is meant to sign in with a demonstration account whose password is published.
 */
import { Console } from 'node:console';
import { DEMO_USERS } from '../db/demo-users.ts';
import { formatCpf } from './cpf.ts';

/** Prints the table on `saida` (stderr) unless `env` is production; whether it printed. */
export function printDemoUsers(env: NodeJS.ProcessEnv = process.env, saida: NodeJS.WritableStream = process.stderr) {
  if (env.NODE_ENV === 'production') return false;
  const texto = new Console({ stdout: saida, stderr: saida, colorMode: false });
  texto.log('Usuários de demonstração:');
  texto.table(
    DEMO_USERS.map((u) => ({
      nome: u.nome,
      cpf: formatCpf(u.cpf),
      senha: u.senha,
      unidades: u.unidades.map((x) => x.sigla).join(', '),
      papeis: u.unidades.map((x) => `${x.sigla}: ${x.papeis.join('/')}`).join('; '),
    })),
  );
  return true;
}
