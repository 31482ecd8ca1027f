/**
 * Fixed reference data of the seed: the state's administrative units (Minas Gerais
 * secretariats) and their institutions (órgãos/entidades). Roles, resources and grants are not
 * here: they are derived from the screen documents, the catalogue and screens/papeis.json
 * (security/recursos-sync.ts).
 */

export interface UnidadeSeed {
  codigo: string;
  sigla: string;
  nome: string;
  instituicoes: { codigo: string; sigla: string; nome: string }[];
}

export const UNIDADES: UnidadeSeed[] = [
  {
    codigo: '1501',
    sigla: 'SEPLAG',
    nome: 'Secretaria de Estado de Planejamento e Gestão',
    instituicoes: [
      { codigo: '1501', sigla: 'SEPLAG', nome: 'Secretaria de Estado de Planejamento e Gestão' },
      { codigo: '2011', sigla: 'IPSEMG', nome: 'Instituto de Previdência dos Servidores do Estado de Minas Gerais' },
      { codigo: '2051', sigla: 'FJP', nome: 'Fundação João Pinheiro' },
    ],
  },
  {
    codigo: '1261',
    sigla: 'SEE',
    nome: 'Secretaria de Estado de Educação',
    instituicoes: [
      { codigo: '1261', sigla: 'SEE', nome: 'Secretaria de Estado de Educação' },
      { codigo: '2351', sigla: 'UEMG', nome: 'Universidade do Estado de Minas Gerais' },
    ],
  },
  {
    codigo: '1321',
    sigla: 'SES',
    nome: 'Secretaria de Estado de Saúde',
    instituicoes: [
      { codigo: '1321', sigla: 'SES', nome: 'Secretaria de Estado de Saúde' },
      { codigo: '2271', sigla: 'FHEMIG', nome: 'Fundação Hospitalar do Estado de Minas Gerais' },
      { codigo: '2321', sigla: 'FUNED', nome: 'Fundação Ezequiel Dias' },
    ],
  },
  {
    codigo: '1191',
    sigla: 'SEF',
    nome: 'Secretaria de Estado de Fazenda',
    instituicoes: [{ codigo: '1191', sigla: 'SEF', nome: 'Secretaria de Estado de Fazenda' }],
  },
  {
    codigo: '1451',
    sigla: 'SEJUSP',
    nome: 'Secretaria de Estado de Justiça e Segurança Pública',
    instituicoes: [
      { codigo: '1451', sigla: 'SEJUSP', nome: 'Secretaria de Estado de Justiça e Segurança Pública' },
      { codigo: '1251', sigla: 'PCMG', nome: 'Polícia Civil do Estado de Minas Gerais' },
    ],
  },
  {
    codigo: '1481',
    sigla: 'SEDESE',
    nome: 'Secretaria de Estado de Desenvolvimento Social',
    instituicoes: [{ codigo: '1481', sigla: 'SEDESE', nome: 'Secretaria de Estado de Desenvolvimento Social' }],
  },
  {
    codigo: '1371',
    sigla: 'SEMAD',
    nome: 'Secretaria de Estado de Meio Ambiente e Desenvolvimento Sustentável',
    instituicoes: [
      { codigo: '1371', sigla: 'SEMAD', nome: 'Secretaria de Estado de Meio Ambiente e Desenvolvimento Sustentável' },
      { codigo: '2091', sigla: 'FEAM', nome: 'Fundação Estadual do Meio Ambiente' },
      { codigo: '2101', sigla: 'IEF', nome: 'Instituto Estadual de Florestas' },
    ],
  },
  {
    codigo: '1301',
    sigla: 'SEINFRA',
    nome: 'Secretaria de Estado de Infraestrutura, Mobilidade e Parcerias',
    instituicoes: [
      { codigo: '1301', sigla: 'SEINFRA', nome: 'Secretaria de Estado de Infraestrutura, Mobilidade e Parcerias' },
      { codigo: '2301', sigla: 'DER-MG', nome: 'Departamento de Estradas de Rodagem do Estado de Minas Gerais' },
    ],
  },
  {
    codigo: '1221',
    sigla: 'SEDE',
    nome: 'Secretaria de Estado de Desenvolvimento Econômico',
    instituicoes: [
      { codigo: '1221', sigla: 'SEDE', nome: 'Secretaria de Estado de Desenvolvimento Econômico' },
      { codigo: '2061', sigla: 'JUCEMG', nome: 'Junta Comercial do Estado de Minas Gerais' },
    ],
  },
];

export const SITUACOES_FUNCIONAIS = ['Efetivo', 'Designado', 'Contratado', 'Recrutamento amplo', 'Aposentado'];
export const SITUACOES_SERVIDOR = ['Ativo', 'Afastado', 'Inativo', 'Exonerado'];

/**
 * Kinds of naturalisation (Lei nº 13.445/2017, arts. 64-70): codes follow this order, so they are
 * stable across seeds and the servant record (gateway/servidores/secoes-pessoais.ts) can name one.
 */
export const TIPOS_NATURALIZACAO = [
  'Naturalização ordinária',
  'Naturalização extraordinária',
  'Naturalização especial',
  'Naturalização provisória',
  'Naturalização definitiva',
];
