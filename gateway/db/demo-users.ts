/**
 * The demo users (fixed CPFs, one password). The seed inserts them, `server.ts` prints them and
 * the end-to-end tests sign in with them, so they are plain constants here.
 */
import type { RecordOf } from '../../core/endpoint-types.ts';

/** The bonds of the catalogue (usuario.listaUsuarioEspecificoComPapeis), as migration 036 checks them. */
type Vinculo = NonNullable<RecordOf<'usuario.listaUsuarioEspecificoComPapeis'>['vinculo']>;

export interface DemoUnidade {
  codigo: string;
  sigla: string;
  nome: string;
  papeis: string[];
}

export interface DemoUser {
  /** Digits only. */
  cpf: string;
  senha: string;
  nome: string;
  nomeSocial: string | null;
  email: string;
  /** The MASP. */
  matricula: string;
  emailSecundario: string | null;
  /** Digits only (DDD and number), like `celular`. */
  telefone: string | null;
  celular: string | null;
  vinculo: Vinculo;
  /** Home unit code (the `unidade` claim). */
  unidade: string;
  unidades: DemoUnidade[];
}

export const DEMO_PASSWORD = 'Portal@2026';

const SEPLAG = { codigo: '1501', sigla: 'SEPLAG', nome: 'Secretaria de Estado de Planejamento e Gestão' };
const SEE = { codigo: '1261', sigla: 'SEE', nome: 'Secretaria de Estado de Educação' };
const SES = { codigo: '1321', sigla: 'SES', nome: 'Secretaria de Estado de Saúde' };

export const ANA: DemoUser = {
  cpf: '39053344705',
  senha: DEMO_PASSWORD,
  nome: 'Ana Administradora',
  nomeSocial: null,
  email: 'ana.administradora@planejamento.mg.gov.br',
  matricula: '1000001',
  emailSecundario: 'ana.administradora@example.gov.br',
  telefone: '3139151234',
  celular: '31991234567',
  vinculo: 'Efetivo',
  unidade: SEPLAG.codigo,
  // Also the data officer of both units: ADMINISTRADOR alone does not read the access log.
  unidades: [
    { ...SEPLAG, papeis: ['ADMINISTRADOR', 'ENCARREGADO_DADOS'] },
    { ...SEE, papeis: ['RH_CONSULTA', 'ENCARREGADO_DADOS'] },
  ],
};

export const BRUNO: DemoUser = {
  cpf: '27408155570',
  senha: DEMO_PASSWORD,
  nome: 'Bruno Consultor',
  nomeSocial: null,
  email: 'bruno.consultor@educacao.mg.gov.br',
  matricula: '1000002',
  emailSecundario: null,
  telefone: '3139156012',
  celular: '31987650123',
  vinculo: 'Designado',
  unidade: SEE.codigo,
  unidades: [{ ...SEE, papeis: ['RH_CONSULTA'] }],
};

export const CARLA: DemoUser = {
  cpf: '81523604140',
  senha: DEMO_PASSWORD,
  nome: 'Carla Atendente',
  nomeSocial: null,
  email: 'carla.atendente@saude.mg.gov.br',
  matricula: '1000003',
  emailSecundario: 'carla.atendente@example.gov.br',
  telefone: null,
  celular: '31998817766',
  vinculo: 'Contratado',
  unidade: SES.codigo,
  unidades: [{ ...SES, papeis: ['ATENDIMENTO'] }],
};

/**
 * A second user at SEPLAG ('Processos judiciais', docs/PROCESSOS-JUDICIAIS.md): an unlock of a
 * withheld payment is analysed by someone other than its requester, so Ana and Diego request and
 * approve each other's.
 */
export const DIEGO: DemoUser = {
  cpf: '62481309731',
  senha: DEMO_PASSWORD,
  nome: 'Diego Analista',
  nomeSocial: null,
  email: 'diego.analista@planejamento.mg.gov.br',
  matricula: '1000004',
  emailSecundario: null,
  telefone: '3139155870',
  celular: null,
  vinculo: 'Comissionado',
  unidade: SEPLAG.codigo,
  unidades: [{ ...SEPLAG, papeis: ['ANALISTA_JUDICIAL'] }],
};

/**
 * The analyst of screens ('Editor de telas', docs/ARCHITECTURE.md "Published screens"): her role
 * saves drafts and sends them for review but cannot publish, so the demo shows both halves of the
 * flow — Elisa submits, Ana reviews and publishes or returns. Also HR query at SEPLAG, so her
 * previews of the HR screens show live data under her own permissions, as their users will see them.
 */
export const ELISA: DemoUser = {
  cpf: '70531824608',
  senha: DEMO_PASSWORD,
  nome: 'Elisa Editora',
  nomeSocial: null,
  email: 'elisa.editora@planejamento.mg.gov.br',
  matricula: '1000005',
  emailSecundario: null,
  telefone: '3139152468',
  celular: '31996542310',
  vinculo: 'Efetivo',
  unidade: SEPLAG.codigo,
  unidades: [{ ...SEPLAG, papeis: ['ANALISTA_TELAS', 'RH_CONSULTA'] }],
};

export const DEMO_USERS: DemoUser[] = [ANA, BRUNO, CARLA, DIEGO, ELISA];
