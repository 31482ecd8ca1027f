/**
 * `acertoFinanceiro.lista`: the adjustments of one servant's paid years (routes/lib/avos-adjustments.ts),
 * newest first; the servant is named by `numeroFuncionario`, of the token's unit.
 */
import type { RequestOf } from '../../../core/endpoint-types.ts';
import { noResult, paginacao } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { COLUNAS, DE, linha, type Linha, servidor } from '../lib/avos-adjustments.ts';
import { asNumber, type List, paginate } from '../list.ts';

const ACERTOS: List<RequestOf<'acertoFinanceiro.lista'>, Linha, ReturnType<typeof linha>> = {
  from: DE,
  columns: COLUNAS,
  unitScope: ['x.servidor_id = $1'],
  filters: { ano: { value: asNumber, sql: (n) => `x.ano = ${n}` } },
  sort: {
    fields: { criadoEm: 'x.criado_em', ano: 'x.ano' },
    default: 'criadoEm',
    direction: 'DESC',
    tieBreak: (dir) => `x.id ${dir}`,
  },
  row: linha,
};

export default defineHandlers({
  'acertoFinanceiro.lista': async (ctx) => {
    const p = ctx.paging!;
    const s = await servidor(
      ctx.db,
      ctx.auth!.unidade,
      ctx.input.numeroFuncionario,
      noResult(paginacao(p.page, p.size, 0)),
    );
    if ('falha' in s) return s.falha;
    return paginate(ctx, ACERTOS, [s.id]);
  },
});
