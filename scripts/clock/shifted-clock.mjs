/**
 * The clock tests set: with `PORTALRH_CLOCK` (an ISO instant, e.g. `2026-12-31T23:30:00-03:00`),
 * every `Date` of this Node process — `new Date()`, `Date.now()`, `Date()` — reads that instant
 * plus the real time elapsed since `PORTALRH_CLOCK_SINCE` (the real epoch milliseconds at which
 * the clock was set; set here on first load, so every child process and worker thread started
 * afterwards inherits it and all of them read the same shifted time). Without it, nothing changes.
 *
 * Loaded with `node --import` through NODE_OPTIONS (scripts/clock/clock-env.ts), so it reaches
 * vitest's workers, tsx, the PGlite worker thread (whose PostgreSQL reads its time through the
 * thread's `Date.now`: `now()` and `current_date` follow) and any child process. The PostgreSQL
 * server of the gateway suite is shifted by the same offset through SQL (gateway/test-pg.setup.ts).
 * Why this and not Debian's libfaketime: it comes with `npm ci`, and libfaketime under a
 * PostgreSQL server breaks its statement_timeout (docs/ARCHITECTURE.md, "The clock of the tests").
 *
 * Time still advances (a fixed, frozen time would stop timeouts and token expiries), and
 * monotonic clocks (`performance.now()`, timers) are untouched.
 */

/** The shifted clock's offset in milliseconds from the real one, or null when no clock is set. */
export function clockOffsetMs(env = process.env) {
  if (!env.PORTALRH_CLOCK) return null;
  const alvo = Date.parse(env.PORTALRH_CLOCK);
  const desde = Number(env.PORTALRH_CLOCK_SINCE);
  if (Number.isNaN(alvo)) throw new Error(`PORTALRH_CLOCK não é um instante ISO 8601: ${env.PORTALRH_CLOCK}`);
  if (!Number.isFinite(desde)) throw new Error('PORTALRH_CLOCK sem PORTALRH_CLOCK_SINCE');
  return alvo - desde;
}

/**
 * Replaces the global Date by one shifted by `offset` ms (once per realm). Self-contained, so the
 * e2e suite sends this same function into every page of the browser as text (tests/e2e/browser.ts).
 */
export function shift(offset) {
  const MARCA = Symbol.for('portalrh.shiftedClock');
  const Real = globalThis.Date;
  if (Real[MARCA] !== undefined) return;
  const agora = () => Real.now() + offset;
  globalThis.Date = new Proxy(Real, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [agora()], newTarget),
    apply: () => new Real(agora()).toString(),
    get: (target, prop, receiver) =>
      prop === 'now' ? agora : prop === MARCA ? offset : Reflect.get(target, prop, receiver),
  });
}

if (process.env.PORTALRH_CLOCK) {
  process.env.PORTALRH_CLOCK_SINCE ??= String(Date.now());
  shift(clockOffsetMs());
}
