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
