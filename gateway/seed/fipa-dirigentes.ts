/**
 * The demo supreme officials (dirigentes máximos, migration 020): for every institution, the two
 * active servants first by name (the index servidor_instituicao_nome_idx: one short range scan per
 * institution, the same cost at 500 and at 600,000 servants) — the first is the titular
 * (Secretário(a) de Estado of a Secretaria, Reitor(a) of a university, Presidente otherwise), the
 * second the deputy (Secretário(a) Adjunto(a) / Vice-presidente). Every third institution's deputy
 * is BLOQUEADO with a reason, so both situations show. Each row has the audit row the inclusion
 * would have written (by the demo administrator Ana). No FIPA issue is seeded: issues exist only
 * when someone emits a report.
 *
 * Idempotent: runs only while table dirigente_maximo is empty (new databases and databases seeded
 * before migration 020), after the servants exist. Set-based SQL, no query per servant.
 */
import { ANA } from '../db/demo-users.ts';
import type { Db } from '../db/types.ts';

export async function seedFipaDirigentes(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM dirigente_maximo)::int AS n');
  if (rows[0].n > 0) return;
  const { rows: s } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM (SELECT 1 FROM servidor LIMIT 1) x',
  );
  if (s[0].n === 0) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO dirigente_maximo (servidor_id, cpf, instituicao_codigo, cargo, data_inicio, ato_nomeacao, situacao, motivo, versao,
                                     criado_por, criado_em, atualizado_por, atualizado_em)
       SELECT x.id, x.cpf, i.codigo,
              CASE WHEN x.ordem = 1 THEN (CASE WHEN i.nome LIKE 'Secretaria%' THEN 'SECRETARIO_ESTADO' WHEN i.nome LIKE 'Universidade%' THEN 'REITOR' ELSE 'PRESIDENTE' END)
                   ELSE (CASE WHEN i.nome LIKE 'Secretaria%' THEN 'SECRETARIO_ADJUNTO' ELSE 'VICE_PRESIDENTE' END) END,
              greatest(x.data_admissao, date '2023-01-02' + (x.ordem * 31 + (i.codigo::int % 97))),
              'Decreto NE nº ' || (100 + i.codigo::int % 800 + x.ordem) || '/2023',
              CASE WHEN x.ordem = 2 AND i.codigo::int % 3 = 0 THEN 'BLOQUEADO' ELSE 'ATIVO' END,
              CASE WHEN x.ordem = 2 AND i.codigo::int % 3 = 0 THEN 'Afastamento para tratamento de saúde: não assina atos até o retorno.' END,
              CASE WHEN x.ordem = 2 AND i.codigo::int % 3 = 0 THEN 2 ELSE 1 END,
              $1, now() - interval '60 days', $1, now() - interval '60 days'
         FROM instituicao i
         CROSS JOIN LATERAL (
           SELECT s.id, s.cpf, s.data_admissao, row_number() OVER (ORDER BY s.nome, s.id)::int AS ordem
             FROM (SELECT * FROM servidor s WHERE s.instituicao_codigo = i.codigo AND s.situacao_servidor = 'Ativo'
                    ORDER BY s.nome, s.id LIMIT 2) s
         ) x
        ORDER BY i.codigo, x.ordem`,
      [ANA.cpf],
    );
    // The audit rows the inclusion (and the block) would have written, in the owning unit.
    await tx.query(
      `INSERT INTO auditoria (cpf, unidade_codigo, em, endpoint, entidade, registro_id, alteracoes)
       SELECT $1, i.unidade_codigo, d.criado_em, 'dirigenteMaximo.incluirDirigenteMaximo', 'dirigente_maximo', d.id::text,
              jsonb_build_object('cpf', jsonb_build_object('de', null, 'para', d.cpf), 'instituicao', jsonb_build_object('de', null, 'para', d.instituicao_codigo),
                                 'cargo', jsonb_build_object('de', null, 'para', d.cargo), 'situacao', jsonb_build_object('de', null, 'para', 'ATIVO'),
                                 'versao', jsonb_build_object('de', null, 'para', 1))
         FROM dirigente_maximo d JOIN instituicao i ON i.codigo = d.instituicao_codigo
       UNION ALL
       SELECT $1, i.unidade_codigo, d.criado_em + interval '30 days', 'dirigenteMaximo.bloqueio', 'dirigente_maximo', d.id::text,
              jsonb_build_object('situacao', jsonb_build_object('de', 'ATIVO', 'para', 'BLOQUEADO'), 'motivo', jsonb_build_object('de', null, 'para', d.motivo),
                                 'versao', jsonb_build_object('de', 1, 'para', 2))
         FROM dirigente_maximo d JOIN instituicao i ON i.codigo = d.instituicao_codigo WHERE d.situacao = 'BLOQUEADO'`,
      [ANA.cpf],
    );
  });
}
