/**
 * Password guessing on the identity provider's login: limits per client address and per
 * account, the same work whether or not the CPF exists, and an audit row per failed attempt.
 *
 * - Per address: @fastify/rate-limit counts the failed sign-ins of one address (`maxPorEndereco`
 *   in `janelaEnderecoMs`); past that the address waits for the window to end. The counts live in
 *   the database (table `limite_taxa`, security/limite-taxa.ts), shared by every gateway process.
 * - Per account: table `login_tentativa` (migration 014), keyed by the CPF typed — existing or not,
 *   so a lock says nothing about which CPFs exist. `falhasLivres` failures are free; each further
 *   one locks the account, the first lock for `bloqueioInicialMs`, each next one twice as long
 *   (up to `bloqueioMaxMs`): the delays grow. A success clears the count; a day without failures
 *   forgets it. While locked, the password is not even checked, so the right one does not help.
 * - Timing: an unknown or malformed CPF is checked against a dummy scrypt hash, so it costs the
 *   same as a wrong password of an existing user.
 * - Audit: every failed attempt (wrong password, unknown CPF, locked account or address) writes an
 *   `auditoria` row, entidade 'login', record = the CPF typed, with the reason and the address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { insertAuditRow } from '../lib/write.ts';
import { registrarLimiteTaxa } from '../security/limite-taxa.ts';
import type { UsuarioRow } from '../security/users.ts';

export interface LimitesLogin {
  /** Failed sign-ins one client address may make within `janelaEnderecoMs`. */
  maxPorEndereco: number;
  janelaEnderecoMs: number;
  /** Failures of one account before the first lock. */
  falhasLivres: number;
  /** The first lock; each further failure doubles it, up to `bloqueioMaxMs`. */
  bloqueioInicialMs: number;
  bloqueioMaxMs: number;
}

export const LIMITES_LOGIN: LimitesLogin = {
  maxPorEndereco: 30,
  janelaEnderecoMs: 15 * 60_000,
  falhasLivres: 4,
  bloqueioInicialMs: 60_000,
  bloqueioMaxMs: 60 * 60_000,
};

/** 'Muitas tentativas de acesso. Tente novamente em N minutos.' (whole minutes, at least 1). */
export function msgBloqueio(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `Muitas tentativas de acesso. Tente novamente em ${n} ${n === 1 ? 'minuto' : 'minutos'}.`;
}

/** How long the account stays locked after its `falhas`-th failure (0: not locked). */
export function duracaoBloqueio(falhas: number, l: LimitesLogin = LIMITES_LOGIN): number {
  if (falhas <= l.falhasLivres) return 0;
  return Math.min(l.bloqueioInicialMs * 2 ** Math.min(falhas - l.falhasLivres - 1, 30), l.bloqueioMaxMs);
}

export type MotivoFalha = 'senha-invalida' | 'cpf-desconhecido' | 'conta-bloqueada' | 'endereco-bloqueado';

export interface LoginGuard {
  /** How long the address or the account must still wait (0: not locked), and which is locked. */
  espera(req: FastifyRequest, cpf: string): Promise<{ ms: number; motivo: MotivoFalha }>;
  /** Checks the password with the same work for any CPF: the user when it is right. */
  verificar(user: UsuarioRow | undefined, senha: string): Promise<UsuarioRow | undefined>;
  /** Records a failed attempt (count, lock, audit row); the new lock in ms, or 0. */
  falhou(req: FastifyRequest, cpf: string, motivo: MotivoFalha, unidade?: string): Promise<number>;
  /** A successful sign-in clears the account's count. */
  entrou(cpf: string): Promise<void>;
}

export async function createLoginGuard(
  app: FastifyInstance,
  db: Db,
  limites: Partial<LimitesLogin> = {},
): Promise<LoginGuard> {
  const l = { ...LIMITES_LOGIN, ...limites };
  // The limiter (global: false) with its store in the database (security/limite-taxa.ts), shared by
  // every process on the database; the key is the normalised client address.
  await registrarLimiteTaxa(app, db);
  const porEndereco = app.createRateLimit({
    max: l.maxPorEndereco,
    timeWindow: l.janelaEnderecoMs,
    keyGenerator: (req) => `login:${req.ip}`,
  });
  // Same cost as a real user's hash (hashPassword's scrypt parameters).
  const dummy = hashPassword('senha-que-nao-existe-em-nenhum-usuario');

  return {
    async espera(req, cpf) {
      const a = await porEndereco(req, { increment: false });
      const enderecoMs = a.isAllowed ? 0 : a.isExceeded ? a.ttl : 0;
      let contaMs = 0;
      if (cpf) {
        const { rows } = await db.query<{ ms: number }>(
          `SELECT ceil(extract(epoch FROM bloqueado_ate - now()) * 1000)::float8 AS ms FROM login_tentativa WHERE cpf = $1 AND bloqueado_ate > now()`,
          [cpf],
        );
        contaMs = Number(rows[0]?.ms ?? 0);
      }
      return enderecoMs >= contaMs
        ? { ms: enderecoMs, motivo: 'endereco-bloqueado' }
        : { ms: contaMs, motivo: 'conta-bloqueada' };
    },

    async verificar(user, senha) {
      const real = user?.senha_hash.startsWith('scrypt$') ? user.senha_hash : undefined;
      const ok = await verifyPassword(senha, real ?? (await dummy));
      return ok && real ? user : undefined;
    },

    async falhou(req, cpf, motivo, unidade) {
      await porEndereco(req);
      let bloqueio = 0;
      let falhas: number | undefined;
      if (cpf && motivo !== 'conta-bloqueada' && motivo !== 'endereco-bloqueado') {
        const { rows } = await db.query<{ falhas: number }>(
          `INSERT INTO login_tentativa AS t (cpf, falhas, ultima_falha) VALUES ($1, 1, now())
           ON CONFLICT (cpf) DO UPDATE SET ultima_falha = now(),
             falhas = CASE WHEN t.ultima_falha < now() - interval '1 day' THEN 1 ELSE t.falhas + 1 END
           RETURNING falhas`,
          [cpf],
        );
        falhas = rows[0].falhas;
        bloqueio = duracaoBloqueio(falhas, l);
        if (bloqueio)
          await db.query(
            `UPDATE login_tentativa SET bloqueado_ate = now() + $2 * interval '1 millisecond' WHERE cpf = $1`,
            [cpf, bloqueio],
          );
      }
      await insertAuditRow(db, {
        cpf,
        unidade: unidade ?? '',
        endpoint: 'idp.login',
        entidade: 'login',
        registroId: cpf || '-',
        alteracoes: {
          motivo: { de: null, para: motivo },
          endereco: { de: null, para: req.ip },
          ...(falhas !== undefined ? { falhas: { de: falhas - 1, para: falhas } } : {}),
          ...(bloqueio ? { bloqueioMinutos: { de: null, para: Math.ceil(bloqueio / 60_000) } } : {}),
        },
      });
      return bloqueio;
    },

    async entrou(cpf) {
      await db.query('DELETE FROM login_tentativa WHERE cpf = $1', [cpf]);
    },
  };
}
