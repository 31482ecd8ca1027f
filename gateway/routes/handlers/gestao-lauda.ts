/**
 * Gestão de laudas (/gestaoLauda/v1 and /laudasConsolidadas/v1, time-counting gateway; migration 023;
 * rules in docs/GESTAO-TEMPO.md "Gestão de laudas"): the option lists of the generation form, the
 * generation itself (a background job with progress, gateway/domain/gestao-lauda.ts), the list of
 * the unit's generated laudas, their detail, servants (paged), PDF and consolidated text, and the
 * models (the active laudas of migration 013 whose type is a nature of evolution).
 *
 * Every call carries codigoUnidadeUsuarioLogado (the router checks it is the token's unit). A
 * generated lauda or a model of another unit answers exactly like a missing one (code 2 on reads,
 * code 4 on the field that named it on writes); an institution of another unit named by the request
 * is refused with 403 (it reveals no record).
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { CARGOS_DIRIGENTE, dirigentesAtivos } from '../../domain/dirigentes.ts';
import {
  contarElegiveis,
  dataBR,
  laudaPdf,
  NATUREZA_DESCRICAO,
  NATUREZAS,
  preencherHtml,
  type CabecalhoLauda,
  type ServidorLauda,
  valores,
} from '../../domain/gestao-lauda.ts';
import { GESTAO_LAUDA } from '../../domain/transitions.ts';
import { wakeJobs } from '../../lib/jobs/runner.ts';
import { badRequest, fileAnswer, forbidden, noResult, ok } from '../../lib/envelope.ts';
import { type Lista, paginar, valorTexto } from '../../lib/lista.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import { write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../types.ts';
import { TIPOS_ATO } from './legislacao.ts';
import { marcadoresDe } from './laudas.ts';
import {
  filtroOrgao,
  instituicoesDaUnidade,
  MSG_ORGAO_FORA,
  orgaoDaUnidade,
  regionaisDaUnidade,
} from './pesquisa-servidor.ts';

const CARGO = new Map<string, string>(CARGOS_DIRIGENTE.map((c) => [c.codigo, c.descricao]));

export const MSG_SEM_SERVIDORES =
  'Nenhum servidor com progressão/promoção validada e ainda não incluída em lauda para o órgão/entidade, a regional e a natureza informados.';
export const MSG_EM_ANDAMENTO = 'A lauda ainda está sendo gerada. Aguarde a conclusão para abri-la.';
export const MSG_MODELO = 'Modelo de lauda não encontrado entre os modelos ativos da unidade.';
export const MSG_MODELO_NATUREZA = 'O modelo de lauda escolhido não é da natureza da evolução informada.';
export const MSG_RESPONSAVEL =
  'O responsável pela assinatura deve ser um dirigente máximo ativo (não bloqueado) do órgão/entidade.';
export const MSG_LEGISLACAO = 'A legislação deve estar vigente e vinculada ao órgão/entidade e à natureza da evolução.';

/** The institution a request names must be the unit's (403 otherwise: it reveals no record). */
async function orgaoOuRecusa(db: Db, orgao: string, unidade: string) {
  return orgao && !(await orgaoDaUnidade(db, orgao, unidade)) ? forbidden(MSG_ORGAO_FORA) : undefined;
}

/* ---------------------------------------------------------------- option lists */

const naturezaEvolucao: Handler<'gestaoLauda.naturezaEvolucao'> = () =>
  Promise.resolve(ok(NATUREZAS.map((n) => ({ ...n }))));

/** The unit's ACTIVE laudas whose type is a nature of evolution (optionally one): the models a generation may use. */
const nomeModeloLauda: Handler<'gestaoLauda.nomeModeloLauda'> = async ({ db, auth, input }) => {
  const { rows } = await db.query<RecordOf<'gestaoLauda.nomeModeloLauda'>>(
    `SELECT id AS "idModeloLauda", titulo AS "nomeModeloLauda", tipo_personalizacao AS "naturezaEvolucao" FROM lauda
      WHERE unidade_codigo = $1 AND situacao = 'ATIVA' AND tipo_personalizacao IN ('PROGRESSAO', 'PROMOCAO') AND ($2 = '' OR tipo_personalizacao = $2)
      ORDER BY titulo, id`,
    [auth!.unidade, str(input.naturezaEvolucao)],
  );
  return rows.length ? ok(rows) : noResult();
};

/** The signers: the ACTIVE supreme officials (dirigentesAtivos: blocked ones excluded) of one or every institution of the unit. */
const responsavelAssinatura: Handler<'gestaoLauda.responsavelAssinatura'> = async ({ db, auth, input }) => {
  const orgao = str(input.orgaoEntidade);
  const recusa = await orgaoOuRecusa(db, orgao, auth!.unidade);
  if (recusa) return recusa;
  const { rows: insts } = await db.query<{ codigo: string; sigla: string }>(
    `SELECT codigo, sigla FROM instituicao WHERE unidade_codigo = $1 AND ($2 = '' OR codigo = $2) ORDER BY sigla`,
    [auth!.unidade, orgao],
  );
  const out: RecordOf<'gestaoLauda.responsavelAssinatura'>[] = [];
  for (const i of insts)
    for (const d of await dirigentesAtivos(db, i.codigo)) {
      const cargo = CARGO.get(d.cargo) ?? d.cargo;
      out.push({
        idDirigenteMaximo: d.idDirigenteMaximo,
        nome: d.nome,
        cargo,
        orgaoEntidade: i.codigo,
        descricao: `${d.nome} — ${cargo} (${i.sigla})`,
      });
    }
  return out.length ? ok(out) : noResult();
};

const IDENT_LEG = `l.tipo, l.numero, l.ano`;
const NATUREZA_LEGISLACAO: Record<string, string> = {
  ...NATUREZA_DESCRICAO,
  PROGRESSAO_PROMOCAO: 'Progressão e promoção',
};
const identificacao = (r: { tipo: string; numero: string; ano: number }) =>
  `${TIPOS_ATO[r.tipo] ?? r.tipo} nº ${r.numero}/${r.ano}`;

/** VIGENTE legislation of the unit, optionally linked to one institution and covering one nature. */
const legislacao: Handler<'gestaoLauda.legislacao'> = async ({ db, auth, input }) => {
  const orgao = str(input.orgaoEntidade);
  const recusa = await orgaoOuRecusa(db, orgao, auth!.unidade);
  if (recusa) return recusa;
  const nat = str(input.naturezaEvolucao);
  const { rows } = await db.query<{
    idLegislacao: number;
    tipo: string;
    numero: string;
    ano: number;
    ementa: string;
    naturezaEvolucao: string;
    siglas: string | null;
  }>(
    `SELECT l.id AS "idLegislacao", ${IDENT_LEG}, l.ementa, l.natureza_evolucao AS "naturezaEvolucao",
            (SELECT string_agg(i.sigla, ', ' ORDER BY i.sigla) FROM legislacao_instituicao li JOIN instituicao i ON i.codigo = li.instituicao_codigo
              WHERE li.legislacao_id = l.id) AS siglas
       FROM legislacao l
      WHERE l.unidade_codigo = $1 AND l.situacao = 'VIGENTE'
        AND ($2 = '' OR EXISTS (SELECT 1 FROM legislacao_instituicao li WHERE li.legislacao_id = l.id AND li.instituicao_codigo = $2))
        AND ($3 = '' OR l.natureza_evolucao IN ($3, 'PROGRESSAO_PROMOCAO'))
      ORDER BY l.data_publicacao DESC, l.id DESC`,
    [auth!.unidade, orgao, nat],
  );
  if (!rows.length) return noResult();
  // The label says what the act covers (nature; institutions), since the form's select lists every act of the unit.
  return ok(
    rows.map((r) => ({
      idLegislacao: r.idLegislacao,
      descricao: `${identificacao(r)} (${NATUREZA_LEGISLACAO[r.naturezaEvolucao] ?? r.naturezaEvolucao}; ${r.siglas ?? '—'}) — ${r.ementa}`,
      naturezaEvolucao: r.naturezaEvolucao,
    })),
  );
};

/* ---------------------------------------------------------------- models */

const listaModeloLauda: Handler<'gestaoLauda.listaModeloLauda'> = async ({ db, auth, input }) => {
  const { rows } = await db.query<Omit<RecordOf<'gestaoLauda.listaModeloLauda'>, 'naturezaEvolucaoDescricao'>>(
    `SELECT l.id AS "idModeloLauda", l.titulo AS "nomeModeloLauda", l.tipo_personalizacao AS "naturezaEvolucao", l.situacao,
            ${dataHoraSql('l.atualizado_em')} AS "atualizadoEm", (SELECT count(*)::int FROM lauda_gerada g WHERE g.lauda_id = l.id) AS "laudasGeradas"
       FROM lauda l WHERE l.unidade_codigo = $1 AND l.tipo_personalizacao IN ('PROGRESSAO', 'PROMOCAO') AND ($2 = '' OR l.tipo_personalizacao = $2)
      ORDER BY l.situacao, l.titulo, l.id`,
    [auth!.unidade, str(input.naturezaEvolucao)],
  );
  if (!rows.length) return noResult();
  return ok(rows.map((r) => ({ ...r, naturezaEvolucaoDescricao: NATUREZA_DESCRICAO[r.naturezaEvolucao] })));
};

const detalheModeloLauda: Handler<'gestaoLauda.detalheModeloLauda'> = async ({ db, auth, input }) => {
  const { rows } = await db.query<
    Omit<RecordOf<'gestaoLauda.detalheModeloLauda'>, 'naturezaEvolucaoDescricao' | 'marcadores'> & { unidade: string }
  >(
    `SELECT l.id AS "idModeloLauda", l.titulo AS "nomeModeloLauda", l.tipo_personalizacao AS "naturezaEvolucao", l.situacao, l.texto,
            l.unidade_codigo AS unidade, ${dataHoraSql('l.atualizado_em')} AS "atualizadoEm"
       FROM lauda l WHERE l.id = $1 AND l.tipo_personalizacao IN ('PROGRESSAO', 'PROMOCAO')`,
    [Number(input.idModeloLauda)],
  );
  const r = daUnidade(rows[0], (x) => x.unidade, auth);
  if (!r) return registroAusente();
  const { unidade: _u, ...m } = r;
  const usados = marcadoresDe(m.texto);
  return ok({
    ...m,
    naturezaEvolucaoDescricao: NATUREZA_DESCRICAO[m.naturezaEvolucao],
    marcadores: usados.length ? usados.map((x) => `{${x}}`).join(', ') : 'Nenhum',
  });
};

/* ---------------------------------------------------------------- generated laudas */

const STATUS_DESCRICAO = GESTAO_LAUDA.states;

/** Fields of a generated lauda (alias g; institution i; requester u; legislation lg). */
const CAMPOS = `g.id AS "idGestaoLauda", g.titulo, g.instituicao_codigo AS "orgaoEntidade", i.sigla || ' - ' || i.nome AS instituicao, i.nome AS "instituicaoNome",
  COALESCE(g.regional, 'Todas') AS regional,
  i.sigla || CASE WHEN g.regional IS NULL THEN ' (todas as regionais)' ELSE ' — ' || g.regional END AS abrangencia, g.natureza_evolucao AS "naturezaEvolucao", g.lauda_id AS "idModeloLauda", g.legislacao_id AS "idLegislacao",
  lg.tipo, lg.numero, lg.ano, lg.ementa, g.dirigente_id AS "idDirigenteMaximo", g.responsavel_nome AS responsavel, g.responsavel_cargo AS "cargoResponsavel",
  g.status, g.total, g.processados, COALESCE(g.mensagem_erro, '') AS "mensagemErro", COALESCE(u.nome, g.cpf) AS "geradaPor",
  ${dataHoraSql('g.criado_em')} AS "criadoEm", COALESCE(${dataHoraSql('g.concluido_em')}, '') AS "concluidoEm",
  to_char(g.criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "geradaEmIso", g.unidade_codigo AS unidade, g.texto_modelo AS "textoModelo"`;
const DE = `FROM lauda_gerada g JOIN instituicao i ON i.codigo = g.instituicao_codigo JOIN legislacao lg ON lg.id = g.legislacao_id LEFT JOIN usuario u ON u.cpf = g.cpf`;

/** A row of CAMPOS: the list's record before its computed fields, with the internal ones. */
interface Gerada extends Omit<
  RecordOf<'gestaoLauda.listaGestaoLauda'>,
  'numeroLauda' | 'legislacao' | 'naturezaEvolucaoDescricao' | 'statusDescricao' | 'percentual' | 'progresso'
> {
  abrangencia: string;
  instituicaoNome: string;
  tipo: string;
  numero: string;
  ano: number;
  ementa: string;
  geradaEmIso: string;
  unidade: string;
  textoModelo: string;
}

const numeroLauda = (g: Pick<Gerada, 'idGestaoLauda' | 'geradaEmIso'>) =>
  `Lauda nº ${g.idGestaoLauda}/${g.geradaEmIso.slice(0, 4)}`;
const cabecalho = (g: Gerada): CabecalhoLauda => ({
  instituicao: g.instituicaoNome,
  responsavel: g.responsavel,
  cargoResponsavel: g.cargoResponsavel,
  geradaEm: g.geradaEmIso,
  numero: numeroLauda(g),
});

/** The list/detail shape of a generated lauda (without the internal fields). */
function saida(g: Gerada) {
  const {
    unidade: _u,
    textoModelo: _t,
    geradaEmIso: _g,
    instituicaoNome: _i,
    tipo: _tp,
    numero: _n,
    ano: _a,
    ementa,
    ...resto
  } = g;
  const percentual = g.total
    ? Math.min(100, Math.floor((100 * g.processados) / g.total))
    : g.status === 'CONCLUIDA'
      ? 100
      : 0;
  return {
    ...resto,
    numeroLauda: numeroLauda(g),
    legislacao: `${identificacao(g)} — ${ementa}`,
    naturezaEvolucaoDescricao: NATUREZA_DESCRICAO[g.naturezaEvolucao],
    statusDescricao: STATUS_DESCRICAO[g.status] ?? g.status,
    percentual,
    progresso: `${g.processados.toLocaleString('pt-BR')} de ${g.total.toLocaleString('pt-BR')} (${percentual}%)`,
  };
}

async function gerada(db: Db, id: number, auth: { unidade: string } | undefined): Promise<Gerada | undefined> {
  const { rows } = await db.query<Gerada>(`SELECT ${CAMPOS} ${DE} WHERE g.id = $1`, [id]);
  return daUnidade(rows[0], (x) => x.unidade, auth);
}

const GERADAS: Lista<RequestOf<'gestaoLauda.listaGestaoLauda'>, Gerada, RecordOf<'gestaoLauda.listaGestaoLauda'>> = {
  de: DE,
  contagemDe: 'FROM lauda_gerada g',
  colunas: CAMPOS,
  escopo: ['g.unidade_codigo = $1'],
  filtros: {
    orgaoEntidade: filtroOrgao('g.instituicao_codigo'),
    naturezaEvolucao: { valor: valorTexto, sql: (n) => `g.natureza_evolucao = ${n}` },
    status: { valor: valorTexto, sql: (n) => `g.status = ${n}` },
  },
  ordem: {
    campos: { criadoEm: 'g.criado_em', instituicao: 'i.sigla', titulo: 'g.titulo', status: 'g.status' },
    padrao: 'criadoEm',
    direcao: 'DESC',
    desempate: (dir) => `g.id ${dir}`,
  },
  linha: saida,
};

const listaGestaoLauda: Handler<'gestaoLauda.listaGestaoLauda'> = (ctx) => {
  return paginar(ctx, GERADAS);
};

const detalheLaudaGerada: Handler<'gestaoLauda.detalheLaudaGerada'> = async ({ db, auth, input }) => {
  const g = await gerada(db, Number(input.idGestaoLauda), auth);
  if (!g) return registroAusente();
  // The document's first act, filled in, as the screen's preview (the PDF has every servant's).
  const primeiro = (await servidores(db, g.idGestaoLauda, 1, 0))[0];
  return ok({
    ...saida(g),
    textoModelo: g.textoModelo,
    exemplo: primeiro
      ? preencherHtml(g.textoModelo, valores(cabecalho(g), primeiro))
      : '<p>Nenhum servidor copiado ainda.</p>',
  });
};

/** A servant of a generated lauda (alias s). */
type LinhaServidor = ServidorLauda & { idGtProgressao: string; nivelAnterior: string; grauAnterior: string };
const CAMPOS_SERVIDOR = `s.progressao_id::text AS "idGtProgressao", s.servidor_id AS "servidorId", s.nome, s.nome_social AS "nomeSocial", s.masp, s.cpf, s.cargo, s.carreira, s.regional,
  s.nivel_anterior AS "nivelAnterior", s.grau_anterior AS "grauAnterior", s.nivel, s.grau,
  to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao", to_char(s.data_vigencia, 'YYYY-MM-DD') AS "dataVigencia",
  to_char(s.periodo_inicio, 'YYYY-MM-DD') AS "periodoInicio", to_char(s.periodo_fim, 'YYYY-MM-DD') AS "periodoFim",
  s.numero_ato AS "numeroAto", to_char(s.data_publicacao, 'YYYY-MM-DD') AS "dataPublicacao"`;

/** Servants of a generated lauda in the document's order (by name), `limite` from `offset`. */
async function servidores(db: Db, id: number, limite: number, offset: number, ordem = `s.nome_busca, s.progressao_id`) {
  const { rows } = await db.query<LinhaServidor>(
    `SELECT ${CAMPOS_SERVIDOR} FROM lauda_gerada_servidor s WHERE s.lauda_gerada_id = $1 ORDER BY ${ordem} LIMIT ${limite} OFFSET ${offset}`,
    [id],
  );
  return rows;
}

type ServidorDaLista = RecordOf<'gestaoLauda.listaServidoresLaudaGerada'>;

const SERVIDORES: Lista<RequestOf<'gestaoLauda.listaServidoresLaudaGerada'>, LinhaServidor, ServidorDaLista> = {
  de: 'FROM lauda_gerada_servidor s',
  colunas: CAMPOS_SERVIDOR,
  escopo: ['s.lauda_gerada_id = $1'],
  ordem: {
    campos: { nome: 's.nome_busca', masp: 's.masp', dataVigencia: 's.data_vigencia' },
    padrao: 'nome',
    desempate: (dir) => `s.progressao_id ${dir}`,
  },
};

const listaServidoresLaudaGerada: Handler<'gestaoLauda.listaServidoresLaudaGerada'> = async (ctx) => {
  const g = await gerada(ctx.db, Number(ctx.input.idGestaoLauda), ctx.auth);
  if (!g) return registroAusente(ctx.paging);
  // The act's number, when the servant has none of their own, is the lauda's.
  const linha = (s: LinhaServidor): ServidorDaLista => ({
    idGtProgressao: s.idGtProgressao,
    nome: s.nome,
    masp: s.masp,
    cpf: s.cpf,
    cargo: s.cargo,
    carreira: s.carreira,
    regional: s.regional,
    movimento: `${s.nivelAnterior}-${s.grauAnterior} → ${s.nivel}-${s.grau}`,
    dataVigencia: dataBR(s.dataVigencia),
    numeroAto: s.numeroAto ?? numeroLauda(g),
  });
  return paginar(ctx, { ...SERVIDORES, linha }, [g.idGestaoLauda]);
};

/** A generated lauda that can be opened as a document: of the unit (code 2 otherwise) and CONCLUIDA (code 4 otherwise). */
async function concluida(db: Db, id: number, auth: { unidade: string } | undefined) {
  const g = await gerada(db, id, auth);
  if (!g) return { answer: registroAusente() };
  if (g.status !== 'CONCLUIDA')
    return {
      answer: badRequest([
        {
          campo: 'idGestaoLauda',
          mensagem: g.status === 'ERRO' ? 'A geração desta lauda falhou. Gere-a novamente.' : MSG_EM_ANDAMENTO,
        },
      ]),
    };
  return { g };
}

const PAGINA_PDF = 1000;

const pdfLaudaGerada: Handler<'gestaoLauda.pdfLaudaGerada'> = async ({ db, auth, input }) => {
  const r = await concluida(db, Number(input.idGestaoLauda), auth);
  if (!r.g) return r.answer;
  const g = r.g;
  async function* todos() {
    for (let offset = 0; ; offset += PAGINA_PDF) {
      const lote = await servidores(db, g.idGestaoLauda, PAGINA_PDF, offset);
      yield* lote;
      if (lote.length < PAGINA_PDF) return;
    }
  }
  const body = await laudaPdf({
    titulo: g.titulo,
    numero: numeroLauda(g),
    instituicao: g.instituicao,
    regional: g.regional,
    naturezaDescricao: NATUREZA_DESCRICAO[g.naturezaEvolucao],
    legislacao: `${identificacao(g)} — ${g.ementa}`,
    cabecalho: cabecalho(g),
    textoModelo: g.textoModelo,
    servidores: todos(),
  });
  const answer = fileAnswer({ body, filename: `lauda-${g.idGestaoLauda}.pdf`, contentType: 'application/pdf' });
  return answer;
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The consolidated lauda: the generated lauda as ONE act for the official gazette — the resolution
 * naming the legislation, the numbered list of every servant with the movement and its date, and the
 * signer. The list is an <ol>: the number is the list's own, so the text never carries a second one.
 */
const obtemLaudaConsolidada: Handler<'laudasConsolidadas.obtemLaudaConsolidada'> = async ({ db, auth, input }) => {
  const r = await concluida(db, Number(input.idGestaoLauda), auth);
  if (!r.g) return r.answer;
  const g = r.g;
  const lista = await servidores(db, g.idGestaoLauda, 1_000_000, 0);
  const verbo = g.naturezaEvolucao === 'PROMOCAO' ? 'promover' : 'conceder progressão a';
  const linhas = lista
    .map(
      (s) =>
        `<li><strong>${esc(s.nome)}</strong>, MASP ${esc(s.masp)}, ${esc(s.cargo)} — ${esc(s.carreira)}: ` +
        `do nível/grau ${esc(s.nivelAnterior)}-${esc(s.grauAnterior)} para ${esc(s.nivel)}-${esc(s.grau)}, a partir de ${dataBR(s.dataVigencia)}.</li>`,
    )
    .join('');
  const texto =
    `<h3>${esc(g.instituicaoNome.toUpperCase())}</h3><p><strong>${esc(numeroLauda(g))}</strong></p>` +
    `<p>O(A) ${esc(g.cargoResponsavel.toUpperCase())}, no uso de suas atribuições, com fundamento na ${esc(identificacao(g))} (${esc(g.ementa)}), ` +
    `<strong>RESOLVE</strong> ${verbo} ${lista.length === 1 ? 'o(a) servidor(a) abaixo relacionado(a)' : `os ${lista.length} servidores abaixo relacionados`}` +
    `${g.regional === 'Todas' ? '' : `, da regional ${esc(g.regional)}`}:</p><ol>${linhas}</ol>` +
    `<p>Belo Horizonte, ${dataBR(g.geradaEmIso)}.</p><p>${esc(g.responsavel)}<br />${esc(g.cargoResponsavel)}</p>`;
  return ok({ ...saida(g), quantidadeServidores: lista.length, texto });
};

/* ---------------------------------------------------------------- generation */

const gerarGestaoLauda: Handler<'gestaoLauda.gerarGestaoLauda'> = async ({ db, auth, endpoint, input }) => {
  const answer = await write(db, auth!, endpoint, async (w) => {
    const orgao = str(input.orgaoEntidade);
    if (!(await orgaoDaUnidade(w.tx, orgao, auth!.unidade))) w.refuse(forbidden(MSG_ORGAO_FORA));
    const natureza = str(input.naturezaEvolucao);
    const regionalEscolhida = str(input.regional) || null;
    const { rows: m } = await w.tx.query<{
      unidade: string;
      situacao: string;
      tipo: string;
      titulo: string;
      texto: string;
    }>(
      `SELECT unidade_codigo AS unidade, situacao, tipo_personalizacao AS tipo, titulo, texto FROM lauda WHERE id = $1`,
      [Number(input.idModeloLauda)],
    );
    const modelo = w.foundInUnit(m[0], (x) => x.unidade, 'idModeloLauda', MSG_MODELO);
    if (modelo.situacao !== 'ATIVA') w.invalid('idModeloLauda', MSG_MODELO);
    if (modelo.tipo !== natureza) w.invalid('idModeloLauda', MSG_MODELO_NATUREZA);
    const dirigente = w.found(
      (await dirigentesAtivos(w.tx, orgao)).find((d) => d.idDirigenteMaximo === Number(input.idDirigenteMaximo)),
      'idDirigenteMaximo',
      MSG_RESPONSAVEL,
    );
    const { rows: lg } = await w.tx.query(
      `SELECT 1 FROM legislacao l JOIN legislacao_instituicao li ON li.legislacao_id = l.id AND li.instituicao_codigo = $2
        WHERE l.id = $1 AND l.unidade_codigo = $3 AND l.situacao = 'VIGENTE' AND l.natureza_evolucao IN ($4, 'PROGRESSAO_PROMOCAO')`,
      [Number(input.idLegislacao), orgao, auth!.unidade, natureza],
    );
    if (!lg.length) w.invalid('idLegislacao', MSG_LEGISLACAO);
    const aberta = await w.tx.query<{ id: number }>(
      `SELECT id FROM lauda_gerada WHERE instituicao_codigo = $1 AND natureza_evolucao = $2 AND status IN ('PENDENTE', 'PROCESSANDO')`,
      [orgao, natureza],
    );
    if (aberta.rows[0])
      w.invalid(
        'orgaoEntidade',
        `Já há uma lauda deste órgão/entidade e desta natureza em geração (nº ${aberta.rows[0].id}). Aguarde a conclusão.`,
      );
    const total = await contarElegiveis(w.tx, { instituicao: orgao, regional: regionalEscolhida, natureza });
    if (!total) w.invalid('orgaoEntidade', MSG_SEM_SERVIDORES);
    const cargo = CARGO.get(dirigente.cargo) ?? dirigente.cargo;
    const { rows } = await w.tx.query<{ id: number }>(
      `INSERT INTO lauda_gerada (unidade_codigo, instituicao_codigo, regional, natureza_evolucao, lauda_id, titulo, texto_modelo, legislacao_id,
         dirigente_id, responsavel_nome, responsavel_cargo, status, total, cpf)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'PENDENTE', $12, $13) RETURNING id`,
      [
        auth!.unidade,
        orgao,
        regionalEscolhida,
        natureza,
        Number(input.idModeloLauda),
        modelo.titulo,
        modelo.texto,
        Number(input.idLegislacao),
        dirigente.idDirigenteMaximo,
        dirigente.nome,
        cargo,
        total,
        auth!.sub,
      ],
    );
    const id = rows[0].id;
    await w.audit('lauda_gerada', id, {
      status: { de: null, para: 'PENDENTE' },
      instituicao: { de: null, para: orgao },
      regional: { de: null, para: regionalEscolhida },
      naturezaEvolucao: { de: null, para: natureza },
      idModeloLauda: { de: null, para: Number(input.idModeloLauda) },
      idLegislacao: { de: null, para: Number(input.idLegislacao) },
      idDirigenteMaximo: { de: null, para: dirigente.idDirigenteMaximo },
      total: { de: null, para: total },
    });
    return ok(
      { idGestaoLauda: id, total },
      undefined,
      `Lauda nº ${id} em geração: ${total.toLocaleString('pt-BR')} servidor(es). Acompanhe o andamento nesta tela.`,
    );
  });
  // Starts the job once the row is committed (the request does not wait for it).
  if (answer.body.codigoMensagem === 0) wakeJobs(db, GESTAO_LAUDA.entity);
  return answer;
};

export const gestaoLaudaHandlers = {
  'gestaoLauda.instituicoes': instituicoesDaUnidade,
  'gestaoLauda.regional': regionaisDaUnidade,
  'gestaoLauda.nomeModeloLauda': nomeModeloLauda,
  'gestaoLauda.responsavelAssinatura': responsavelAssinatura,
  'gestaoLauda.legislacao': legislacao,
  'gestaoLauda.naturezaEvolucao': naturezaEvolucao,
  'gestaoLauda.listaGestaoLauda': listaGestaoLauda,
  'gestaoLauda.listaModeloLauda': listaModeloLauda,
  'gestaoLauda.detalheModeloLauda': detalheModeloLauda,
  'gestaoLauda.detalheLaudaGerada': detalheLaudaGerada,
  'gestaoLauda.listaServidoresLaudaGerada': listaServidoresLaudaGerada,
  'gestaoLauda.gerarGestaoLauda': gerarGestaoLauda,
  'gestaoLauda.pdfLaudaGerada': pdfLaudaGerada,
  'laudasConsolidadas.obtemLaudaConsolidada': obtemLaudaConsolidada,
} satisfies Handlers<
  | 'gestaoLauda.instituicoes'
  | 'gestaoLauda.regional'
  | 'gestaoLauda.nomeModeloLauda'
  | 'gestaoLauda.responsavelAssinatura'
  | 'gestaoLauda.legislacao'
  | 'gestaoLauda.naturezaEvolucao'
  | 'gestaoLauda.listaGestaoLauda'
  | 'gestaoLauda.listaModeloLauda'
  | 'gestaoLauda.detalheModeloLauda'
  | 'gestaoLauda.detalheLaudaGerada'
  | 'gestaoLauda.listaServidoresLaudaGerada'
  | 'gestaoLauda.gerarGestaoLauda'
  | 'gestaoLauda.pdfLaudaGerada'
  | 'laudasConsolidadas.obtemLaudaConsolidada'
>;
