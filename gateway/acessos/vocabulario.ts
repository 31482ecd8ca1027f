/**
 * The words of the access log of personal data: the kinds of data a catalogue entry
 * declares (`personalData.kinds`), the kinds of access, and their pt-BR names as the data officer's
 * screen shows them. The codes are the meta-schema's (schemas/endpoint-catalogue.schema.json); a
 * test checks that both lists and the screen's filter agree.
 */
import type { CatalogueEndpoint } from '../../core/generated/catalogue.ts';

export type DadosPessoais = NonNullable<CatalogueEndpoint['personalData']>;
export type Categoria = DadosPessoais['kinds'][number];
export type Titular = DadosPessoais['subject'];

export const CATEGORIAS: Readonly<Record<Categoria, string>> = {
  identificacao: 'Identificação',
  contato: 'Contato',
  endereco: 'Endereço',
  financeiro: 'Remuneração e pagamentos',
  bancario: 'Dados bancários',
  saude: 'Saúde',
  familiar: 'Família e pensões',
  funcional: 'Vida funcional',
  judicial: 'Processos judiciais',
  documento: 'Documentos',
};

/**
 * CONSULTA: one person's (or record's) data; PESQUISA: a search (filters and count, not who came
 * back); DOWNLOAD: a file of one person (a pay slip, a document); EXPORTACAO: a report file with
 * the rows of a search, logged when it is written.
 */
export type Operacao = 'CONSULTA' | 'PESQUISA' | 'DOWNLOAD' | 'EXPORTACAO';

export const OPERACOES: Readonly<Record<Operacao, string>> = {
  CONSULTA: 'Consulta',
  PESQUISA: 'Pesquisa',
  DOWNLOAD: 'Download',
  EXPORTACAO: 'Exportação',
};

export const TITULARES: Readonly<Record<Titular, string>> = {
  servidor: 'Servidor',
  pessoa: 'Pessoa',
  usuario: 'Usuário',
  registro: 'Registro',
};

/** pt-BR names of the identifiers a person is logged by ('numeroFuncionario' → 'nº funcionário'). */
export const IDENTIFICADORES: Readonly<Record<string, string>> = {
  id: 'id',
  numeroFuncionario: 'nº funcionário',
  cpf: 'CPF',
  masp: 'MASP',
  numeroPessoa: 'nº pessoa',
};
