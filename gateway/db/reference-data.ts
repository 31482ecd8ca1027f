/**
 * Fixed reference data of the seed: the state's administrative units (Minas Gerais
 * secretariats), their institutions (órgãos/entidades), the resources (one per route key of the
 * spec's route table) and the roles that grant them.
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

/** One resource per route key of the spec's route table: [chaveMenu, url]. */
export const RECURSOS: [string, string][] = [
  ['pesquisa-servidor', '/recursos-humanos/pesquisa-servidor/'],
  ['dados-servidor', '/recursos-humanos/dados-servidor/'],
  ['consultar-ferias-premio', '/recursos-humanos/consultar-ferias-premio/'],
  ['dados-ferias-premio-servidor', '/recursos-humanos/dados-ferias-premio-servidor/'],
  ['especiais', '/recadastramento/especiais/'],
  ['curador', '/recadastramento/curador/'],
  ['documentos', '/recadastramento/documentos/'],
  ['pesquisar-situacao-beneficiario', '/recadastramento/pesquisar-situacao-beneficiario/'],
  ['gerar-arquivo-aniver-envio-sms', '/recadastramento/gerar-arquivo-aniver-envio-sms/'],
  ['beneficiarios-pag-susp-bloq', '/recadastramento/beneficiarios-pag-susp-bloq/'],
  ['beneficiarios-pag-liberado', '/recadastramento/beneficiarios-pag-liberado/'],
  ['recadastramentos-realizados', '/recadastramento/recadastramentos-realizados/'],
  ['solicitacoes', '/usuarios/solicitacoes/'],
  ['relatorio', '/usuarios/relatorio/'],
  ['editPermissao', '/usuarios/editPermissao/'],
  ['consulta-de-processos', '/processos-judiciais/consulta-de-processos/'],
  ['analisar-processo', '/processos-judiciais/analisar-processo/'],
  ['pagamentos-retidos', '/processos-judiciais/pagamentos-retidos/'],
  ['consultar-avisos', '/gestao-avisos/consultar-avisos/'],
  ['cadastrar-novo-aviso', '/gestao-avisos/cadastrar-novo-aviso/'],
  ['indicadores', '/gestao-avisos/indicadores/'],
  ['rel-solicitacoes-acesso', '/gestao-avisos/rel-solicitacoes-acesso/'],
  ['relatorio-recadastramento', '/gestao-avisos/relatorio-recadastramento/'],
  ['relatorio-processos-judiciais', '/gestao-avisos/relatorio-processos-judiciais/'],
  ['releases', '/gestao-avisos/releases/'],
  ['consultar-fipa-eletronica', '/fipa-eletronica/consultar-fipa-eletronica/'],
  ['dados-fipa-eletronica-servidor', '/fipa-eletronica/dados-fipa-eletronica-servidor/'],
  ['pesquisar-relatorios', '/relatorios/pesquisar-relatorios'],
  ['consulta-gratificacao-natalina', '/gestao-tempo/consulta-gratificacao-natalina'],
  ['dados-gratificacao-natalina', '/gestao-tempo/dados-gratificacao-natalina/'],
  ['gestao-alteracao-avos', '/gestao-tempo/gestao-alteracao-avos/'],
  ['relatorio-gratificacao-natalina', '/gestao-tempo/relatorio-gratificacao-natalina/'],
  ['consulta-progressao-servidor', '/gestao-tempo/consulta-progressao-servidor/'],
  ['gestao-progressao-servidor', '/gestao-tempo/gestao-progressao-servidor/'],
  ['consulta-regras-carreiras-serv', '/gestao-tempo/consulta-regras-carreiras-serv/'],
  ['parametrizacao-afastamentos', '/gestao-tempo/parametrizacao-afastamentos/'],
  ['parametrizacao-faltas', '/gestao-tempo/parametrizacao-faltas/'],
  ['parametrizacao-laudas', '/gestao-tempo/parametrizacao-laudas/'],
  ['gestao-de-laudas', '/gestao-tempo/gestao-de-laudas/'],
];

/** Roles and the chaveMenu of the resources each grants ('*' = every resource). */
export const PAPEIS: { codigo: string; nome: string; recursos: string[] | '*' }[] = [
  { codigo: 'ADMINISTRADOR', nome: 'Administrador', recursos: '*' },
  {
    codigo: 'RH_CONSULTA',
    nome: 'Consulta de recursos humanos',
    recursos: ['pesquisa-servidor', 'dados-servidor', 'consultar-ferias-premio', 'pesquisar-relatorios'],
  },
  { codigo: 'ATENDIMENTO', nome: 'Atendimento', recursos: ['pesquisar-relatorios'] },
];

export const SITUACOES_FUNCIONAIS = ['Efetivo', 'Designado', 'Contratado', 'Recrutamento amplo', 'Aposentado'];
export const SITUACOES_SERVIDOR = ['Ativo', 'Afastado', 'Inativo', 'Exonerado'];
