/**
 * The servant record (dados-servidor), generated lazily and deterministically from the servant row.
 *
 * A state has 600,000 servants and each has decades of events and 24 months of pay slips: storing
 * them would make the state seed take hours and the data folder tens of GB. Instead every section
 * is a pure function of (servant row, reference competence) drawn from seeded streams (prng.ts), so
 * the same question always gets the same answer, and the dates are coherent by construction:
 * admission → career periods → lotações; absences, leave and vacations are placed in whole free
 * months inside the employment period, so they never overlap.
 */
import { formatCpf } from '../../lib/cpf.ts';
import { MUNICIPIO_BH, CEPS_BH } from './referencia-servidor.ts';
import {
  BANCOS,
  CARGOS_COMISSAO,
  DOMINIOS_EMAIL,
  ESCOLAS,
  ESTADOS_CIVIS,
  GRAUS,
  MUNICIPIOS_MG,
  NIVEIS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  POS,
  RACAS,
  SUBUNIDADES,
  TIPOS_AFASTAMENTO,
  UNIVERSIDADES,
  carreirasDe,
  type Carreira,
} from './catalogos.ts';
import { Rng, addDays, addMeses, addYears, competenciaDe, competenciaReferencia, daysBetween, maxIso, minIso, primeiroDia, ultimoDia } from './prng.ts';

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

const CACHE = new Map<string, Registro>();
const CACHE_MAX = 2000;

/**
 * The record of a servant (memoised: one servant's tabs ask for it many times in a row). Keyed by
 * the whole base row, not its id: a servant whose row changed (a name, a move to another
 * institution) gets a record built from the new row, and two databases in one process (the
 * PostgreSQL test run) never share one — keyed by id, id 301 of one database answered with the
 * name of id 301 of another.
 */
export function registroDe(base: ServidorBase, referencia = competenciaReferencia()): Registro {
  const key = `${referencia}:${JSON.stringify(base)}`;
  const hit = CACHE.get(key);
  if (hit) return hit;
  const r = construir(base, referencia);
  if (CACHE.size >= CACHE_MAX) CACHE.delete(CACHE.keys().next().value as string);
  CACHE.set(key, r);
  return r;
}

function construir(base: ServidorBase, referencia: number): Registro {
  const rng = new Rng(base.id, 'esqueleto');
  const fimRef = ultimoDia(referencia);
  const carreira = rng.pick(carreirasDe(base.instituicaoCodigo));
  const admissao = minIso(base.dataAdmissao, addDays(fimRef, -40));
  let desligamento: string | null = null;
  let aposentadoria: string | null = null;
  if (base.situacaoServidor === 'Exonerado') {
    const span = Math.max(30, daysBetween(admissao, fimRef) - 60);
    desligamento = addDays(admissao, rng.int(Math.min(365, span), span));
  }
  if (base.situacaoFuncional === 'Aposentado') {
    const span = daysBetween(admissao, fimRef) - 30;
    aposentadoria = addDays(admissao, Math.max(30, span - rng.int(0, Math.min(3650, Math.max(0, span - 365)))));
  }
  const fimAtividade = desligamento ?? aposentadoria ?? fimRef;

  // Career: a grade every 2 years (progressão), a level every 5 (promoção), with the yearly readjustment.
  const evolucao: Evolucao[] = [];
  let nivel = 0;
  let grau = 0;
  let inicio = admissao;
  for (let seq = 1; inicio <= fimAtividade; seq++) {
    const fim = addDays(addYears(inicio, 2), -1);
    const ano = Number(inicio.slice(0, 4));
    const reajuste = 1 + (0.03 * Math.max(0, ano - 2000)) / 2;
    const vencimento = Math.round((carreira.base * (1 + 0.12 * nivel) * (1 + 0.03 * grau) * reajuste) / (1 + 0.03 * 13));
    evolucao.push({
      sequencial: seq,
      nivel: NIVEIS[nivel],
      grau: GRAUS[grau],
      vencimento,
      dataInicio: inicio,
      dataFim: fim >= fimAtividade ? (aposentadoria || desligamento ? fimAtividade : null) : fim,
      tipo: seq === 1 ? 'Posse' : grau === 0 ? 'Promoção' : 'Progressão',
    });
    inicio = addDays(fim, 1);
    if (seq % 3 === 0 && nivel < NIVEIS.length - 1) {
      nivel++;
      grau = 0;
    } else if (grau < GRAUS.length - 1) grau++;
  }

  // Lotações: contiguous periods over the employment, 1 to 4 of them.
  const lotacoes: Lotacao[] = [];
  const nLot = rng.int(1, 4);
  const total = daysBetween(admissao, fimAtividade);
  let li = admissao;
  for (let k = 1; k <= nLot; k++) {
    const sub = rng.pick(SUBUNIDADES);
    const ultimo = k === nLot || total < 400 * k;
    const lf = ultimo ? null : addDays(admissao, Math.round((total * k) / nLot));
    lotacoes.push({
      sequencial: k,
      unidade: `${base.instituicaoSigla} - ${sub.nome}`,
      municipio: sub.municipio,
      dataInicio: li,
      dataFim: ultimo ? (fimAtividade === fimRef ? null : fimAtividade) : lf,
    });
    if (ultimo) break;
    li = addDays(lf!, 1);
  }

  // Cargo em comissão for some servants, inside the activity.
  const comissoes: Registro['comissoes'] = [];
  if (rng.chance(0.22) && total > 800) {
    const ci = addDays(admissao, rng.int(365, total - 200));
    const cf = rng.chance(0.4) && fimAtividade === fimRef ? null : minIso(addDays(ci, rng.int(180, 1500)), fimAtividade);
    comissoes.push({ sequencial: 2, cargo: rng.pick(CARGOS_COMISSAO), valor: rng.int(15, 60) * 10_000, dataInicio: ci, dataFim: cf });
  }

  const { eventos, conversoes } = linhaDoTempo(base, admissao, fimAtividade, referencia, evolucao);

  const pensoes: Pensao[] = [];
  if (rng.chance(0.12)) {
    const n = rng.int(1, 2);
    for (let k = 1; k <= n; k++) {
      const pi = addDays(admissao, rng.int(180, Math.max(200, total - 30)));
      const sobrenome = base.nome.split(' ').slice(-1)[0];
      const banco = rng.pick(BANCOS);
      pensoes.push({
        numeroPensao: base.id * 10 + k,
        beneficiario: `${rng.pick([...NOMES_FEMININOS, ...NOMES_MASCULINOS])} ${sobrenome}`,
        parentesco: rng.pick(['Filho(a)', 'Ex-cônjuge', 'Filho(a)']),
        percentual: rng.pick([10, 15, 20, 25, 30]),
        banco: `${banco.codigo} - ${banco.nome}`,
        agencia: rng.digits(4),
        conta: `${rng.digits(6)}-${rng.digits(1)}`,
        dataInicio: minIso(pi, fimAtividade),
        dataFim: rng.chance(0.3) ? minIso(addDays(pi, rng.int(365, 3000)), fimAtividade) : null,
      });
    }
  }

  const emprestimo = rng.chance(0.3)
    ? {
        inicio: addMeses(referencia, -rng.int(0, 40)),
        parcelas: rng.pick([24, 36, 48, 60, 72]),
        valorParcela: rng.int(150, 1200) * 100 + rng.int(0, 99),
        consignataria: rng.pick([
          'Banco do Brasil S.A.',
          'Caixa Econômica Federal',
          'Banco Mercantil do Brasil S.A.',
          'Cooperativa de Crédito dos Servidores Públicos de MG',
        ]),
      }
    : null;

  return {
    base,
    referencia,
    carreira,
    fimAtividade,
    desligamento,
    aposentadoria,
    evolucao,
    comissoes,
    lotacoes,
    eventos,
    conversoes,
    pensoes,
    emprestimo,
    saudeIpsemg: rng.chance(0.7),
    gratificacao: rng.chance(0.6),
    dependentesIr: rng.int(0, 3),
  };
}

/**
 * Places absences, leave and vacations year by year in whole months that are still free, inside
 * [admission, end of activity]: one event per month (a long leave takes all its months), so no
 * two events ever overlap. Férias-prêmio use the balance of completed 5-year periods; part of a
 * balance may be converted into money (conversões).
 */
function linhaDoTempo(base: ServidorBase, admissao: string, fim: string, referencia: number, evolucao: Evolucao[]) {
  const rng = new Rng(base.id, 'eventos');
  const ocupados = new Set<number>();
  const eventos: Evento[] = [];
  const conversoes: Conversao[] = [];
  const tipo = (codigo: number) => TIPOS_AFASTAMENTO.find((t) => t.codigo === codigo)!;
  const primeiroMes = addMeses(competenciaDe(admissao), 1);
  const ultimoMes = competenciaDe(fim) - (fim === ultimoDia(competenciaDe(fim)) ? 0 : 1);

  const livre = (mes: number, meses = 1) => {
    for (let k = 0; k < meses; k++) {
      const m = addMeses(mes, k);
      if (ocupados.has(m) || m < primeiroMes || m > ultimoMes) return false;
    }
    return true;
  };
  const colocar = (codigo: number, mes: number, dias: number, referenciaEv?: number) => {
    const ini = addDays(primeiroDia(mes), dias > 28 ? 0 : rng.int(0, 28 - dias));
    const fimEv = addDays(ini, dias - 1);
    const meses = (Math.floor(competenciaDe(fimEv) / 100) - Math.floor(mes / 100)) * 12 + (competenciaDe(fimEv) % 100) - (mes % 100) + 1;
    if (!livre(mes, meses)) return false;
    for (let k = 0; k < meses; k++) ocupados.add(addMeses(mes, k));
    const t = tipo(codigo);
    eventos.push({
      sequencial: 0,
      codigoTipo: codigo,
      descricao: t.descricao,
      grupo: t.grupo,
      dataInicio: ini,
      dataFim: fimEv,
      dias,
      referencia: referenciaEv,
    });
    return true;
  };
  const mesAleatorio = (ano: number) => ano * 100 + rng.int(1, 12);

  const anoIni = Number(admissao.slice(0, 4));
  const anoFim = Math.floor(ultimoMes / 100);
  const idadeEm = (ano: number) => ano - Number(base.dataNascimento.slice(0, 4));
  let saldoFp: { numero: number; dias: number }[] = [];
  let proximoPeriodo = 1;

  for (let ano = anoIni; ano <= anoFim; ano++) {
    // Licença-maternidade/paternidade first: they take several months.
    if (base.sexo === 'F' && idadeEm(ano) >= 22 && idadeEm(ano) <= 42 && rng.chance(0.05)) colocar(201, mesAleatorio(ano), 180);
    if (base.sexo === 'M' && idadeEm(ano) >= 22 && idadeEm(ano) <= 48 && rng.chance(0.05)) colocar(202, mesAleatorio(ano), 20);
    // Regular vacation: from the second year of service, in January or July (else any free month).
    if (ano > anoIni) {
      const preferido = ano * 100 + rng.pick([1, 7, 12]);
      if (rng.chance(0.3)) {
        if (!colocar(301, preferido, 15, ano - 1)) colocar(301, mesAleatorio(ano), 15, ano - 1);
        colocar(301, mesAleatorio(ano), 15, ano - 1);
      } else if (!colocar(301, preferido, 30, ano - 1)) {
        for (let t = 0; t < 4 && !colocar(301, mesAleatorio(ano), 30, ano - 1); t++);
      }
    }
    if (rng.chance(0.35)) colocar(rng.pick([101, 101, 101, 102, 103]), mesAleatorio(ano), rng.int(2, 20));
    if (rng.chance(0.02)) colocar(203, mesAleatorio(ano), 90);
    if (rng.chance(0.03)) colocar(204, mesAleatorio(ano), 30);
    if (rng.chance(0.18)) colocar(401, mesAleatorio(ano), rng.int(1, 2));

    // Férias-prêmio: a period of 90 days for every 5 years of service completed by this year.
    while (addYears(admissao, 5 * proximoPeriodo) <= `${ano}-12-31` && addYears(admissao, 5 * proximoPeriodo) <= fim) {
      saldoFp.push({ numero: proximoPeriodo, dias: 90 });
      proximoPeriodo++;
    }
    const disponivel = saldoFp.find((s) => s.dias >= 30);
    if (disponivel && rng.chance(0.18)) {
      if (colocar(302, mesAleatorio(ano), 30, disponivel.numero)) disponivel.dias -= 30;
    } else if (disponivel && rng.chance(0.06)) {
      const mes = mesAleatorio(ano);
      if (mes >= primeiroMes && mes <= ultimoMes) {
        const ev = evolucao.find((e) => e.dataInicio <= primeiroDia(mes) && (e.dataFim ?? '9999') >= primeiroDia(mes)) ?? evolucao[evolucao.length - 1];
        const anoMesFolha = Math.min(addMeses(mes, 1), referencia);
        conversoes.push({
          numeroPeriodo: disponivel.numero,
          data: addDays(primeiroDia(mes), rng.int(0, 20)),
          dias: 30,
          anoMesFolha,
          remuneracaoBase: ev.vencimento,
          valor: ev.vencimento,
        });
        disponivel.dias -= 30;
      }
    }
    saldoFp = saldoFp.filter((s) => s.dias > 0);
  }
  eventos.sort((a, b) => (a.dataInicio < b.dataInicio ? -1 : 1));
  eventos.forEach((e, i) => {
    e.sequencial = i + 1;
  });
  return { eventos, conversoes };
}

/* ---------- Sections read from the record (what the endpoints return) ---------- */

const sobrenomes = (nome: string) => nome.split(' ').slice(1);
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function identificadores(r: Registro) {
  const b = r.base;
  const rng = new Rng(b.id, 'identificadores');
  const sn = sobrenomes(b.nome);
  return {
    numeroFuncionario: b.numeroFuncionario,
    numeroPessoaFisicaJuridica: String(9_000_000 + b.id),
    masp: b.masp,
    cpf: b.cpf,
    nome: b.nome,
    nomeSocial: b.nomeSocial ?? '',
    dataNascimento: b.dataNascimento,
    sexo: b.sexo,
    estadoCivil: rng.pick(ESTADOS_CIVIS),
    nomeMae: `${rng.pick(NOMES_FEMININOS)} ${sn[0] ?? ''}`.trim(),
    nomePai: `${rng.pick(NOMES_MASCULINOS)} ${sn[sn.length - 1] ?? ''}`.trim(),
    nacionalidade: 'Brasileira',
    naturalidade: rng.pick(MUNICIPIOS_MG),
    ufNaturalidade: 'MG',
    racaCor: rng.pick(RACAS),
    pisPasep: `1${rng.digits(10)}`,
    instituicao: `${b.instituicaoSigla} - ${b.instituicaoNome}`,
    situacaoFuncional: b.situacaoFuncional,
    situacaoServidor: b.situacaoServidor,
    dataAdmissao: b.dataAdmissao,
  };
}

export function contatos(r: Registro) {
  const b = r.base;
  const rng = new Rng(b.id, 'contatos');
  const partes = b.nome.split(' ');
  return {
    emailPessoal: `${slug(partes[0])}.${slug(partes[partes.length - 1])}${rng.int(1, 99)}@${rng.pick(DOMINIOS_EMAIL)}`,
    emailInstitucional: `${slug(partes[0])}.${slug(partes[partes.length - 1])}@${slug(b.instituicaoSigla)}.mg.gov.br`,
    telefoneResidencial: `(31) 3${rng.digits(3)}-${rng.digits(4)}`,
    telefoneCelular: `(31) 9${rng.int(7, 9)}${rng.digits(3)}-${rng.digits(4)}`,
    telefoneComercial: `(31) 3915-${rng.digits(4)}`,
  };
}

export function endereco(r: Registro) {
  const rng = new Rng(r.base.id, 'endereco');
  const c = rng.pick(CEPS_BH);
  return {
    cep: c.cep,
    logradouro: c.logradouro,
    numero: String(rng.int(10, 3999)),
    complemento: rng.chance(0.5) ? `Apto ${rng.int(1, 20)}0${rng.int(1, 4)}` : '',
    bairro: c.bairro,
    municipio: MUNICIPIO_BH.municipio,
    uf: MUNICIPIO_BH.uf,
    codigoIbge: MUNICIPIO_BH.codigoIbge,
  };
}

export function documentos(r: Registro) {
  const b = r.base;
  const rng = new Rng(b.id, 'documentos');
  const maior = addYears(b.dataNascimento, 18);
  const docs = [
    {
      tipoDocumento: 'Carteira de Identidade (RG)',
      numero: `MG-${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}`,
      orgaoEmissor: 'PC/MG',
      uf: 'MG',
      dataEmissao: addDays(maior, rng.int(0, 2000)),
    },
    // Written as on the card, like the RG and the voter card above (issue 27: digits only before).
    { tipoDocumento: 'CPF', numero: formatCpf(b.cpf), orgaoEmissor: 'Receita Federal', uf: 'MG', dataEmissao: addDays(maior, rng.int(0, 300)) },
    {
      tipoDocumento: 'Título de Eleitor',
      numero: `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`,
      orgaoEmissor: 'TRE/MG',
      uf: 'MG',
      dataEmissao: addDays(maior, rng.int(0, 700)),
    },
    {
      tipoDocumento: 'PIS/PASEP',
      numero: identificadores(r).pisPasep,
      orgaoEmissor: 'Caixa Econômica Federal',
      uf: 'MG',
      dataEmissao: addDays(r.evolucao[0].dataInicio, -rng.int(0, 60)),
    },
    {
      tipoDocumento: 'Carteira de Trabalho (CTPS)',
      numero: `${rng.digits(7)} série ${rng.digits(4)}-MG`,
      orgaoEmissor: 'Ministério do Trabalho',
      uf: 'MG',
      dataEmissao: addDays(maior, rng.int(0, 1500)),
    },
  ];
  if (b.sexo === 'M')
    docs.push({
      tipoDocumento: 'Certificado de Reservista',
      numero: rng.digits(12),
      orgaoEmissor: 'Exército Brasileiro',
      uf: 'MG',
      dataEmissao: addDays(maior, rng.int(0, 365)),
    });
  if (rng.chance(0.6))
    docs.push({
      tipoDocumento: 'Carteira Nacional de Habilitação',
      numero: rng.digits(11),
      orgaoEmissor: 'DETRAN/MG',
      uf: 'MG',
      dataEmissao: addDays(maior, rng.int(0, 5000)),
    });
  return docs.map((d, i) => ({ sequencial: i + 1, ...d }));
}

export function formacoes(r: Registro) {
  const b = r.base;
  const rng = new Rng(b.id, 'formacao');
  const nasc = Number(b.dataNascimento.slice(0, 4));
  const out = [{ nivel: 'Ensino médio', curso: 'Ensino médio regular', instituicaoEnsino: rng.pick(ESCOLAS), anoConclusao: nasc + 17, situacao: 'Concluído' }];
  if (r.carreira.base >= 300_000 || rng.chance(0.4))
    out.push({
      nivel: 'Superior',
      curso: r.carreira.curso,
      instituicaoEnsino: rng.pick(UNIVERSIDADES),
      anoConclusao: nasc + rng.int(21, 25),
      situacao: 'Concluído',
    });
  if (out.length > 1 && rng.chance(0.35)) {
    const ano = nasc + rng.int(26, 40);
    const atual = Math.floor(r.referencia / 100);
    out.push({
      nivel: 'Pós-graduação',
      curso: rng.pick(POS),
      instituicaoEnsino: rng.pick(UNIVERSIDADES),
      anoConclusao: Math.min(ano, atual),
      situacao: ano > atual ? 'Em andamento' : 'Concluído',
    });
  }
  return out.map((f, i) => ({ sequencial: i + 1, ...f }));
}

export function lotacoes(r: Registro) {
  return r.lotacoes.map((l) => ({
    sequencialLotacao: l.sequencial,
    unidadeAdministrativa: l.unidade,
    instituicao: `${r.base.instituicaoSigla} - ${r.base.instituicaoNome}`,
    municipio: l.municipio,
    dataInicio: l.dataInicio,
    dataFim: l.dataFim ?? '',
  }));
}

/** Exercise follows the lotação, except short cessions (cedido) to another sub-unit. */
export function exercicios(r: Registro) {
  const rng = new Rng(r.base.id, 'exercicio');
  return r.lotacoes.map((l) => {
    const cedido = rng.chance(0.1);
    const sub = cedido ? rng.pick(SUBUNIDADES) : undefined;
    return {
      sequencialExercicio: l.sequencial,
      localExercicio: sub ? `${r.base.instituicaoSigla} - ${sub.nome}` : l.unidade,
      municipio: sub?.municipio ?? l.municipio,
      tipoExercicio: cedido ? 'Cedido' : 'Lotação de origem',
      dataInicio: l.dataInicio,
      dataFim: l.dataFim ?? '',
    };
  });
}

export function admissoes(r: Registro) {
  const b = r.base;
  const rng = new Rng(b.id, 'admissoes');
  const efetivo = b.situacaoFuncional === 'Efetivo' || b.situacaoFuncional === 'Aposentado';
  const out = [
    {
      sequencialAdmissao: 1,
      numeroFuncionario: b.numeroFuncionario,
      dataAdmissao: b.dataAdmissao,
      dataExercicio: addDays(b.dataAdmissao, rng.int(0, 30)),
      formaIngresso: efetivo
        ? 'Concurso público'
        : b.situacaoFuncional === 'Designado'
          ? 'Designação'
          : b.situacaoFuncional === 'Contratado'
            ? 'Contrato administrativo'
            : 'Nomeação para cargo em comissão',
      regimeJuridico: efetivo ? 'Estatutário (RPPS)' : 'Regime Geral (RGPS)',
      situacaoFuncional: b.situacaoFuncional,
      cargo: r.carreira.cargo,
      dataDesligamento: r.desligamento ?? r.aposentadoria ?? '',
      motivoDesligamento: r.desligamento ? 'Exoneração a pedido' : r.aposentadoria ? 'Aposentadoria voluntária' : '',
    },
  ];
  return out;
}

export function dadosBancarios(r: Registro) {
  const rng = new Rng(r.base.id, 'banco');
  const banco = rng.pick(BANCOS);
  return {
    codigoBanco: banco.codigo,
    nomeBanco: banco.nome,
    agencia: `${rng.digits(4)}-${rng.digits(1)}`,
    conta: `${rng.digits(rng.int(5, 8))}-${rng.digits(1)}`,
    tipoConta: 'Conta corrente',
    dataInicio: r.base.dataAdmissao,
  };
}

export function opcaoRecebimento(r: Registro) {
  const b = dadosBancarios(r);
  return {
    codigoOpcao: 1,
    descricaoOpcao: 'Crédito em conta corrente',
    banco: `${b.codigoBanco} - ${b.nomeBanco}`,
    agencia: b.agencia,
    conta: b.conta,
    dataOpcao: r.base.dataAdmissao,
  };
}

export function cargos(r: Registro) {
  const efetivo = {
    sequencialCargoAdmissao: 1,
    cargo: r.carreira.cargo,
    carreira: r.carreira.carreira,
    tipoCargo: 'Cargo efetivo',
    dataInicio: r.evolucao[0].dataInicio,
    dataFim: r.desligamento ?? r.aposentadoria ?? '',
  };
  return [
    efetivo,
    ...r.comissoes.map((c) => ({
      sequencialCargoAdmissao: c.sequencial,
      cargo: c.cargo,
      carreira: 'Cargo em comissão',
      tipoCargo: 'Cargo em comissão',
      dataInicio: c.dataInicio,
      dataFim: c.dataFim ?? '',
    })),
  ];
}

export function cargoDetalhe(r: Registro, sequencial: number) {
  const c = cargos(r).find((x) => x.sequencialCargoAdmissao === sequencial);
  if (!c) return undefined;
  const atual = r.evolucao[r.evolucao.length - 1];
  const com = r.comissoes.find((x) => x.sequencial === sequencial);
  return {
    ...c,
    nivel: com ? '' : atual.nivel,
    grau: com ? '' : atual.grau,
    cargaHorariaSemanal: com ? 40 : r.carreira.jornada,
    formaProvimento: com ? 'Nomeação em comissão' : 'Nomeação por concurso público',
    dataPosse: c.dataInicio,
    vencimento: (com ? com.valor : atual.vencimento) / 100,
    atoNomeacao: `Ato nº ${1000 + (r.base.id % 9000)}/${c.dataInicio.slice(0, 4)}`,
  };
}

export function evolucaoCarreira(r: Registro) {
  return r.evolucao.map((e) => ({
    sequencialCargoFuncionario: e.sequencial,
    cargo: r.carreira.cargo,
    nivel: e.nivel,
    grau: e.grau,
    tipoEvolucao: e.tipo,
    vencimento: e.vencimento / 100,
    dataInicio: e.dataInicio,
    dataFim: e.dataFim ?? '',
  }));
}

export function cargaHoraria(r: Registro) {
  const rng = new Rng(r.base.id, 'cargaHoraria');
  const out = [
    { sequencialCargaHoraria: 1, cargaHorariaSemanal: r.carreira.jornada, motivo: 'Jornada do cargo', dataInicio: r.evolucao[0].dataInicio, dataFim: '' },
  ];
  if (r.carreira.jornada < 40 && rng.chance(0.4)) {
    const ini = addDays(r.evolucao[0].dataInicio, rng.int(200, Math.max(201, daysBetween(r.evolucao[0].dataInicio, r.fimAtividade) - 10)));
    if (ini < r.fimAtividade) {
      out[0].dataFim = addDays(ini, -1);
      out.push({
        sequencialCargaHoraria: 2,
        cargaHorariaSemanal: Math.min(40, r.carreira.jornada + 10),
        motivo: 'Extensão de carga horária',
        dataInicio: ini,
        dataFim: '',
      });
    }
  }
  return out;
}

export function substitutos(r: Registro) {
  const rng = new Rng(r.base.id, 'substitutos');
  if (!rng.chance(0.3)) return [];
  const out = [];
  const n = rng.int(1, 3);
  for (let k = 1; k <= n; k++) {
    const ev = r.eventos.find((e) => e.grupo === 'ferias' && e.sequencial % n === k - 1);
    if (!ev) continue;
    out.push({
      sequencialSubstituicao: k,
      cargoSubstituido: rng.pick(CARGOS_COMISSAO),
      nomeSubstituido: `${rng.pick([...NOMES_FEMININOS, ...NOMES_MASCULINOS])} ${rng.pick(['Silva', 'Souza', 'Oliveira', 'Pereira', 'Costa'])}`,
      motivo: 'Férias do titular',
      dataInicio: addDays(ev.dataInicio, 0),
      dataFim: addDays(ev.dataInicio, Math.min(ev.dias, 15) - 1),
    });
  }
  return out;
}

export function funcionaisProgramaticas(r: Registro) {
  const b = r.base;
  const programa = (s: number) =>
    `${b.instituicaoCodigo}.${['04', '12', '10', '06'][s % 4]}.${String(122 + s).padStart(3, '0')}.${String(70 + (b.id % 20)).padStart(3, '0')}.2${String(b.id % 1000).padStart(3, '0')}.0001`;
  return r.lotacoes.map((l, i) => ({
    sequencial: i + 1,
    codigoFuncionalProgramatica: programa(i),
    descricao: `Remuneração de pessoal ativo e encargos sociais - ${l.unidade}`,
    dataInicio: l.dataInicio,
    dataFim: l.dataFim ?? '',
  }));
}

export function pensoesAlimento(r: Registro) {
  return r.pensoes.map((p) => ({
    numeroPensao: p.numeroPensao,
    nomeBeneficiario: p.beneficiario,
    parentesco: p.parentesco,
    percentual: p.percentual,
    baseCalculo: 'Rendimento líquido',
    banco: p.banco,
    agencia: p.agencia,
    conta: p.conta,
    dataInicio: p.dataInicio,
    dataFim: p.dataFim ?? '',
  }));
}

const FORMAS = [
  { codigoTipoFormaCalculo: 1, descricao: 'Vencimento por nível e grau', codigoBaseCalculo: 10, baseCalculo: 'Vencimento básico' },
  { codigoTipoFormaCalculo: 2, descricao: 'Vencimento com adicionais', codigoBaseCalculo: 20, baseCalculo: 'Remuneração de contribuição' },
  { codigoTipoFormaCalculo: 3, descricao: 'Proventos de aposentadoria', codigoBaseCalculo: 30, baseCalculo: 'Proventos integrais' },
];

export function formasCalculoHistorico(r: Registro) {
  const out = [{ ...FORMAS[0], dataInicio: r.evolucao[0].dataInicio, dataFim: '' }];
  const rng = new Rng(r.base.id, 'formas');
  if (rng.chance(0.5) && r.evolucao.length > 3) {
    out[0].dataFim = addDays(r.evolucao[3].dataInicio, -1);
    out.push({ ...FORMAS[1], dataInicio: r.evolucao[3].dataInicio, dataFim: '' });
  }
  if (r.aposentadoria) {
    out[out.length - 1].dataFim = r.aposentadoria;
    out.push({ ...FORMAS[2], dataInicio: addDays(r.aposentadoria, 1), dataFim: '' });
  }
  return out.map((f, i) => ({ sequencial: i + 1, ...f }));
}

export const formaCalculoVigente = (r: Registro) => formasCalculoHistorico(r).slice(-1)[0];

export function observacoes(r: Registro) {
  const rng = new Rng(r.base.id, 'observacoes');
  const n = rng.int(0, 3);
  const textos = [
    'Servidor apresentou documentação de dependentes para fins de imposto de renda.',
    'Atualização cadastral realizada no recadastramento anual.',
    'Processo de averbação de tempo de contribuição em análise.',
    'Servidor solicitou alteração de conta bancária para recebimento.',
    'Documentos de escolaridade conferidos pela unidade de gestão de pessoas.',
  ];
  const out = [];
  for (let k = 1; k <= n; k++) {
    const data = addDays(r.evolucao[0].dataInicio, rng.int(30, Math.max(31, daysBetween(r.evolucao[0].dataInicio, r.fimAtividade))));
    out.push({
      sequencialObservacao: k,
      dataObservacao: data,
      observacao: rng.pick(textos),
      usuarioResponsavel: `${rng.pick(NOMES_FEMININOS)} ${rng.pick(['Lima', 'Alves', 'Rocha'])}`,
    });
  }
  return out.sort((a, b) => (a.dataObservacao < b.dataObservacao ? -1 : 1));
}

/** Pay suspended in some months (servants on leave without pay, or who missed re-registration). */
export function pagamentosSuspensos(r: Registro) {
  const rng = new Rng(r.base.id, 'suspenso');
  const chance = r.base.situacaoServidor === 'Afastado' ? 0.5 : 0.04;
  if (!rng.chance(chance)) return [];
  const inicio = Math.max(competenciaDe(r.evolucao[0].dataInicio), addMeses(r.referencia, -23));
  const fim = Math.min(competenciaDe(r.fimAtividade), r.referencia);
  if (fim < inicio) return [];
  const mes = addMeses(inicio, rng.int(0, Math.max(0, (Math.floor(fim / 100) - Math.floor(inicio / 100)) * 12 + (fim % 100) - (inicio % 100))));
  const liberado = mes < r.referencia && rng.chance(0.6);
  return [
    {
      anoMesSuspensao: mes,
      motivo: rng.pick(['Ausência de recadastramento', 'Licença sem vencimento', 'Determinação judicial']),
      dataSuspensao: addDays(primeiroDia(mes), rng.int(0, 9)),
      dataLiberacao: liberado ? addDays(primeiroDia(addMeses(mes, 1)), rng.int(0, 20)) : '',
      situacao: liberado ? 'Liberado' : 'Suspenso',
      numeroProcesso: `1500.01.${rng.digits(7)}/${Math.floor(mes / 100)}-${rng.digits(2)}`,
    },
  ];
}

/** Publications in the Diário Oficial for the servant's acts (admission, career, leave). */
export function publicacoes(r: Registro) {
  const out: { numeroPublicacao: number; dataPublicacao: string; tipoAto: string; ementa: string; texto: string }[] = [];
  const b = r.base;
  const add = (data: string, tipoAto: string, ementa: string) => {
    const n = b.id * 1000 + out.length + 1;
    out.push({
      numeroPublicacao: n,
      dataPublicacao: data,
      tipoAto,
      ementa,
      texto: `${tipoAto}: ${ementa} Servidor(a) ${b.nome}, MASP ${b.masp}, ${b.instituicaoSigla}. Publicado no Diário Oficial de Minas Gerais em ${data.split('-').reverse().join('/')}.`,
    });
  };
  add(addDays(b.dataAdmissao, -10), 'Ato de nomeação', `Nomeia para o cargo de ${r.carreira.cargo}.`);
  for (const e of r.evolucao.slice(1))
    add(
      addDays(e.dataInicio, 20),
      e.tipo === 'Promoção' ? 'Ato de promoção' : 'Ato de progressão',
      `Concede ${e.tipo.toLowerCase()} para o nível ${e.nivel}, grau ${e.grau}, a partir de ${e.dataInicio.split('-').reverse().join('/')}.`,
    );
  for (const e of r.eventos.filter((x) => x.grupo === 'licenca' || x.grupo === 'feriasPremio'))
    add(addDays(e.dataInicio, -5), 'Ato de concessão', `Concede ${e.descricao.toLowerCase()} por ${e.dias} dias.`);
  if (r.aposentadoria) add(r.aposentadoria, 'Ato de aposentadoria', 'Concede aposentadoria voluntária com proventos integrais.');
  if (r.desligamento) add(r.desligamento, 'Ato de exoneração', 'Exonera a pedido.');
  return out;
}

export function historicoFuncional(r: Registro) {
  return publicacoes(r).map((p, i) => ({
    sequencial: i + 1,
    dataEvento: p.dataPublicacao,
    // 'Ato de promoção' → 'Promoção': a type is shown as a name, capitalised like the others (issue 27).
    tipoEvento: p.tipoAto.replace(/^Ato de (\p{L})/u, (_, c: string) => c.toLocaleUpperCase('pt-BR')),
    descricao: p.ementa,
    numeroPublicacao: p.numeroPublicacao,
  }));
}

export function movimentacoes(r: Registro) {
  return r.lotacoes.slice(1).map((l, i) => ({
    sequencialMovimentacao: i + 1,
    dataMovimentacao: l.dataInicio,
    tipoMovimentacao: l.municipio === r.lotacoes[i].municipio ? 'Remoção' : 'Transferência',
    origem: r.lotacoes[i].unidade,
    destino: l.unidade,
  }));
}

export const eventosDo = (r: Registro, grupo: Evento['grupo']) => r.eventos.filter((e) => e.grupo === grupo);

export function inspecoesMedicas(r: Registro) {
  const rng = new Rng(r.base.id, 'inspecao');
  return eventosDo(r, 'afastamento')
    .filter((e) => e.dias > 3)
    .map((e, i) => ({
      sequencialInspecao: i + 1,
      sequencialAfastamento: e.sequencial,
      dataInspecao: addDays(e.dataInicio, rng.int(0, 2)),
      resultado: 'Apto com afastamento',
      diasConcedidos: e.dias,
      cid: rng.pick(['J11', 'M54.5', 'F32.1', 'S93.4', 'K35.8', 'A90']),
      perito: `Dr(a). ${rng.pick([...NOMES_FEMININOS, ...NOMES_MASCULINOS])} ${rng.pick(['Andrade', 'Barbosa', 'Teixeira'])}`,
    }));
}

export function ausenciasConsolidadas(r: Registro) {
  const anos = new Map<
    number,
    { ano: number; diasFalta: number; diasAfastamento: number; diasLicenca: number; diasFerias: number; diasFeriasPremio: number; totalDias: number }
  >();
  for (const e of r.eventos) {
    const ano = Number(e.dataInicio.slice(0, 4));
    const a = anos.get(ano) ?? { ano, diasFalta: 0, diasAfastamento: 0, diasLicenca: 0, diasFerias: 0, diasFeriasPremio: 0, totalDias: 0 };
    const campo = (
      { falta: 'diasFalta', afastamento: 'diasAfastamento', licenca: 'diasLicenca', ferias: 'diasFerias', feriasPremio: 'diasFeriasPremio' } as const
    )[e.grupo];
    a[campo] += e.dias;
    a.totalDias += e.dias;
    anos.set(ano, a);
  }
  return [...anos.values()].sort((x, y) => y.ano - x.ano);
}

/** Balance of férias-prêmio per 5-year acquisition period (90 days each). */
export function saldosFeriasPremio(r: Registro) {
  const adm = r.evolucao[0].dataInicio;
  const out = [];
  for (let n = 1; addYears(adm, 5 * n) <= r.fimAtividade; n++) {
    const usufruidos = r.eventos.filter((e) => e.grupo === 'feriasPremio' && e.referencia === n).reduce((s, e) => s + e.dias, 0);
    const convertidos = r.conversoes.filter((c) => c.numeroPeriodo === n).reduce((s, c) => s + c.dias, 0);
    const saldo = Math.max(0, 90 - usufruidos - convertidos);
    out.push({
      numeroPeriodo: n,
      dataInicioPeriodo: addYears(adm, 5 * (n - 1)),
      dataFimPeriodo: addDays(addYears(adm, 5 * n), -1),
      diasDireito: 90,
      diasUsufruidos: usufruidos,
      diasConvertidos: convertidos,
      diasSaldo: saldo,
      situacao: saldo === 0 ? 'Quitado' : 'Com saldo',
    });
  }
  return out;
}

export const maxIsoDate = maxIso;
