/**
 * Careers and their progression/promotion rules ('Consulta de regras de carreiras', time-counting
 * gateway; tables carreira, carreira_instituicao, regra_carreira and grupo_atividade of migration
 * 019). The unit sees the careers its institutions employ; the rules listed are the ones the
 * computation of the progressions uses (docs/PROGRESSAO-PROMOCAO.md).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { TIPO_DESCRICAO, type TipoMovimento } from '../../domain/carreiras.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { list, asNumber, asText } from '../list.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { defineHandlers, type Handler } from '../../contract/handler.ts';

/** The careers of the unit's institutions (alias c). */
const DA_UNIDADE = `c.codigo IN (SELECT ci.carreira_codigo FROM carreira_instituicao ci JOIN instituicao i ON i.codigo = ci.instituicao_codigo WHERE i.unidade_codigo = $1)`;

const grupoAtividade: Handler<'carreirasProgressao.grupoAtividade'> = async ({ db }) => {
  const { rows } = await db.query<RecordOf<'carreirasProgressao.grupoAtividade'>>(
    `SELECT codigo AS "codigoGrupoAtividade", nome FROM grupo_atividade ORDER BY nome`,
  );
  return rows.length ? ok(rows) : noResult();
};

const SORT_SQL: Record<string, string> = {
  carreira: 'c.nome',
  grupoAtividade: 'g.nome',
  tipo: 'r.tipo',
  vigenciaInicio: 'r.vigencia_inicio',
};

type Regra = RecordOf<'carreirasProgressao.regrasCarreiras'>;

export default defineHandlers({
  'carreirasProgressao.carreiras': async ({ db, auth, input }) => {
    const f = sqlWhere([DA_UNIDADE], [auth!.unidade]);
    if (input.codigoGrupoAtividade !== undefined)
      f.add((n) => `c.grupo_atividade_codigo = ${n}`, Number(input.codigoGrupoAtividade));
    const { rows } = await db.query<RecordOf<'carreirasProgressao.carreiras'>>(
      `SELECT c.codigo AS "codigoCarreira", c.nome FROM carreira c WHERE ${f.sql()} ORDER BY c.nome`,
      f.params,
    );
    return rows.length ? ok(rows) : noResult();
  },
  'carreirasProgressao.regrasCarreiras': list({
    from: 'FROM regra_carreira r JOIN carreira c ON c.codigo = r.carreira_codigo JOIN grupo_atividade g ON g.codigo = c.grupo_atividade_codigo',
    columns: `r.id AS "idRegra", c.codigo AS "codigoCarreira", c.nome AS carreira, c.cargo, g.codigo AS "codigoGrupoAtividade", g.nome AS "grupoAtividade",
    r.tipo, r.intersticio_meses AS "intersticioMeses", r.nota_minima::float8 AS "notaMinima", r.faltas_maximas AS "faltasMaximas",
    c.niveis, c.graus, r.fundamento, to_char(r.vigencia_inicio, 'DD/MM/YYYY') AS "vigenciaInicio"`,
    unitScope: [DA_UNIDADE],
    filters: {
      codigoCarreira: { value: asText, sql: (n) => `c.codigo = ${n}` },
      codigoGrupoAtividade: { value: asNumber, sql: (n) => `c.grupo_atividade_codigo = ${n}` },
      tipo: { value: asText, sql: (n) => `r.tipo = ${n}` },
    },
    sort: { fields: SORT_SQL, default: 'carreira', tieBreak: (dir) => `r.tipo ${dir}, r.id ${dir}` },
    row: (
      r: Omit<Regra, 'tipo' | 'tipoDescricao' | 'niveis' | 'graus'> & {
        tipo: TipoMovimento;
        niveis: string[];
        graus: string[];
      },
    ) => ({
      ...r,
      tipoDescricao: TIPO_DESCRICAO[r.tipo],
      niveis: `${r.niveis[0]} a ${r.niveis[r.niveis.length - 1]}`,
      graus: `${r.graus[0]} a ${r.graus[r.graus.length - 1]}`,
    }),
  }),
  'carreirasProgressao.grupoAtividade': grupoAtividade,
});
