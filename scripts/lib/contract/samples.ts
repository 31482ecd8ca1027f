/**
 * Sample values for the required parameters of the catalogue's GET endpoints, taken from the
 * gateway being checked — so the conformance kit works against our reference gateway and against
 * the state's real ones alike, whatever their data.
 *
 * A parameter is resolved, in order: by a rule for this endpoint's parameter (`POR_ENDPOINT`),
 * by a rule for the parameter's name (`POR_NOME`), by harvesting: any other GET endpoint whose
 * record has a field of that name is called and the first value found is used; and last by its
 * type (the year, month, competence, the user's unit or CPF). Each harvest is called once.
 */
import type { CatalogueEndpoint } from '../../../core/generated/catalogue.ts';

/** A value read from another endpoint's answer (its first record with the field set). */
export interface Colheita {
  de: string;
  campo: string;
  /** Fixed parameters of that call (its own required ones are resolved like any other). */
  params?: Record<string, string>;
}

export type Regra = Colheita | { valor: string | ((ctx: ContextoAmostra) => string) };

export interface ContextoAmostra {
  /** The unit the checker acts for and the signed-in user's CPF. */
  unidade: string;
  cpf: string;
  hoje: Date;
  /** The checker's session token id (the session fetch names it in its path). */
  tokenSSCId?: string;
}

/**
 * The year and the month of `hoje` in Brasília, where the gateways' "today" is: in the machine's
 * own zone (UTC on a server) the year is already the next one on 31 December from 21:00.
 */
function noBrasil(c: ContextoAmostra): { ano: number; mes: number } {
  const [a, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
    .format(c.hoje)
    .split('-')
    .map(Number);
  return { ano: a, mes: m };
}
const ano = (c: ContextoAmostra) => String(noBrasil(c).ano);
const mes2 = (c: ContextoAmostra) => String(noBrasil(c).mes).padStart(2, '0');

/** Where an ambiguous parameter (`id` means something else in every family) comes from. */
export const POR_ENDPOINT: Record<string, Regra> = {
  'admissoes.dadosPessoais.id': { de: 'admissoes.listaServidores', campo: 'id' },
  'acessosDadosPessoais.doServidor.id': { de: 'admissoes.listaServidores', campo: 'id' },
  'apuraGratificacao.detalhe.id': { de: 'complementoAfastamento.gratificacaoNatalina', campo: 'id' },
  'aviso.avisoDetalhe.id': { de: 'aviso.listaTodosAvisosCriados', campo: 'id' },
  'gitlab.releases.id': { valor: '1' },
  'gitlab.detalhes.id': { valor: '1' },
  'legislacao.detalheLegislacao.id': { de: 'legislacao.listaLegislacao', campo: 'id' },
  'pessoaFisica.recadastramento.id': { de: 'admissao.recadastramento', campo: 'id' },
  'pessoaFisica.tutoria.id': { de: 'admissao.tutoria', campo: 'id' },
  'usuario.listarUsuarioUnidade.id': { valor: (c) => c.unidade },
  'seguranca.sessao.tokenSSCId': { valor: (c) => c.tokenSSCId ?? '' },
  'telas.detalheVersao.id': { de: 'telas.listaVersoes', campo: 'id' },
  'unidadePapel.recursos.id': { de: 'usuario.listaPapeis', campo: 'codigo' },
  'usuarioPapelSolicitacao.detalhe.id': { de: 'usuarioPapelSolicitacao.solicitacaoCadastro', campo: 'id' },
  'auditoria.historico.entidade': { valor: 'legislacao' },
  'auditoria.historico.registroId': { de: 'legislacao.listaLegislacao', campo: 'id' },
  'documento.download.tipoDocumento': { de: 'documento.listar', campo: 'tipoDocumento' },
  'documento.download.idDocumento': { de: 'documento.listar', campo: 'idDocumento' },
  'relatorios.download.idRelatorio': { de: 'relatorios.relatoriosServidor', campo: 'idRelatorio' },
  'dadosFinanceiros.beneficiariosPagamentoLiberado.dataInicio': { valor: (c) => `01/01/${ano(c)}` },
  'dadosFinanceiros.beneficiariosPagamentoLiberado.dataFim': { valor: (c) => `31/12/${ano(c)}` },
};

/** Parameters whose name says where a value is (the same meaning in every endpoint). */
export const POR_NOME: Record<string, Regra> = {
  numeroFuncionario: { de: 'admissoes.listaServidores', campo: 'numeroFuncionario' },
  anoMesFolha: { de: 'dadosFinanceiros.contracheques', campo: 'anoMesFolha' },
  cpf: { valor: (c) => c.cpf },
  cpfServidor: { de: 'admissoes.listaServidores', campo: 'cpf' },
  cpfDirigenteMaximo: { de: 'dirigenteMaximo.listaDirigenteMaximo', campo: 'cpf' },
  codigoUnidade: { valor: (c) => c.unidade },
  codigoUnidadeSsc: { valor: (c) => c.unidade },
  ano: { valor: ano },
  mes: { valor: (c) => String(noBrasil(c).mes) },
  anoMesTaxacao: { valor: (c) => `${ano(c)}${mes2(c)}` },
  nomeAproximado: { de: 'admissoes.listaServidores', campo: 'nome' },
};

/** Parameter names too generic to harvest by name from any record. */
const SEM_COLHEITA = new Set(['id', 'tipoDocumento', 'tipoRelatorio', 'entidade']);

type Props = Record<string, { type?: unknown; format?: string; enum?: unknown[] }>;

const requestProps = (ep: CatalogueEndpoint): Props =>
  ((ep.request as { properties?: Props } | undefined)?.properties ?? {}) as Props;

/** The required parameters of a GET endpoint: its path parameters and the request's `required`. */
export function parametrosObrigatorios(ep: CatalogueEndpoint): string[] {
  const path = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const req = ((ep.request as { required?: string[] } | undefined)?.required ?? []).filter(
    (k) => !(ep.session && k in ep.session),
  );
  return [...new Set([...path, ...req])];
}

/** The endpoints that can give a value of `campo` by harvest: GET, not a file, whose record has the field. */
export function fontesDoCampo(catalogo: CatalogueEndpoint[], campo: string): Colheita[] {
  if (SEM_COLHEITA.has(campo)) return [];
  return catalogo
    .filter((e) => e.method === 'GET' && !e.binary && e.resource !== 'public')
    .filter((e) => campo in (((e.response as { properties?: Props } | undefined)?.properties ?? {}) as Props))
    .sort((a, b) => parametrosObrigatorios(a).length - parametrosObrigatorios(b).length)
    .map((e) => ({ de: e.name, campo }));
}

/** True when the parameter has a rule written for this endpoint, or a fixed value for its name (not taken from a record). */
export const temRegraPropria = (ep: CatalogueEndpoint, param: string): boolean => {
  const porNome = POR_NOME[param];
  return `${ep.name}.${param}` in POR_ENDPOINT || (porNome !== undefined && 'valor' in porNome);
};

/** GET endpoints whose record has every one of `campos` (fewest required parameters first). */
export function fontesDeTodos(catalogo: CatalogueEndpoint[], campos: string[]): string[] {
  return catalogo
    .filter((e) => e.method === 'GET' && !e.binary && e.resource !== 'public')
    .filter((e) =>
      campos.every((c) => c in (((e.response as { properties?: Props } | undefined)?.properties ?? {}) as Props)),
    )
    .sort((a, b) => parametrosObrigatorios(a).length - parametrosObrigatorios(b).length)
    .map((e) => e.name);
}

/**
 * The rules for one parameter of one endpoint, in order. A rule written for this endpoint is the
 * only one (its meaning is exact: no data there means no sample, not a value from elsewhere).
 */
export function regraDe(
  catalogo: CatalogueEndpoint[],
  ep: CatalogueEndpoint,
  param: string,
  ctx: ContextoAmostra,
): Regra[] {
  const propria = POR_ENDPOINT[`${ep.name}.${param}`];
  if (propria) return [propria];
  const regras: Regra[] = [];
  if (POR_NOME[param]) regras.push(POR_NOME[param]);
  regras.push(...fontesDoCampo(catalogo, param).filter((f) => f.de !== ep.name));
  const p = requestProps(ep)[param];
  if (p?.enum?.length) regras.push({ valor: String(p.enum[0]) });
  if (p?.format === 'competencia') regras.push({ valor: `${mes2(ctx)}/${ano(ctx)}` });
  if (p?.format === 'ano') regras.push({ valor: ano(ctx) });
  if (p?.format === 'dataBR') regras.push({ valor: `01/01/${ano(ctx)}` });
  return regras;
}
