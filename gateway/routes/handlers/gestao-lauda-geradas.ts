/**
 * The generated laudas of 'Gestão de laudas' (/gestaoLauda/v1 and /laudasConsolidadas/v1; migration
 * 023): the unit's list, the detail with the first act filled in as a preview, the servants of one
 * (paged), the PDF and the consolidated text for the official gazette. A generated lauda of another
 * unit answers exactly like a missing one (code 2); the documents open only once it is CONCLUIDA.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import {
  dataBR,
  laudaPdf,
  NATUREZA_DESCRICAO,
  preencherHtml,
  type CabecalhoLauda,
  type ServidorLauda,
  valores,
} from '../../domain/gestao-lauda.ts';
import { GESTAO_LAUDA } from '../../domain/transitions.ts';
import { badRequest, fileAnswer, ok } from '../../lib/envelope.ts';
import { type Lista, lista, paginar, valorTexto } from '../lista.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { identificacao } from './gestao-lauda-opcoes.ts';
import { filtroOrgao, filtroRegional } from './pesquisa-servidor.ts';

export const MSG_EM_ANDAMENTO = 'A lauda ainda está sendo gerada. Aguarde a conclusão para abri-la.';

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
    numeroUnidadeRegional: filtroRegional('g.instituicao_codigo', 'g.regional'),
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

export const gestaoLaudaGeradasHandlers = {
  'gestaoLauda.listaGestaoLauda': lista(GERADAS),
  'gestaoLauda.detalheLaudaGerada': detalheLaudaGerada,
  'gestaoLauda.listaServidoresLaudaGerada': listaServidoresLaudaGerada,
  'gestaoLauda.pdfLaudaGerada': pdfLaudaGerada,
  'laudasConsolidadas.obtemLaudaConsolidada': obtemLaudaConsolidada,
} satisfies Handlers<
  | 'gestaoLauda.listaGestaoLauda'
  | 'gestaoLauda.detalheLaudaGerada'
  | 'gestaoLauda.listaServidoresLaudaGerada'
  | 'gestaoLauda.pdfLaudaGerada'
  | 'laudasConsolidadas.obtemLaudaConsolidada'
>;
