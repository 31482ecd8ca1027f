/**
 * The demo users' table: plain text on the stream it is given (stderr under `npm start`, never the
 * JSON log on stdout — scripts/start.test.ts checks the running server), and nothing at all under
 * NODE_ENV=production.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/demo-users.ts';
import { formatCpf } from './cpf.ts';
import { printDemoUsers } from './demo-banner.ts';

const escrito = (env: NodeJS.ProcessEnv) => {
  const saida = new PassThrough();
  const impresso = printDemoUsers(env, saida);
  saida.end();
  return { impresso, texto: String(saida.read() ?? '') };
};

describe('the demo users at start', () => {
  it('in the demo: a plain-text table with CPFs and the password, no JSON line', () => {
    const { impresso, texto } = escrito({});
    expect(impresso).toBe(true);
    expect(texto).toContain('Usuários de demonstração:');
    for (const u of DEMO_USERS) expect(texto).toContain(formatCpf(u.cpf));
    expect(texto).toContain(DEMO_PASSWORD);
    expect(texto.split('\n').some((l) => l.trim().startsWith('{'))).toBe(false);
  });

  it('under NODE_ENV=production: nothing', () => {
    expect(escrito({ NODE_ENV: 'production' })).toEqual({ impresso: false, texto: '' });
  });
});
