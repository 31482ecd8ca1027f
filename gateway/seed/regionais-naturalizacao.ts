/**
 * The code lists of migration 034: every institution's regional units and the kinds of
 * naturalisation. Both are reference data, the same at every seed size, and the insert is
 * idempotent, so a data folder seeded before the migration gets them at its next start.
 */
import { SUBUNIDADES } from '../servidores/catalogos.ts';
import { TIPOS_NATURALIZACAO } from '../db/reference-data.ts';
import type { Db } from '../db/types.ts';

/**
 * The regionals an institution has: the central administration and the regional subunits a
 * servant's lotação can be in — the same names regionalDe (gateway/domain/progressao.ts) gives the
 * progressions and laudas, so a regional filter matches their `regional` column.
 */
export const REGIONAIS = [
  { nome: 'Administração central', municipio: 'Belo Horizonte' },
  ...SUBUNIDADES.filter((s) => /^(Superintendência Regional|Núcleo Regional) de /.test(s.nome)),
];

/** A regional's number: its institution's code and its place in REGIONAIS (2011 → 201101…), stable across seeds. */
export const numeroRegional = (instituicao: string, i: number) => Number(instituicao) * 100 + i + 1;

export async function seedRegionaisENaturalizacao(db: Db): Promise<void> {
  const tipos = TIPOS_NATURALIZACAO.map((descricao, i) => ({ codigo: i + 1, descricao }));
  await db.query(
    `INSERT INTO tipo_naturalizacao (codigo, descricao)
       SELECT codigo, descricao FROM json_populate_recordset(NULL::tipo_naturalizacao, $1::json)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(tipos)],
  );
  const { rows } = await db.query<{ codigo: string }>('SELECT codigo FROM instituicao ORDER BY codigo');
  const regionais = rows.flatMap(({ codigo }) =>
    REGIONAIS.map((r, i) => ({
      numero: numeroRegional(codigo, i),
      instituicao_codigo: codigo,
      nome: r.nome,
      municipio: r.municipio,
    })),
  );
  if (!regionais.length) return;
  await db.query(
    `INSERT INTO unidade_regional (numero, instituicao_codigo, nome, municipio)
       SELECT numero, instituicao_codigo, nome, municipio FROM json_populate_recordset(NULL::unidade_regional, $1::json)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(regionais)],
  );
}
