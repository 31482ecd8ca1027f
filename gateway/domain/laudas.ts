/**
 * What a lauda is (the text templates of the time-counting area, routes/handlers/lauda.ts): its
 * personalisation types and the placeholders its body may use — {nome}, {masp}, {cargo} … —, which
 * the generation (domain/gestao-lauda.ts) fills with a servant's data.
 */
import sanitizeHtml from 'sanitize-html';
import { describedCodes } from '../lib/described-codes.ts';

/** The personalisation types (what a lauda is used for), in the order the select lists them. */
export const TIPOS_PERSONALIZACAO = [
  { codigo: 'ADICIONAL_TEMPO_SERVICO', descricao: 'Adicional por tempo de serviço' },
  { codigo: 'APOSENTADORIA', descricao: 'Aposentadoria' },
  { codigo: 'AVERBACAO_TEMPO', descricao: 'Averbação de tempo' },
  { codigo: 'CERTIDAO_TEMPO_SERVICO', descricao: 'Certidão de tempo de serviço' },
  { codigo: 'FERIAS_PREMIO', descricao: 'Férias-prêmio' },
  { codigo: 'PROGRESSAO', descricao: 'Progressão' },
  { codigo: 'PROMOCAO', descricao: 'Promoção' },
] as const;

/** A personalisation type in words (its code when it is not one of TIPOS_PERSONALIZACAO). */
export const descricaoTipoPersonalizacao = describedCodes(TIPOS_PERSONALIZACAO).describe;
/**
 * The placeholders a lauda may use, filled by the generation with the servant's data (the form
 * lists them for the analyst). Written with braces in the text: {nome}.
 */
export const MARCADORES: Readonly<Record<string, string>> = {
  nome: 'nome civil do servidor',
  nomeSocial: 'nome social (o nome civil quando não houver)',
  masp: 'MASP',
  cpf: 'CPF formatado',
  cargo: 'cargo efetivo',
  carreira: 'carreira do cargo',
  nivel: 'nível na carreira',
  grau: 'grau na carreira',
  instituicao: 'nome da instituição de exercício',
  lotacao: 'unidade de lotação',
  dataAdmissao: 'data de admissão (DD/MM/AAAA)',
  dataVigencia: 'data de vigência do ato (DD/MM/AAAA)',
  tempoServico: 'tempo de serviço apurado (anos, meses e dias)',
  periodo: 'período a que o ato se refere',
  numeroAto: 'número do ato ou da publicação',
  dataPublicacao: 'data da publicação (DD/MM/AAAA)',
  responsavel: 'nome do responsável pela assinatura',
  cargoResponsavel: 'cargo do responsável pela assinatura',
  dataAtual: 'data da geração da lauda, por extenso',
};

/** The visible text of sanitised HTML (tags removed, &nbsp; as a space). */
export const textoVisivel = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();

/** The placeholders a text uses, in order of first use, without repetition. */
export function marcadoresDe(html: string): string[] {
  return [...new Set([...textoVisivel(html).matchAll(/\{([^{}\n]{0,60})\}/g)].map((m) => m[1].trim()))];
}
