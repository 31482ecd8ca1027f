/**
 * The environment of a child process that runs under a clock the tests set
 * (scripts/clock/shifted-clock.mjs): the instant, when it was set, and the preload in NODE_OPTIONS.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const PRELOAD = pathToFileURL(resolve(import.meta.dirname, 'shifted-clock.mjs')).href;

/**
 * The dates `npm run test:datas` runs the suites under, each a day that broke or could break a
 * rule written against "today": the 3rd of a month (a notice starting on the 1st sorted before
 * one of five days ago), New Year's Eve at 23:30 in Brasília (already 1 January in UTC, the
 * databases' own zone), and 29 February of a leap year.
 */
export const DATAS_DE_TESTE = ['2027-03-03T09:00:00-03:00', '2026-12-31T23:30:00-03:00', '2028-02-29T12:00:00-03:00'];

/**
 * The instant the e2e suite runs at (server, seed, tests and every page of the browser), whatever
 * the real date: the next 17 November at 10:00 in Brasília — mid-month, mid-morning, the bonus
 * year open with most of it behind. The suite asserts what a clerk sees on a day, so a day had to
 * be chosen: on the real date it failed at 23 h in Brasília (already the next day in UTC), and in
 * January its absences of the open year would have been dates in the future. The date rules
 * themselves are the unit suite's, under the test dates above. Why the next one and not a fixed
 * past day: Chromium keeps cookies by its own, real clock, and a cookie a page or the identity
 * provider sets to expire at "now + 1 h" of a clock set back would be expired on arrival; a clock
 * set forward only makes them live longer. Another instant (forward of the real one):
 * `PORTALRH_CLOCK=<ISO> npm run test:e2e`.
 */
export function instanteE2E(agora = new Date()): string {
  const ano = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(agora),
  );
  const deste = `${ano}-11-17T10:00:00-03:00`;
  return Date.parse(deste) > agora.getTime() ? deste : `${ano + 1}-11-17T10:00:00-03:00`;
}

/**
 * The clock of a run: `--data-fixa=<ISO>` that instant; `--data-fixa` one of the test dates,
 * another each day (so a run of `npm test` every day goes through all of them, and the printed
 * instant repeats a failure); else PORTALRH_CLOCK when the caller set one (npm run test:datas),
 * else null (the suite's own default).
 */
export function relogioDaExecucao(args: string[], env = process.env, hoje = new Date()): string | null {
  const opcao = args.find((a) => a === '--data-fixa' || a.startsWith('--data-fixa='));
  if (opcao?.includes('=')) return opcao.slice('--data-fixa='.length);
  if (opcao) return DATAS_DE_TESTE[Math.floor(hoje.getTime() / 86_400_000) % DATAS_DE_TESTE.length];
  return env.PORTALRH_CLOCK ?? null;
}

/** `env` with the clock set to `instante` from now on, for this process's children. */
export function comRelogio(instante: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (Number.isNaN(Date.parse(instante))) throw new Error(`Instante inválido: ${instante}`);
  const opcoes = (env.NODE_OPTIONS ?? '').split(/\s+/).filter((o) => o && !o.includes('shifted-clock.mjs'));
  return {
    ...env,
    PORTALRH_CLOCK: instante,
    // The real time, whatever clock this process itself runs under.
    PORTALRH_CLOCK_SINCE: String(Math.round(performance.timeOrigin + performance.now())),
    NODE_OPTIONS: [...opcoes, `--import=${PRELOAD}`].join(' '),
  };
}

/** The instant as a person in Brasília reads it: '31/12/2026 23:30 (horário de Brasília)'. */
export function instanteEmBrasilia(instante: string): string {
  const texto = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(Date.parse(instante)));
  return `${texto.replace(',', '')} (horário de Brasília)`;
}
