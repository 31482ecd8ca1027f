/**
 * Fixed pt-BR lists the servant record draws from: careers per institution, sub-units, municipalities,
 * names of relatives, schools, banks and the absence types. Plain data, no logic.
 */

export interface Carreira {
  cargo: string;
  carreira: string;
  /** Monthly base salary of level I, grade A, in cents. */
  base: number;
  curso: string;
  jornada: number;
}

const GESTAO: Carreira[] = [
  {
    cargo: 'Especialista em Políticas Públicas e Gestão Governamental',
    carreira: 'EPPGG',
    base: 620_000,
    curso: 'Administração Pública',
    jornada: 40,
  },
  { cargo: 'Analista Executivo', carreira: 'Analista Executivo', base: 430_000, curso: 'Direito', jornada: 40 },
  {
    cargo: 'Assistente Executivo',
    carreira: 'Assistente Executivo',
    base: 210_000,
    curso: 'Administração',
    jornada: 40,
  },
  {
    cargo: 'Técnico de Gestão',
    carreira: 'Técnico de Gestão',
    base: 260_000,
    curso: 'Ciências Contábeis',
    jornada: 40,
  },
];

/** Careers by institution code (fallback: the general management careers). */
export const CARREIRAS: Record<string, Carreira[]> = {
  '1261': [
    { cargo: 'Professor de Educação Básica', carreira: 'PEB', base: 330_000, curso: 'Pedagogia', jornada: 24 },
    { cargo: 'Especialista em Educação Básica', carreira: 'EEB', base: 390_000, curso: 'Pedagogia', jornada: 40 },
    { cargo: 'Assistente Técnico de Educação Básica', carreira: 'ATB', base: 190_000, curso: 'Letras', jornada: 30 },
  ],
  '2351': [
    { cargo: 'Professor de Educação Superior', carreira: 'PES', base: 710_000, curso: 'Matemática', jornada: 40 },
    { cargo: 'Analista Universitário', carreira: 'AU', base: 420_000, curso: 'Administração', jornada: 40 },
  ],
  '1321': [
    {
      cargo: 'Analista de Gestão e Assistência à Saúde',
      carreira: 'AGAS',
      base: 450_000,
      curso: 'Enfermagem',
      jornada: 40,
    },
    { cargo: 'Médico', carreira: 'Médico da Área de Saúde', base: 820_000, curso: 'Medicina', jornada: 20 },
  ],
  '2271': [
    {
      cargo: 'Técnico Operacional da Saúde',
      carreira: 'TOS',
      base: 240_000,
      curso: 'Técnico em Enfermagem',
      jornada: 30,
    },
    { cargo: 'Médico', carreira: 'Médico da Área de Saúde', base: 820_000, curso: 'Medicina', jornada: 20 },
  ],
  '1191': [
    {
      cargo: 'Auditor Fiscal da Receita Estadual',
      carreira: 'AFRE',
      base: 1_650_000,
      curso: 'Ciências Contábeis',
      jornada: 40,
    },
    { cargo: 'Gestor Fazendário', carreira: 'GEFAZ', base: 980_000, curso: 'Economia', jornada: 40 },
  ],
  '1251': [
    {
      cargo: 'Investigador de Polícia',
      carreira: 'Investigador de Polícia',
      base: 560_000,
      curso: 'Direito',
      jornada: 40,
    },
    { cargo: 'Escrivão de Polícia', carreira: 'Escrivão de Polícia', base: 560_000, curso: 'Direito', jornada: 40 },
    { cargo: 'Delegado de Polícia', carreira: 'Delegado de Polícia', base: 1_420_000, curso: 'Direito', jornada: 40 },
  ],
  '1451': [
    { cargo: 'Policial Penal', carreira: 'Policial Penal', base: 470_000, curso: 'Direito', jornada: 40 },
    { cargo: 'Agente de Segurança Socioeducativo', carreira: 'ASE', base: 390_000, curso: 'Psicologia', jornada: 40 },
  ],
};
export const carreirasDe = (instituicao: string): Carreira[] => CARREIRAS[instituicao] ?? GESTAO;

export const NIVEIS = ['I', 'II', 'III', 'IV', 'V', 'VI'];
export const GRAUS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

export const CARGOS_COMISSAO = [
  'Diretor I',
  'Diretor II',
  'Assessor II',
  'Coordenador de Núcleo',
  'Superintendente',
  'Chefe de Gabinete',
];

export const SUBUNIDADES = [
  { nome: 'Gabinete', municipio: 'Belo Horizonte' },
  { nome: 'Assessoria Jurídica', municipio: 'Belo Horizonte' },
  { nome: 'Diretoria Central de Gestão de Pessoas', municipio: 'Belo Horizonte' },
  { nome: 'Superintendência de Planejamento, Gestão e Finanças', municipio: 'Belo Horizonte' },
  { nome: 'Diretoria de Contabilidade e Finanças', municipio: 'Belo Horizonte' },
  { nome: 'Diretoria de Tecnologia da Informação', municipio: 'Belo Horizonte' },
  { nome: 'Superintendência Regional de Juiz de Fora', municipio: 'Juiz de Fora' },
  { nome: 'Superintendência Regional de Montes Claros', municipio: 'Montes Claros' },
  { nome: 'Superintendência Regional de Uberlândia', municipio: 'Uberlândia' },
  { nome: 'Superintendência Regional de Governador Valadares', municipio: 'Governador Valadares' },
  { nome: 'Núcleo Regional de Varginha', municipio: 'Varginha' },
  { nome: 'Núcleo Regional de Divinópolis', municipio: 'Divinópolis' },
];

export const MUNICIPIOS_MG = [
  'Belo Horizonte',
  'Contagem',
  'Betim',
  'Juiz de Fora',
  'Uberlândia',
  'Montes Claros',
  'Ipatinga',
  'Sete Lagoas',
  'Divinópolis',
  'Governador Valadares',
  'Poços de Caldas',
  'Varginha',
  'Barbacena',
  'Ouro Preto',
  'Diamantina',
  'Teófilo Otoni',
];

export const NOMES_FEMININOS = [
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Conceição',
  'Aparecida',
  'Lúcia',
  'Helena',
];
export const NOMES_MASCULINOS = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Geraldo',
  'Sebastião',
  'Raimundo',
  'Rafael',
  'Tiago',
];

export const ESCOLAS = [
  'Escola Estadual Governador Milton Campos',
  'Escola Estadual Pedro II',
  'Colégio Estadual Central',
  'Escola Estadual Barão do Rio Branco',
  'Instituto de Educação de Minas Gerais',
];
export const UNIVERSIDADES = [
  'Universidade Federal de Minas Gerais',
  'Pontifícia Universidade Católica de Minas Gerais',
  'Universidade do Estado de Minas Gerais',
  'Universidade Federal de Juiz de Fora',
  'Universidade Federal de Uberlândia',
  'Universidade Estadual de Montes Claros',
  'Centro Federal de Educação Tecnológica de Minas Gerais',
];
export const POS = [
  'Especialização em Gestão Pública',
  'Especialização em Direito Administrativo',
  'MBA em Gestão de Pessoas',
  'Mestrado em Administração Pública',
  'Especialização em Educação Inclusiva',
];

export const BANCOS = [
  { codigo: '001', nome: 'Banco do Brasil S.A.' },
  { codigo: '104', nome: 'Caixa Econômica Federal' },
  { codigo: '237', nome: 'Banco Bradesco S.A.' },
  { codigo: '341', nome: 'Itaú Unibanco S.A.' },
  { codigo: '033', nome: 'Banco Santander (Brasil) S.A.' },
];

export const DOMINIOS_EMAIL = ['gmail.com', 'hotmail.com', 'yahoo.com.br', 'outlook.com', 'uol.com.br'];

/** Absence types (tiposAfastamento) and what kind of event each is. */
export const TIPOS_AFASTAMENTO = [
  { codigo: 101, descricao: 'Licença para tratamento de saúde', grupo: 'afastamento' },
  { codigo: 102, descricao: 'Licença por motivo de doença em pessoa da família', grupo: 'afastamento' },
  { codigo: 103, descricao: 'Acidente em serviço', grupo: 'afastamento' },
  { codigo: 201, descricao: 'Licença-maternidade', grupo: 'licenca' },
  { codigo: 202, descricao: 'Licença-paternidade', grupo: 'licenca' },
  { codigo: 203, descricao: 'Licença para tratar de interesses particulares', grupo: 'licenca' },
  { codigo: 204, descricao: 'Licença para capacitação', grupo: 'licenca' },
  { codigo: 301, descricao: 'Férias regulamentares', grupo: 'ferias' },
  { codigo: 302, descricao: 'Férias-prêmio', grupo: 'feriasPremio' },
  { codigo: 401, descricao: 'Falta não justificada', grupo: 'falta' },
] as const;

export const RACAS = ['Branca', 'Parda', 'Preta', 'Amarela', 'Indígena', 'Não informado'];
export const ESTADOS_CIVIS = ['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'União estável', 'Viúvo(a)'];
