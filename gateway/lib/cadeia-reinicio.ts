/**
 * A restart of a hash chain (migration 035): a TRUNCATE of `auditoria` or `acesso_dados_pessoais`
 * once its chain had links leaves the restart PENDING, and `npm run auditoria:verificar` fails
 * until an operator acknowledges it. The acknowledgement is itself recorded: one `auditoria` row
 * (entidade `cadeia_hash`, record = the table) with who, why, when the chain restarted and the head
 * it had — written in the same transaction that clears the pending mark, so neither happens
 * without the other. On PostgreSQL only the tables' owner may do it (the application's role has no
 * right on `cadeia_hash`, gateway/db/papel-aplicacao.sql).
 *
 * Here, below the access log (gateway/acessos/), because `npm run seed` acknowledges the restart its
 * own TRUNCATE causes — and only that one.
 */
import type { Db } from '../db/types.ts';
import { insertAuditRow } from './write.ts';

export interface Reinicio {
  tabela: string;
  /** When the TRUNCATE emptied the chain. */
  em: Date | null;
  /** The head the chain had then (unknown for a restart recorded before migration 035). */
  elo: number | null;
  hash: string | null;
}

/** The chains whose restart waits for an operator. */
export async function reiniciosPendentes(db: Db): Promise<Reinicio[]> {
  const { rows } = await db.query<{
    tabela: string;
    reiniciada_em: Date | string | null;
    reinicio_elo: string | number | null;
    reinicio_hash: string | null;
  }>(
    'SELECT tabela, reiniciada_em, reinicio_elo, reinicio_hash FROM cadeia_hash WHERE reinicio_pendente ORDER BY tabela',
  );
  return rows.map((r) => ({
    tabela: r.tabela,
    em: r.reiniciada_em ? new Date(r.reiniciada_em) : null,
    elo: r.reinicio_elo === null ? null : Number(r.reinicio_elo),
    hash: r.reinicio_hash,
  }));
}

/**
 * Acknowledges the pending restart of `tabela`'s chain, by `operador`, for `motivo`; false when
 * there was none (nothing is written then).
 */
export async function reconhecerReinicio(
  db: Db,
  tabela: string,
  o: { operador: string; motivo: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const {
      rows: [c],
    } = await tx.query<{ pendente: boolean }>(
      'SELECT reinicio_pendente AS pendente FROM cadeia_hash WHERE tabela = $1 FOR UPDATE',
      [tabela],
    );
    if (!c) throw new Error(`Tabela sem cadeia: ${tabela}.`);
    if (!c.pendente) return false;
    const r = (await reiniciosPendentes(tx)).find((x) => x.tabela === tabela)!;
    await tx.query('UPDATE cadeia_hash SET reinicio_pendente = false WHERE tabela = $1', [tabela]);
    await insertAuditRow(tx, {
      cpf: 'sistema',
      unidade: '-',
      endpoint: 'auditoria.reconhecerReinicio',
      entidade: 'cadeia_hash',
      registroId: tabela,
      alteracoes: {
        reinicio: { de: 'pendente', para: 'reconhecido' },
        reiniciadaEm: { de: null, para: r.em?.toISOString() ?? null },
        cabecaAnterior: { de: r.elo === null ? null : `${r.elo}:${r.hash}`, para: null },
        operador: { de: null, para: o.operador },
        motivo: { de: null, para: o.motivo },
      },
    });
    return true;
  });
}
