/**
 * Progressão e promoção ('/progressaoPromocao/v1', time-counting gateway; migration 019; rules in
 * docs/PROGRESSAO-PROMOCAO.md). A progression belongs to the unit of the servant's institution:
 * only that unit lists, reads or decides it (another unit's → 403). Every call carries
 * codigoUnidadeUsuarioLogado, which the router checks against the token.
 *
 * Here the list and the detail of one progression; the record's SQL is routes/lib/progression-record.ts,
 * the detail's tabs abas.ts and the analyst's decisions (validate, reject, reprocess) comandos.ts —
 * the family's other parts.
 */
import { MOTIVO_DESCRICAO } from '../../../domain/progressao.ts';
import { forbidden, noResult, ok, paginacao } from '../../../lib/envelope.ts';
import { countRows } from '../../../lib/sql-paging.ts';
import { sqlWhere } from '../../../lib/sql-where.ts';
import { escapeLike, normalizeName, texto as str } from '../../../lib/text.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import {
  instituicoesDaUnidade,
  MSG_ORGAO_FORA,
  orgaoDaUnidade,
  regionaisDaUnidade,
} from '../../lib/institution-scope.ts';
import { CAMPOS, loadProgression, DE, type Linha, saida } from '../../lib/progression-record.ts';

const SORT_SQL: Record<string, string> = {
  nome: 'p.nome_busca',
  dataAquisicao: 'p.data_aquisicao',
  situacaoValidacao: 'p.situacao',
  tipo: 'p.tipo',
  instituicao: 'p.instituicao_codigo',
};

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/* ---------------------------------------------------------------- filters and list */

export default defineHandlers({
  'progressaoPromocao.instituicoes': instituicoesDaUnidade,
  'progressaoPromocao.regional': regionaisDaUnidade,
  /**
   * Written out rather than declared with `list`: the page's ids are read from progressao_servidor
   * alone and only the page is joined (scripts/bench-search.ts measures this search), which the
   * declared recipe cannot express.
   */
  'progressaoPromocao.listaProgressaoPromocao': async ({ db, auth, input, paging }) => {
    const p = paging!;
    const f = sqlWhere(['p.unidade_codigo = $1'], [auth!.unidade]);
    const orgao = str(input.orgaoEntidade);
    if (orgao) {
      if (!(await orgaoDaUnidade(db, orgao, auth!.unidade))) return forbidden(MSG_ORGAO_FORA);
      f.add((n) => `p.instituicao_codigo = ${n}`, orgao);
    }
    const reg = str(input.regional);
    if (reg) f.add((n) => `p.regional = ${n}`, reg);
    const situacao = str(input.situacaoValidacao);
    if (situacao) f.add((n) => `p.situacao = ${n}`, situacao);
    const tipo = str(input.tipo);
    if (tipo) f.add((n) => `p.tipo = ${n}`, tipo);
    const carreira = str(input.codigoCarreira);
    if (carreira) f.add((n) => `p.carreira_codigo = ${n}`, carreira);
    const cpf = onlyDigits(str(input.cpf));
    if (cpf) f.add((n) => `p.servidor_id = (SELECT id FROM servidor WHERE cpf = ${n})`, cpf);
    const nome = normalizeName(str(input.nomeAproximado));
    if (nome) f.add((n) => `p.nome_busca LIKE ${n}`, `%${escapeLike(nome)}%`);
    const where = f.sql();
    const { total, bounded: limitado } = await countRows(db, `FROM progressao_servidor p WHERE ${where}`, f.params, {
      paging: p,
    });
    const pag = paginacao(p.page, p.size, total, limitado);
    if (total === 0) return noResult(pag);
    const dir = p.order === 'DESC' ? 'DESC' : 'ASC';
    const campo = SORT_SQL[p.sort ?? 'nome'] ?? SORT_SQL.nome;
    // The page's ids come from progressao_servidor alone (its indexes), then the page is joined.
    const { rows } = await db.query<Linha>(
      `WITH pagina AS (SELECT p.id FROM progressao_servidor p WHERE ${where} ORDER BY ${campo} ${dir}, p.nome_busca ${dir}, p.id ${dir} LIMIT ${p.size} OFFSET ${p.offset})
     SELECT ${CAMPOS} ${DE} JOIN pagina pg ON pg.id = p.id ORDER BY ${campo} ${dir}, p.nome_busca ${dir}, p.id ${dir}`,
      f.params,
    );
    return ok(rows.map(saida), pag);
  },
  'progressaoPromocao.detalhaProgressaoPromocaoServidor': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    const {
      unidadeCodigo: _u,
      servidorId: _s,
      periodoInicioIso: _a,
      periodoFimIso: _b,
      dataAquisicaoIso: _d,
      atualizadoPorCpf,
      ...p
    } = c.p;
    const { rows } = await ctx.db.query<{ nome: string }>('SELECT nome FROM usuario WHERE cpf = $1', [
      atualizadoPorCpf ?? '',
    ]);
    const pend = p.pendencias;
    const motivos = p.motivosReprovacao;
    return ok({
      ...saida(p),
      pendencias: pend.length ? pend.join('\n') : 'Nenhuma',
      motivosReprovacao: motivos.map((m) => MOTIVO_DESCRICAO.get(m) ?? m).join('; '),
      observacaoReprovacao: p.observacaoReprovacao ?? '',
      justificativaReprocessamento: p.justificativaReprocessamento ?? '',
      atualizadoPor:
        rows[0]?.nome ?? (atualizadoPorCpf === 'carga inicial' ? 'Carga inicial' : (atualizadoPorCpf ?? '')),
    });
  },
  'progressaoPromocao.reprovacao': async (ctx) => {
    const c = await loadProgression(ctx);
    if ('falha' in c) return c.falha;
    // The analyst's free-text observation is not a reason: the record shows it on its own.
    const motivos = c.p.motivosReprovacao.map((m) => ({
      origem: 'Análise',
      codigo: m,
      motivo: MOTIVO_DESCRICAO.get(m) ?? m,
    }));
    const pend = c.p.pendencias.map((m, k) => ({ origem: 'Apuração', codigo: `PENDENCIA_${k + 1}`, motivo: m }));
    const todos = [...motivos, ...pend];
    return todos.length ? ok(todos) : noResult();
  },
});
