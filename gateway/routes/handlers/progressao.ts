/**
 * Progressão e promoção ('/progressaoPromocao/v1', time-counting gateway; migration 019; rules in
 * docs/PROGRESSAO-PROMOCAO.md). A progression belongs to the unit of the servant's institution:
 * only that unit lists, reads or decides it (another unit's → 403). Every call carries
 * codigoUnidadeUsuarioLogado, which the router checks against the token.
 *
 * Writes (each through `write()`: lock, unit, version, machine PROGRESSAO_SERVIDOR, audit row):
 * - validarProgressaoServidor: the analyst's decision on one progression or a batch — VALIDAR
 *   (publishes the act) or REPROVAR (with at least one reason); all or nothing;
 * - solicitaReprocessamento: with the justification (what must be corrected);
 * - reprocessaProgressaoAposCorrecao: recomputes with the current rules, evaluations and absences
 *   (the same `apurar` the seed used).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { INICIO_AUSENCIAS_TABELA } from '../../servidores/ausencias.ts';
import type { Evento, Registro } from '../../servidores/index.ts';
import { registroServidor } from '../../domain/carreira-servidor.ts';
import {
  anosDoPeriodo,
  apurar,
  FALTAS_DESQUALIFICANTES,
  MOTIVO_DESCRICAO,
  regrasVigentes,
  SUSPENDEM_INTERSTICIO,
  TIPO_DESCRICAO,
  type Etapa,
  type TipoMovimento,
} from '../../domain/progressao.ts';
import { PROGRESSAO_SERVIDOR } from '../../domain/transitions.ts';
import { type Answer, type Failure, forbidden, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { contar } from '../../lib/sql-pagina.ts';
import { type Lista, paginar } from '../../lib/lista.ts';
import { sqlWhere } from '../../lib/sql-where.ts';
import { dataHoraSql, escapeLike, normalizeName, texto as str } from '../../lib/text.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import { type Writer, write } from '../../lib/write.ts';
import type { Handler, HandlerContext, Handlers, PagingInput } from '../types.ts';
import { instituicoesDaUnidade, MSG_ORGAO_FORA, orgaoDaUnidade, regionaisDaUnidade } from './pesquisa-servidor.ts';
import { servidoresPorId } from '../../servidores/base.ts';
import { comAusencias } from './registro-servidor.ts';

const SITUACAO = PROGRESSAO_SERVIDOR.states;
const DATA = (expr: string) => `to_char(${expr}, 'DD/MM/YYYY')`;

/** The list fields (alias p; servant s; institution i; career c). */
const CAMPOS = `p.id AS "idGtProgressao", p.id, p.id AS "idGestaoProgressao", s.nome, s.cpf, s.masp, s.numero_funcionario AS "numeroFuncionario",
  i.sigla AS instituicao, p.instituicao_codigo AS "orgaoEntidade", p.regional, p.carreira_codigo AS "codigoCarreira", c.nome AS carreira, p.tipo,
  p.nivel_anterior || '-' || p.grau_anterior AS "nivelGrauAnterior", p.nivel_novo || '-' || p.grau_novo AS "nivelGrauNovo",
  p.nivel_anterior || '-' || p.grau_anterior || ' → ' || p.nivel_novo || '-' || p.grau_novo AS movimento,
  ${DATA('p.data_aquisicao')} AS "dataAquisicao", p.situacao AS "situacaoValidacao", p.versao`;
const DE = `FROM progressao_servidor p JOIN servidor s ON s.id = p.servidor_id JOIN instituicao i ON i.codigo = p.instituicao_codigo
  JOIN carreira c ON c.codigo = p.carreira_codigo`;

const SORT_SQL: Record<string, string> = {
  nome: 'p.nome_busca',
  dataAquisicao: 'p.data_aquisicao',
  situacaoValidacao: 'p.situacao',
  tipo: 'p.tipo',
  instituicao: 'p.instituicao_codigo',
};

/** A row of CAMPOS: a record of the list before its descriptions. */
type Linha = Omit<
  RecordOf<'progressaoPromocao.listaProgressaoPromocao'>,
  'tipoDescricao' | 'situacaoValidacaoDescricao'
>;
/** The row with its kind of movement and its state in words. */
const saida = <T extends { tipo: TipoMovimento; situacaoValidacao: string }>(r: T) => ({
  ...r,
  tipoDescricao: TIPO_DESCRICAO[r.tipo],
  situacaoValidacaoDescricao: SITUACAO[r.situacaoValidacao] ?? r.situacaoValidacao,
});

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/* ---------------------------------------------------------------- filters and list */

const listaProgressaoPromocao: Handler<'progressaoPromocao.listaProgressaoPromocao'> = async ({
  db,
  auth,
  input,
  paging,
}) => {
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
  const { total, limitado } = await contar(db, `FROM progressao_servidor p WHERE ${where}`, f.params, { paging: p });
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
};

/* ---------------------------------------------------------------- one progression */

/**
 * A row of CAMPOS_DETALHE. The rule's fields (notaMinima … fundamento) come from a LEFT JOIN but are
 * never null: every progression is computed from its career's rule (the seed skips a career without
 * one, reprocessing refuses it), the rules are in force from 2005-12-01, before any acquisition date,
 * and only the seed writes them.
 */
interface Progressao
  extends
    Linha,
    Pick<
      RecordOf<'progressaoPromocao.detalhaProgressaoPromocaoServidor'>,
      | 'cargo'
      | 'grupoAtividade'
      | 'periodoInicio'
      | 'periodoFim'
      | 'mediaAvaliacao'
      | 'faltas'
      | 'diasSuspensao'
      | 'apuradaEm'
      | 'atualizadoEm'
      | 'notaMinima'
      | 'faltasMaximas'
      | 'intersticioMeses'
      | 'fundamento'
    > {
  unidadeCodigo: string;
  servidorId: number;
  periodoInicioIso: string;
  periodoFimIso: string;
  dataAquisicaoIso: string;
  nivelAnterior: string;
  grauAnterior: string;
  nivelNovo: string;
  grauNovo: string;
  pendencias: string[];
  motivosReprovacao: string[];
  observacaoReprovacao: string | null;
  justificativaReprocessamento: string | null;
  atualizadoPorCpf: string | null;
}

const CAMPOS_DETALHE = `${CAMPOS}, p.unidade_codigo AS "unidadeCodigo", p.servidor_id AS "servidorId", c.cargo, g.nome AS "grupoAtividade",
  ${DATA('p.periodo_inicio')} AS "periodoInicio", ${DATA('p.periodo_fim')} AS "periodoFim",
  to_char(p.periodo_inicio, 'YYYY-MM-DD') AS "periodoInicioIso", to_char(p.periodo_fim, 'YYYY-MM-DD') AS "periodoFimIso",
  to_char(p.data_aquisicao, 'YYYY-MM-DD') AS "dataAquisicaoIso", p.nivel_anterior AS "nivelAnterior", p.grau_anterior AS "grauAnterior",
  p.nivel_novo AS "nivelNovo", p.grau_novo AS "grauNovo",
  p.media_avaliacao::float8 AS "mediaAvaliacao", p.faltas, p.dias_suspensao AS "diasSuspensao", p.pendencias, ${dataHoraSql('p.apurada_em')} AS "apuradaEm",
  p.motivos_reprovacao AS "motivosReprovacao", p.observacao_reprovacao AS "observacaoReprovacao",
  p.justificativa_reprocessamento AS "justificativaReprocessamento", p.atualizado_por AS "atualizadoPorCpf", ${dataHoraSql('p.atualizado_em')} AS "atualizadoEm",
  r.nota_minima::float8 AS "notaMinima", r.faltas_maximas AS "faltasMaximas", r.intersticio_meses AS "intersticioMeses", r.fundamento`;
const DE_DETALHE = `${DE} JOIN grupo_atividade g ON g.codigo = c.grupo_atividade_codigo
  LEFT JOIN LATERAL (SELECT * FROM regra_carreira rc WHERE rc.carreira_codigo = p.carreira_codigo AND rc.tipo = p.tipo AND rc.vigencia_inicio <= p.data_aquisicao
    ORDER BY rc.vigencia_inicio DESC LIMIT 1) r ON true`;

async function progressaoPorId(db: Db, id: number): Promise<Progressao | undefined> {
  const { rows } = await db.query<Progressao>(`SELECT ${CAMPOS_DETALHE} ${DE_DETALHE} WHERE p.id = $1`, [id]);
  return rows[0];
}

/** The progression of `idGestaoProgressao`, unit-checked: the row, or the envelope refusing it. */
async function carregar(
  ctx: HandlerContext<{ idGestaoProgressao: number }>,
): Promise<{ p: Progressao } | { falha: Failure }> {
  const p = daUnidade(
    await progressaoPorId(ctx.db, Number(ctx.input.idGestaoProgressao)),
    (x) => x.unidadeCodigo,
    ctx.auth,
  );
  if (!p) return { falha: registroAusente(ctx.paging) };
  return { p };
}

const detalha: Handler<'progressaoPromocao.detalhaProgressaoPromocaoServidor'> = async (ctx) => {
  const c = await carregar(ctx);
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
    atualizadoPor: rows[0]?.nome ?? (atualizadoPorCpf === 'carga inicial' ? 'Carga inicial' : (atualizadoPorCpf ?? '')),
  });
};

const reprovacao: Handler<'progressaoPromocao.reprovacao'> = async (ctx) => {
  const c = await carregar(ctx);
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
};

/** A list of items paged in memory (the period's absences, evaluations, evolution: a few dozen rows). */
function paginarItens<T extends Record<string, unknown>>(
  p: PagingInput,
  itens: T[],
  padrao: keyof T & string,
  ordemPadrao: 'ASC' | 'DESC' = 'ASC',
): Answer<T[]> {
  const campo = p.sort ?? padrao;
  const dir = (p.sort ? p.order : ordemPadrao) === 'DESC' ? -1 : 1;
  const chave = (v: unknown) =>
    typeof v === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(v) ? v.split('/').reverse().join('') : v;
  const ordenados = [...itens].sort((a, b) => {
    const x = chave(a[campo]) as string | number;
    const y = chave(b[campo]) as string | number;
    return x < y ? -dir : x > y ? dir : 0;
  });
  const pag = paginacao(p.page, p.size, itens.length);
  if (!itens.length) return noResult(pag);
  return ok(ordenados.slice(p.offset, p.offset + p.size), pag);
}

const br = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '');

/** The servant's record with the granted career and the absences of the table (the one source from 2025). */
async function registroCompleto(db: Db, servidorId: number): Promise<Registro | undefined> {
  const base = (await servidoresPorId(db, [servidorId])).get(servidorId);
  return base ? comAusencias(db, await registroServidor(db, base)) : undefined;
}

/** The absences and leave of the record touching the progression's period. */
async function ausenciasDoPeriodo(db: Db, p: Progressao, grupos: string[]) {
  const r = await registroCompleto(db, p.servidorId);
  const dentro = (e: Evento) => {
    const a = e.dataInicio > p.periodoInicioIso ? e.dataInicio : p.periodoInicioIso;
    const b = e.dataFim < p.periodoFimIso ? e.dataFim : p.periodoFimIso;
    return a > b ? 0 : Math.round((Date.parse(b) - Date.parse(a)) / 864e5) + 1;
  };
  return (r?.eventos ?? [])
    .filter((e) => grupos.includes(e.grupo) && dentro(e) > 0)
    .map((e) => ({
      sequencialAfastamento: e.sequencial,
      codigoTipo: e.codigoTipo,
      tipoAusencia: e.descricao,
      grupo: e.grupo,
      dataInicio: br(e.dataInicio),
      dataFim: br(e.dataFim),
      dias: e.dias,
      diasNoPeriodo: dentro(e),
      fonte: e.dataFim >= INICIO_AUSENCIAS_TABELA ? 'Contagem de tempo' : 'Folha (histórico)',
    }));
}

const ausenciaServidor: Handler<'progressaoPromocao.ausenciaServidor'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  return paginarItens(
    ctx.paging!,
    await ausenciasDoPeriodo(ctx.db, c.p, ['afastamento', 'licenca', 'falta']),
    'dataInicio',
  );
};

const afastamentoServidor: Handler<'progressaoPromocao.afastamentoServidor'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  const itens = (await ausenciasDoPeriodo(ctx.db, c.p, ['afastamento', 'licenca'])).map((a) => ({
    ...a,
    suspendeIntersticio: SUSPENDEM_INTERSTICIO.includes(a.codigoTipo) ? 'Sim' : 'Não',
  }));
  return itens.length ? ok(itens) : noResult();
};

const faltasConsolidadasServidor: Handler<'progressaoPromocao.faltasConsolidadasServidor'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  const por = new Map<
    number,
    { tipoFalta: number; descricao: string; ocorrencias: number; dias: number; desqualificante: string }
  >();
  for (const a of await ausenciasDoPeriodo(ctx.db, c.p, ['falta'])) {
    const t = por.get(a.codigoTipo) ?? {
      tipoFalta: a.codigoTipo,
      descricao: a.tipoAusencia,
      ocorrencias: 0,
      dias: 0,
      desqualificante: FALTAS_DESQUALIFICANTES.includes(a.codigoTipo) ? 'Sim' : 'Não',
    };
    t.ocorrencias++;
    t.dias += a.diasNoPeriodo;
    por.set(a.codigoTipo, t);
  }
  const itens = [...por.values()].sort((a, b) => a.tipoFalta - b.tipoFalta);
  return itens.length ? ok(itens) : noResult();
};

const avaliacaoDesempenho: Handler<'progressaoPromocao.avaliacaoDesempenho'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  const anos = anosDoPeriodo({ periodoInicio: c.p.periodoInicioIso, periodoFim: c.p.periodoFimIso });
  const { rows } = await ctx.db.query<{ ano: number; nota: number; avaliador: string; concluidaEm: string }>(
    `SELECT ano, nota::float8 AS nota, avaliador, ${DATA('concluida_em')} AS "concluidaEm" FROM avaliacao_desempenho WHERE servidor_id = $1 AND ano = ANY($2::int[])`,
    [c.p.servidorId, `{${anos.join(',')}}`],
  );
  const minima = Number(c.p.notaMinima);
  const itens = rows.map((r) => ({ ...r, resultado: r.nota >= minima ? 'Satisfatória' : 'Insatisfatória' }));
  return paginarItens(ctx.paging!, itens, 'ano');
};

const historicoEvolucao: Handler<'progressaoPromocao.historicoEvolucao'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  const r = await registroCompleto(ctx.db, c.p.servidorId);
  const itens = (r?.evolucao ?? []).map((e) => ({
    sequencial: e.sequencial,
    tipo: e.tipo,
    nivel: e.nivel,
    grau: e.grau,
    dataInicio: br(e.dataInicio),
    dataFim: br(e.dataFim ?? ''),
  }));
  return paginarItens(ctx.paging!, itens, 'dataInicio', 'DESC');
};

const PUBLICACAO = `numero AS "numeroPublicacao", ${DATA('data_publicacao')} AS "dataPublicacao", veiculo, texto`;

const detalhaPublicacao: Handler<'progressaoPromocao.detalhaPublicacao'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  const { rows } = await ctx.db.query<RecordOf<'progressaoPromocao.detalhaPublicacao'>>(
    `SELECT ${PUBLICACAO} FROM publicacao_progressao WHERE progressao_id = $1 AND tipo = 'PRINCIPAL'`,
    [c.p.id],
  );
  return rows.length ? ok(rows[0]) : noResult();
};

const COMPLEMENTARES: Lista<object, RecordOf<'progressaoPromocao.publicacoesComplementares'>> = {
  de: 'FROM publicacao_progressao',
  colunas: PUBLICACAO,
  escopo: ['progressao_id = $1', `tipo = 'COMPLEMENTAR'`],
  // By date of publication only; the request's order says which way.
  ordem: {
    campos: { dataPublicacao: 'data_publicacao' },
    padrao: 'dataPublicacao',
    fixa: true,
    desempate: (dir) => `id ${dir}`,
  },
};

const publicacoesComplementares: Handler<'progressaoPromocao.publicacoesComplementares'> = async (ctx) => {
  const c = await carregar(ctx);
  if ('falha' in c) return c.falha;
  return paginar(ctx, COMPLEMENTARES, [c.p.id]);
};

/* ---------------------------------------------------------------- writes */

interface Travada {
  id: number;
  unidade: string;
  situacao: string;
  versao: number;
  servidorId: number;
}

/** Locks a progression, which must exist and be the token's unit's (one code 4 on idGestaoProgressao for both). */
async function travar(w: Writer, id: number): Promise<Travada> {
  const { rows } = await w.tx.query<Travada>(
    `SELECT id::int AS id, unidade_codigo AS unidade, situacao, versao, servidor_id AS "servidorId" FROM progressao_servidor WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const atual = w.foundInUnit(rows[0], (x) => x.unidade, 'idGestaoProgressao');
  return atual;
}

export const MSG_MOTIVO_OBRIGATORIO = 'Informe ao menos um motivo da reprovação.';
export const MSG_VERSOES = 'Informe a versão de cada progressão selecionada.';

const validarProgressaoServidor: Handler<'progressaoPromocao.validarProgressaoServidor'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const lista = (v: unknown) => (Array.isArray(v) ? v : [v]).map(Number);
    const ids = lista(input.idsGestaoProgressao);
    const versoes = lista(input.versoes);
    if (versoes.length !== ids.length) w.invalid('versoes', MSG_VERSOES);
    const reprovar = input.decisao === 'REPROVAR';
    const motivos: string[] = (input.motivosReprovacao ?? []).map(String);
    const observacao = str(input.observacao);
    if (reprovar && motivos.length === 0) w.invalid('motivosReprovacao', MSG_MOTIVO_OBRIGATORIO);
    let para = '';
    for (const [k, id] of ids.entries()) {
      const atual = await travar(w, id);
      para = w.transition(PROGRESSAO_SERVIDOR, atual.situacao, reprovar ? 'reprovar' : 'validar');
      w.version(atual.versao, versoes[k]);
      if (reprovar) {
        await w.tx.query(
          `UPDATE progressao_servidor SET situacao = $2, motivos_reprovacao = $3::text[], observacao_reprovacao = $4, versao = versao + 1,
             atualizado_por = $5, atualizado_em = now() WHERE id = $1`,
          [id, para, `{${motivos.join(',')}}`, observacao || null, auth!.sub],
        );
        await w.audit('progressao_servidor', id, {
          situacaoValidacao: { de: atual.situacao, para },
          motivosReprovacao: { de: null, para: motivos.map((m) => MOTIVO_DESCRICAO.get(m) ?? m).join('; ') },
          ...(observacao ? { observacaoReprovacao: { de: null, para: observacao } } : {}),
        });
      } else {
        await w.tx.query(
          `UPDATE progressao_servidor SET situacao = $2, versao = versao + 1, atualizado_por = $3, atualizado_em = now() WHERE id = $1`,
          [id, para, auth!.sub],
        );
        // The act is published in the official gazette (the number is the progression's).
        await w.tx.query(
          `INSERT INTO publicacao_progressao (progressao_id, tipo, numero, data_publicacao, veiculo, texto)
           SELECT p.id, 'PRINCIPAL', 'Ato nº ' || p.id || '/' || extract(year FROM current_date), current_date, 'Diário Oficial de Minas Gerais — Caderno 1',
             CASE p.tipo WHEN 'PROGRESSAO' THEN 'Concede progressão' ELSE 'Concede promoção' END || ' ao(à) servidor(a) do nível ' || p.nivel_anterior || ', grau ' ||
             p.grau_anterior || ' para o nível ' || p.nivel_novo || ', grau ' || p.grau_novo || ', com efeitos a partir de ' || to_char(p.data_aquisicao, 'DD/MM/YYYY') || '.'
           FROM progressao_servidor p WHERE p.id = $1`,
          [id],
        );
        await w.audit('progressao_servidor', id, { situacaoValidacao: { de: atual.situacao, para } });
      }
    }
    const n = ids.length;
    const msg = reprovar
      ? n === 1
        ? 'Progressão reprovada com sucesso.'
        : `${n} progressões reprovadas com sucesso.`
      : n === 1
        ? 'Progressão validada com sucesso.'
        : `${n} progressões validadas com sucesso.`;
    return ok({ quantidade: n, situacaoValidacao: para }, undefined, msg);
  });

const solicitaReprocessamento: Handler<'progressaoPromocao.solicitaReprocessamento'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const id = Number(input.idGestaoProgressao);
    const atual = await travar(w, id);
    const para = w.transition(PROGRESSAO_SERVIDOR, atual.situacao, 'solicitarReprocessamento');
    w.version(atual.versao, input.versao);
    const justificativa = str(input.justificativa);
    await w.tx.query(
      `UPDATE progressao_servidor SET situacao = $2, justificativa_reprocessamento = $3, versao = versao + 1, atualizado_por = $4, atualizado_em = now() WHERE id = $1`,
      [id, para, justificativa, auth!.sub],
    );
    await w.audit('progressao_servidor', id, {
      situacaoValidacao: { de: atual.situacao, para },
      justificativaReprocessamento: { de: null, para: justificativa },
    });
    return ok(
      { idGestaoProgressao: id, situacaoValidacao: para },
      undefined,
      'Reprocessamento solicitado com sucesso.',
    );
  });

const reprocessaProgressaoAposCorrecao: Handler<'progressaoPromocao.reprocessaProgressaoAposCorrecao'> = ({
  db,
  auth,
  endpoint,
  input,
}) =>
  write(db, auth!, endpoint, async (w) => {
    const id = Number(input.idGestaoProgressao);
    const atual = await travar(w, id);
    w.transition(PROGRESSAO_SERVIDOR, atual.situacao, 'reprocessar');
    w.version(atual.versao, input.versao);
    const p = (await progressaoPorId(w.tx, id))!;
    const etapa: Etapa = {
      tipo: p.tipo,
      nivelAnterior: p.nivelAnterior,
      grauAnterior: p.grauAnterior,
      nivelNovo: p.nivelNovo,
      grauNovo: p.grauNovo,
      periodoInicio: p.periodoInicioIso,
      periodoFim: p.periodoFimIso,
      dataAquisicao: p.dataAquisicaoIso,
    };
    const regra = (await regrasVigentes(w.tx)).get(`${String(p.codigoCarreira)}:${p.tipo}`);
    if (!regra)
      return w.invalid('idGestaoProgressao', 'A carreira do servidor não tem regra vigente para este movimento.');
    const r = await registroCompleto(w.tx, atual.servidorId);
    const anos = anosDoPeriodo(etapa);
    const { rows: notas } = await w.tx.query<{ nota: number }>(
      `SELECT nota::float8 AS nota FROM avaliacao_desempenho WHERE servidor_id = $1 AND ano = ANY($2::int[])`,
      [atual.servidorId, `{${anos.join(',')}}`],
    );
    const a = apurar(
      etapa,
      regra,
      r?.eventos ?? [],
      notas.map((n) => n.nota),
    );
    const para = w.transition(PROGRESSAO_SERVIDOR, atual.situacao, a.apta ? 'reprocessar' : 'reprocessarNaoApta');
    const pendencias = `{${a.pendencias.map((s) => `"${s.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
    await w.tx.query(
      `UPDATE progressao_servidor SET situacao = $2, media_avaliacao = $3, faltas = $4, dias_suspensao = $5, pendencias = $6::text[], apurada_em = now(),
         motivos_reprovacao = '{}', observacao_reprovacao = NULL, versao = versao + 1, atualizado_por = $7, atualizado_em = now() WHERE id = $1`,
      [id, para, a.media, a.faltas, a.diasSuspensao, pendencias, auth!.sub],
    );
    const antes = p;
    await w.audit('progressao_servidor', id, {
      situacaoValidacao: { de: atual.situacao, para },
      ...(antes.mediaAvaliacao !== a.media ? { mediaAvaliacao: { de: antes.mediaAvaliacao, para: a.media } } : {}),
      ...(antes.faltas !== a.faltas ? { faltas: { de: antes.faltas, para: a.faltas } } : {}),
      ...(antes.pendencias.join('\n') !== a.pendencias.join('\n')
        ? { pendencias: { de: antes.pendencias.join('\n'), para: a.pendencias.join('\n') } }
        : {}),
    });
    const msg = a.apta
      ? 'Progressão reprocessada: apta, aguardando validação.'
      : `Progressão reprocessada: não apta. ${a.pendencias.join(' ')}`;
    return ok({ idGestaoProgressao: id, situacaoValidacao: para }, undefined, msg);
  });

export const progressaoHandlers = {
  'progressaoPromocao.instituicoes': instituicoesDaUnidade,
  'progressaoPromocao.regional': regionaisDaUnidade,
  'progressaoPromocao.listaProgressaoPromocao': listaProgressaoPromocao,
  'progressaoPromocao.detalhaProgressaoPromocaoServidor': detalha,
  'progressaoPromocao.reprovacao': reprovacao,
  'progressaoPromocao.ausenciaServidor': ausenciaServidor,
  'progressaoPromocao.afastamentoServidor': afastamentoServidor,
  'progressaoPromocao.faltasConsolidadasServidor': faltasConsolidadasServidor,
  'progressaoPromocao.avaliacaoDesempenho': avaliacaoDesempenho,
  'progressaoPromocao.historicoEvolucao': historicoEvolucao,
  'progressaoPromocao.detalhaPublicacao': detalhaPublicacao,
  'progressaoPromocao.publicacoesComplementares': publicacoesComplementares,
  'progressaoPromocao.validarProgressaoServidor': validarProgressaoServidor,
  'progressaoPromocao.solicitaReprocessamento': solicitaReprocessamento,
  'progressaoPromocao.reprocessaProgressaoAposCorrecao': reprocessaProgressaoAposCorrecao,
} satisfies Handlers<
  | 'progressaoPromocao.instituicoes'
  | 'progressaoPromocao.regional'
  | 'progressaoPromocao.listaProgressaoPromocao'
  | 'progressaoPromocao.detalhaProgressaoPromocaoServidor'
  | 'progressaoPromocao.reprovacao'
  | 'progressaoPromocao.ausenciaServidor'
  | 'progressaoPromocao.afastamentoServidor'
  | 'progressaoPromocao.faltasConsolidadasServidor'
  | 'progressaoPromocao.avaliacaoDesempenho'
  | 'progressaoPromocao.historicoEvolucao'
  | 'progressaoPromocao.detalhaPublicacao'
  | 'progressaoPromocao.publicacoesComplementares'
  | 'progressaoPromocao.validarProgressaoServidor'
  | 'progressaoPromocao.solicitaReprocessamento'
  | 'progressaoPromocao.reprocessaProgressaoAposCorrecao'
>;
