/**
 * Rate limits per client address (docs/SECURITY.md "Rate limits"), with
 * @fastify/rate-limit — registered ONCE here, for the sign-in (idp/login-guard.ts) and the
 * anonymous catalogue calls — over a store in the database (table `limite_taxa`, migration 025),
 * so every gateway process on one PostgreSQL counts the same hits: two processes behind a load
 * balancer do not each grant the full allowance.
 *
 * The store implements the plugin's documented custom-store interface (`incr`, `read`, `child`;
 * README "Custom store"): a window of `timeWindow` ms starts at a key's first hit; each hit adds
 * one; a hit after the window starts a new one. The whole update is ONE upsert, so concurrent hits
 * from several processes never lose a count.
 *
 * Anonymous calls (the catalogue's `resource: 'public'` endpoints: captcha challenge, access
 * request, units and roles by captcha, anonymous terms, releases…) get `LIMITE_ANONIMO` per address;
 * past it, HTTP 429 with `Retry-After` (seconds) and the spec's envelope (code 1) telling, in
 * Portuguese, when to try again.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { error } from '../lib/envelope.ts';

export interface LimiteTaxa {
  /** Calls one client address may make within `janelaMs`. */
  max: number;
  janelaMs: number;
}

/** Anonymous catalogue calls per address: generous for a person, a wall for a script. */
export const LIMITE_ANONIMO: LimiteTaxa = { max: 300, janelaMs: 10 * 60_000 };

/** 'Muitas requisições deste endereço. Tente novamente em N minutos.' (whole minutes, at least 1). */
export function msgLimiteAnonimo(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `Muitas requisições deste endereço. Tente novamente em ${n} ${n === 1 ? 'minuto' : 'minutos'}.`;
}

type Cb = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** How often (in hits) a store sweeps the rows whose window ended more than a day ago. */
const VARRER_A_CADA = 500;

/** The @fastify/rate-limit store class over table `limite_taxa` of `db`. */
export function lojaNoBanco(db: Db) {
  let hits = 0;
  return class LojaNoBanco {
    constructor(readonly options: object = {}) {}

    incr(key: string, cb: Cb, timeWindow: number): void {
      if (++hits % VARRER_A_CADA === 0)
        void db.query(`DELETE FROM limite_taxa WHERE inicio < now() - interval '1 day'`).catch(() => undefined);
      db.query<{ contagem: number; ttl: number }>(
        `INSERT INTO limite_taxa AS t (chave, contagem, inicio) VALUES ($1, 1, now())
         ON CONFLICT (chave) DO UPDATE SET
           contagem = CASE WHEN t.inicio + $2 * interval '1 millisecond' <= now() THEN 1 ELSE t.contagem + 1 END,
           inicio = CASE WHEN t.inicio + $2 * interval '1 millisecond' <= now() THEN now() ELSE t.inicio END
         RETURNING contagem, greatest(0, ceil(extract(epoch FROM (inicio + $2 * interval '1 millisecond' - now())) * 1000))::float8 AS ttl`,
        [key, timeWindow],
      ).then(
        ({ rows }) => cb(null, { current: rows[0].contagem, ttl: Number(rows[0].ttl) }),
        (e: unknown) => cb(e instanceof Error ? e : new Error(String(e))),
      );
    }

    /** The key's state without counting a hit (`{ increment: false }`). */
    read(key: string, cb: Cb, timeWindow: number): void {
      db.query<{ contagem: number; ttl: number }>(
        `SELECT contagem, greatest(0, ceil(extract(epoch FROM (inicio + $2 * interval '1 millisecond' - now())) * 1000))::float8 AS ttl
           FROM limite_taxa WHERE chave = $1 AND inicio + $2 * interval '1 millisecond' > now()`,
        [key, timeWindow],
      ).then(
        ({ rows }) =>
          cb(null, rows[0] ? { current: rows[0].contagem, ttl: Number(rows[0].ttl) } : { current: 0, ttl: 0 }),
        (e: unknown) => cb(e instanceof Error ? e : new Error(String(e))),
      );
    }

    child(routeOptions: object) {
      return new LojaNoBanco({ ...this.options, ...routeOptions });
    }
  };
}

/** Registers @fastify/rate-limit once on `app` (no global limit) with the database store. */
export async function registrarLimiteTaxa(app: FastifyInstance, db: Db): Promise<void> {
  if (app.hasDecorator('createRateLimit')) return;
  await app.register(fastifyRateLimit, { global: false, store: lojaNoBanco(db) });
}

export type LimiteAnonimo = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * The check of one anonymous call: counts it for the client address and, past the limit, answers
 * 429 + Retry-After with the envelope and returns false (the route must stop).
 */
export function criarLimiteAnonimo(app: FastifyInstance, limite: Partial<LimiteTaxa> = {}): LimiteAnonimo {
  const l = { ...LIMITE_ANONIMO, ...limite };
  const porEndereco = app.createRateLimit({
    max: l.max,
    timeWindow: l.janelaMs,
    keyGenerator: (req) => `anonimo:${req.ip}`,
  });
  return async (req, reply) => {
    const r = await porEndereco(req);
    if (r.isAllowed || !r.isExceeded) return true;
    const a = error(429, msgLimiteAnonimo(r.ttl));
    await reply
      .code(a.status)
      .header('retry-after', String(Math.max(1, Math.ceil(r.ttl / 1000))))
      .send(a.body);
    return false;
  };
}
