/** The shapes of the generated servant record (registro.ts builds it; the sections read it). */
import type { Carreira, TIPOS_AFASTAMENTO } from './catalogos.ts';

/** The stored servant row the record is derived from. */
export interface ServidorBase {
  id: number;
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  nomeSocial: string | null;
  dataNascimento: string;
  sexo: 'F' | 'M';
  instituicaoCodigo: string;
  instituicaoSigla: string;
  instituicaoNome: string;
  situacaoFuncional: string;
  situacaoServidor: string;
  dataAdmissao: string;
}

export interface Periodo {
  dataInicio: string;
  /** null while current. */
  dataFim: string | null;
}

export interface Evolucao extends Periodo {
  sequencial: number;
  nivel: string;
  grau: string;
  /** Monthly base salary in cents. */
  vencimento: number;
  tipo: 'Posse' | 'Progressão' | 'Promoção';
}

/**
 * What the progression table decided on the servant's movement under assessment (its acquisition
 * date): that step is granted only when VALIDADA there, and a later step has no act yet.
 */
export interface DecisaoCarreira {
  dataAquisicao: string;
  concedida: boolean;
}

export interface Evento {
  sequencial: number;
  codigoTipo: number;
  descricao: string;
  grupo: (typeof TIPOS_AFASTAMENTO)[number]['grupo'];
  dataInicio: string;
  dataFim: string;
  dias: number;
  /** Acquisition year (vacations) or acquisition period number (férias-prêmio). */
  referencia?: number;
}

export interface Lotacao extends Periodo {
  sequencial: number;
  unidade: string;
  municipio: string;
}

export interface Conversao {
  numeroPeriodo: number;
  data: string;
  dias: number;
  anoMesFolha: number;
  /** cents */
  valor: number;
  remuneracaoBase: number;
}

export interface Pensao extends Periodo {
  numeroPensao: number;
  beneficiario: string;
  parentesco: string;
  percentual: number;
  banco: string;
  agencia: string;
  conta: string;
}

export interface Emprestimo {
  inicio: number;
  parcelas: number;
  /** cents */
  valorParcela: number;
  consignataria: string;
}

/** The dated skeleton of a servant's life in the service; the sections are read from it. */
export interface Registro {
  base: ServidorBase;
  referencia: number;
  carreira: Carreira;
  /** Last day of activity (exoneration, retirement or the reference month's end). */
  fimAtividade: string;
  /** Exoneration date (no pay after it) or null. */
  desligamento: string | null;
  aposentadoria: string | null;
  evolucao: Evolucao[];
  comissoes: (Periodo & { sequencial: number; cargo: string; valor: number })[];
  lotacoes: Lotacao[];
  eventos: Evento[];
  conversoes: Conversao[];
  pensoes: Pensao[];
  emprestimo: Emprestimo | null;
  /** Servant's Saúde IPSEMG option. */
  saudeIpsemg: boolean;
  gratificacao: boolean;
  dependentesIr: number;
}
