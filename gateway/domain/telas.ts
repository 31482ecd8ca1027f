/**
 * Screens published at run time (docs/ARCHITECTURE.md "Published screens"), the rules that need no
 * request: which screens are in force — the shipped files, each replaced by the published version of
 * its id — and which of them a user's menu takes. The versions' states and commands are the
 * TELA_VERSAO machine (domain/transitions.ts); the handlers are routes/handlers/telas.ts.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/types.ts';

/** What the effective set needs of a screen: its id (a published version carries its document's). */
export interface TelaComId {
  id: string;
}

/**
 * The screens in force: every shipped screen, in its order, replaced by the published one of the same
 * id; then the published screens of new ids, in the order given. A withdrawn version is not
 * published, so its shipped screen is back.
 */
export function telasEfetivas<S extends TelaComId>(shipped: readonly S[], published: readonly S[]): S[] {
  const porId = new Map(published.map((p) => [p.id, p]));
  const ids = new Set(shipped.map((s) => s.id));
  return [...shipped.map((s) => porId.get(s.id) ?? s), ...published.filter((p) => !ids.has(p.id))];
}

/**
 * The screens of a user's menu: those whose menuKey the user's roles grant in the token's unit (the
 * token's `recursos`). A published screen adds no grant: its menuKey is an existing resource and
 * whoever may call its endpoints is still decided by each endpoint's resource.
 */
export const telasDoUsuario = <S extends { menuKey?: unknown }>(
  telas: readonly S[],
  recursos: readonly string[],
): S[] => telas.filter((t) => typeof t.menuKey === 'string' && recursos.includes(t.menuKey));

/** A published version as the table holds it. */
export interface VersaoPublicada {
  id: number;
  telaId: string;
  numero: number;
  documento: Record<string, unknown>;
}

/** Every published version (one per screen at most: a unique index), by screen id. */
export async function versoesPublicadas(db: Db): Promise<VersaoPublicada[]> {
  const { rows } = await db.query<VersaoPublicada>(
    `SELECT id, tela_id AS "telaId", numero, documento FROM tela_versao WHERE situacao = 'PUBLICADA' ORDER BY tela_id`,
  );
  return rows;
}

/** The id and route of every published screen (the access log matches a call's page against them). */
export async function rotasPublicadas(db: Db): Promise<{ id: string; route: string }[]> {
  const { rows } = await db.query<{ id: string; route: string | null }>(
    `SELECT tela_id AS id, documento->>'route' AS route FROM tela_versao WHERE situacao = 'PUBLICADA'`,
  );
  return rows.filter((r): r is { id: string; route: string } => typeof r.route === 'string');
}

/** JSON with every object's keys sorted: the same text for the same document, whatever its order. */
const canonico = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonico).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonico((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/**
 * The document's fingerprint in the audit trail (SHA-256 of its canonical JSON, first 16 hex
 * digits): the hash-chained trail then proves which document each step saw, without copying it.
 */
export const impressaoDocumento = (documento: unknown): string =>
  createHash('sha256').update(canonico(documento)).digest('hex').slice(0, 16);

/**
 * Serialises the writes of one screen's versions (numbering, the one published version) across
 * transactions and instances: a transaction-scoped advisory lock on the screen id.
 */
export async function travarTela(tx: Db, telaId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('tela_versao'), hashtext($1))`, [telaId]);
}
