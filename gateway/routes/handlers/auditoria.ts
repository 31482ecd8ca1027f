/**
 * 'Histórico de alterações' (`auditoria.historico`): the audit trail of one record, as written by
 * gateway/lib/write.ts, in words a user reads — who, when, which operation (the catalogue `title`
 * of the endpoint that made the change, or the transition's own `titulo` when one endpoint decides
 * either way), and one line per changed field '<Rótulo>: <de> → <para>' — but the record's version,
 * a counter for stale saves that means nothing to an HR user.
 * Only the rows written from the token's unit are listed: a record touched by two units (a user
 * with roles in both) shows each unit its own changes, never the other's. A record of the
 * deployment, of no unit (a screen's version), shows every step, whichever unit it was taken from.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { formatCpf } from '../../../core/formatters/cpf.ts';
import { dataHoraSql } from '../../lib/text.ts';
import type { Db } from '../../db/types.ts';
import { MACHINES } from '../../domain/transitions.ts';
import { type List, paginate } from '../list.ts';
import type { Changes } from '../../lib/write.ts';
import { catalogue } from '../../../schemas/catalogue.ts';
import { NATUREZAS, TIPOS_ATO } from '../../domain/legislacao.ts';
import { defineHandlers } from '../../contract/handler.ts';

/**
 * pt-BR labels of the field names the audited entities write, in the order the lines are shown
 * (jsonb does not keep the written order); an unknown name is shown as is, after these, by name.
 */
export const ROTULOS: Readonly<Record<string, string>> = {
  situacao: 'Situação',
  situacaoValidacao: 'Situação',
  motivoReprovacao: 'Motivo da reprovação',
  motivosReprovacao: 'Motivos da reprovação',
  observacaoReprovacao: 'Observação da reprovação',
  justificativaReprocessamento: 'Justificativa do reprocessamento',
  mediaAvaliacao: 'Média das avaliações (%)',
  faltas: 'Faltas não justificadas (dias)',
  pendencias: 'Pendências da apuração',
  nome: 'Nome',
  email: 'E-mail',
  matricula: 'Matrícula',
  codigoUnidade: 'Unidade',
  papeis: 'Perfis',
  justificativa: 'Justificativa',
  titulo: 'Título',
  texto: 'Texto',
  dataInicio: 'Data de início',
  dataFim: 'Data de fim',
  instituicoes: 'Instituições',
  descricao: 'Descrição',
  tipo: 'Tipo',
  nomeArquivo: 'Arquivo',
  arquivo: 'Arquivo',
  tamanho: 'Tamanho',
  versao: 'Versão',
  servidor: 'Servidor',
  periodo: 'Período',
  avos: 'Avos',
  avosPagos: 'Avos pagos',
  valorPago: 'Valor pago',
  competenciaAcerto: 'Competência do acerto',
  indicacao: 'Indicação financeira',
  retificacao: 'Retificação',
  contaExercicio: 'Conta como exercício',
  tipoComplementacao: 'Tipo de complementação',
  instituicao: 'Órgão/entidade',
  ano: 'Ano',
  processados: 'Gratificações apuradas',
  alterados: 'Gratificações alteradas',
  numero: 'Número',
  dataPublicacao: 'Data da publicação',
  naturezaEvolucao: 'Natureza da evolução',
  ementa: 'Ementa',
  carreiras: 'Carreiras',
  dataRevogacao: 'Data da revogação',
  unidade: 'Unidade',
  criadoPor: 'Cadastrado por',
  ciencia: 'Ciência de',
};

/**
 * An entity's own labels, where a field means something else there (a screen version's `numero` is
 * its version), in the order its lines are shown, before every other field.
 */
const ROTULOS_DA_ENTIDADE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tela_versao: {
    telaId: 'Tela',
    numero: 'Versão',
    situacao: 'Situação',
    documento: 'Documento',
    motivoDevolucao: 'Motivo da devolução',
    restauradaDe: 'Restaurada da versão',
    restauradaComo: 'Restaurada como versão',
  },
};

/** The entity's labels first (keys in its order, its values), then the others. */
const rotulosDe = (entidade?: string): Readonly<Record<string, string>> => {
  const proprios = (entidade && ROTULOS_DA_ENTIDADE[entidade]) || {};
  return { ...proprios, ...ROTULOS, ...proprios };
};

/** Entities of the deployment, of no unit: their trail lists the steps taken from every unit. */
const DA_IMPLANTACAO = new Set(['tela_versao']);

/** Fields whose value is a user's CPF: shown as the user's name (a CPF with no user, masked). */
const CAMPOS_DE_USUARIO = ['criadoPor', 'ciencia'];

const VAZIO = '—';

/** Endpoint name → what the trail calls the operation; the catalogue is read once, when first needed. */
let operacoes: Map<string, string> | undefined;
function operacao(endpoint: string): string {
  operacoes ??= new Map(catalogue().map((e) => [e.name, e.title ?? e.name]));
  return operacoes.get(endpoint) ?? endpoint;
}

/** The operation of one row: the transition it made when that transition has its own name, else the endpoint's. */
export function operacaoDaLinha(entidade: string, endpoint: string, alteracoes: Changes): string {
  const machine = MACHINES.find((m) => m.entity === entidade);
  const estado = machine ? alteracoes[machine.field] : undefined;
  const t = estado && machine?.transitions.find((x) => x.to === estado.para && x.from.includes(String(estado.de)));
  return t && t.titulo ? t.titulo : operacao(endpoint);
}

/** Longest value shown in a history line; a rich text's whole HTML would bury the other fields. */
export const MAX_VALOR = 120;

/**
 * One value as text: lists 'A, B', empty '—'; state codes and role codes by their names; rich
 * text without its tags; long values cut with '…' (the record itself keeps the whole value).
 */
function valor(v: unknown, nomes: Map<string, string>): string {
  if (v === null || v === undefined || v === '') return VAZIO;
  if (Array.isArray(v)) return v.length ? v.map((x) => valor(x, nomes)).join(', ') : VAZIO;
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'object') return JSON.stringify(v);
  const s = String(v);
  const texto = (nomes.get(s) ?? s)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return texto.length > MAX_VALOR ? `${texto.slice(0, MAX_VALOR - 1)}…` : texto || VAZIO;
}

/** Fields the trail does not show: the version only guards against stale saves. */
const OCULTOS = new Set(['versao']);

/** '<Rótulo>: <de> → <para>' per field, joined with '\n'; `entidade` names the labels of its own fields. */
export function descreverAlteracoes(
  alteracoes: Changes,
  nomes: (campo: string) => Map<string, string> = () => new Map(),
  entidade?: string,
): string {
  const rotulos = rotulosDe(entidade);
  const ordem = Object.keys(rotulos);
  const posicao = (campo: string) => (ordem.includes(campo) ? ordem.indexOf(campo) : ordem.length);
  return Object.entries(alteracoes)
    .filter(([campo]) => !OCULTOS.has(campo))
    .sort(([a], [b]) => posicao(a) - posicao(b) || a.localeCompare(b))
    .map(
      ([campo, { de, para }]) =>
        `${rotulos[campo] ?? campo}: ${valor(de, nomes(campo))} → ${valor(para, nomes(campo))}`,
    )
    .join('\n');
}

/**
 * The names shown instead of codes: a state field of the entity's declared machine ('APROVADA' →
 * 'Aprovada'), role codes ('RH_CONSULTA' → 'Consulta de recursos humanos'), careers, institutions
 * and units by the names their records show ('1501' → 'SEPLAG', in legislação and notices), and a
 * legislação's act type and nature by its labels ('LEI' → 'Lei').
 */
async function nomesDosCodigos(
  db: Db,
  entidade: string,
  alteracoes: Changes[],
): Promise<(campo: string) => Map<string, string>> {
  const machine = MACHINES.find((m) => m.entity === entidade);
  const estados = new Map(Object.entries(machine?.states ?? {}));
  const tabela = async (sql: string) =>
    new Map((await db.query<{ codigo: string; nome: string }>(sql)).rows.map((r) => [String(r.codigo), r.nome]));
  const cpfs = [
    ...new Set(
      alteracoes
        .flatMap((a) => CAMPOS_DE_USUARIO.flatMap((c) => [a[c]?.de, a[c]?.para]))
        .filter((v): v is string => typeof v === 'string'),
    ),
  ];
  const { rows: pessoas } = cpfs.length
    ? await db.query<{ cpf: string; nome: string }>('SELECT cpf, nome FROM usuario WHERE cpf = ANY($1)', [cpfs])
    : { rows: [] };
  const nomeDe = new Map(pessoas.map((p) => [p.cpf, p.nome]));
  const usuarios = new Map(cpfs.map((cpf) => [cpf, nomeDe.get(cpf) ?? formatCpf(cpf)]));
  const porCampo: Record<string, Map<string, string>> = {
    papeis: await tabela('SELECT codigo, nome FROM papel'),
    carreiras: await tabela('SELECT codigo, nome FROM carreira'),
    instituicoes: await tabela('SELECT codigo, sigla AS nome FROM instituicao'),
    unidade: await tabela('SELECT codigo, sigla AS nome FROM unidade'),
    ...Object.fromEntries(CAMPOS_DE_USUARIO.map((campo) => [campo, usuarios])),
    ...(entidade === 'legislacao'
      ? { tipo: new Map(Object.entries(TIPOS_ATO)), naturezaEvolucao: new Map(Object.entries(NATUREZAS)) }
      : {}),
  };
  return (campo) => (campo === machine?.field ? estados : (porCampo[campo] ?? new Map()));
}

interface LinhaHistorico {
  id: string | number;
  dataHora: string;
  cpf: string;
  usuario: string;
  endpoint: string;
  alteracoes: Changes;
}

/** One record's trail in the token's unit ($1 entity, $2 record id, $3 unit; null: every unit's). */
const HISTORICO: List<RequestOf<'auditoria.historico'>, LinhaHistorico, RecordOf<'auditoria.historico'>> = {
  from: 'FROM auditoria a LEFT JOIN usuario u ON u.cpf = a.cpf',
  countFrom: 'FROM auditoria a',
  columns: `a.id, ${dataHoraSql('a.em', true)} AS "dataHora", a.cpf, coalesce(u.nome, a.cpf) AS usuario, a.endpoint, a.alteracoes`,
  unitScope: ['a.entidade = $1', 'a.registro_id = $2', '($3::text IS NULL OR a.unidade_codigo = $3)'],
  // Newest first unless the screen sorts by dataHora itself (the only sortable field).
  sort: {
    fields: { dataHora: 'a.em' },
    default: 'dataHora',
    direction: 'DESC',
    strict: true,
    tieBreak: (dir) => `a.id ${dir}`,
  },
  rows: async (rows, ctx) => {
    const nomes = await nomesDosCodigos(
      ctx.db,
      String(ctx.input.entidade),
      rows.map((r) => r.alteracoes),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      dataHora: r.dataHora,
      cpf: r.cpf,
      usuario: r.usuario,
      operacao: operacaoDaLinha(String(ctx.input.entidade), r.endpoint, r.alteracoes),
      alteracoes: descreverAlteracoes(r.alteracoes, nomes, String(ctx.input.entidade)),
    }));
  },
};

export default defineHandlers({
  'auditoria.historico': (ctx) => {
    const entidade = String(ctx.input.entidade);
    const unidade = DA_IMPLANTACAO.has(entidade) ? null : ctx.auth!.unidade;
    return paginate(ctx, HISTORICO, [entidade, String(ctx.input.registroId), unidade]);
  },
});
