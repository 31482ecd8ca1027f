/** Sections of the servant record about the person: identifiers, contacts, address, documents, schooling, bank account. */
import { formatPis } from '../../core/formatters/documents.ts';
import { formatCpf } from '../lib/cpf.ts';
import { MUNICIPIO_BH, CEPS_BH } from './enderecos.ts';
import {
  BANCOS,
  DOMINIOS_EMAIL,
  ESCOLAS,
  ESTADOS_CIVIS,
  MUNICIPIOS_MG,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  POS,
  RACAS,
  UNIVERSIDADES,
} from './catalogos.ts';
import { TIPOS_NATURALIZACAO } from '../db/reference-data.ts';
import { Rng, addDays, addYears } from './prng.ts';
import type { Registro } from './tipos.ts';

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
    ...naturalizacao(b.id),
    racaCor: rng.pick(RACAS),
    pisPasep: `1${rng.digits(10)}`,
    instituicao: `${b.instituicaoSigla} - ${b.instituicaoNome}`,
    situacaoFuncional: b.situacaoFuncional,
    situacaoServidor: b.situacaoServidor,
    dataAdmissao: b.dataAdmissao,
  };
}

/** Where a naturalised servant was born (no UF: abroad). */
const NASCIDOS_FORA = [
  'Lisboa (Portugal)',
  'Porto (Portugal)',
  'Buenos Aires (Argentina)',
  'Luanda (Angola)',
  'Bogotá (Colômbia)',
];

/**
 * About one servant in 30 is a naturalised Brazilian, born abroad, with a kind of naturalisation
 * (a code of tipo_naturalizacao, TIPOS_NATURALIZACAO's order); the others were born in Minas.
 * Its own stream, so the other identifiers stay what they were before it existed.
 */
export function naturalizacao(id: number) {
  const rng = new Rng(id, 'naturalizacao');
  if (!rng.chance(1 / 30)) return { codigoTipoNaturalizacao: null };
  return {
    naturalidade: rng.pick(NASCIDOS_FORA),
    ufNaturalidade: '',
    codigoTipoNaturalizacao: rng.int(1, TIPOS_NATURALIZACAO.length),
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
    // Written as on the card, like the RG and the voter card above.
    {
      tipoDocumento: 'CPF',
      numero: formatCpf(b.cpf),
      orgaoEmissor: 'Receita Federal',
      uf: 'MG',
      dataEmissao: addDays(maior, rng.int(0, 300)),
    },
    {
      tipoDocumento: 'Título de Eleitor',
      numero: `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`,
      orgaoEmissor: 'TRE/MG',
      uf: 'MG',
      dataEmissao: addDays(maior, rng.int(0, 700)),
    },
    {
      tipoDocumento: 'PIS/PASEP',
      numero: formatPis(identificadores(r).pisPasep),
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
  const out = [
    {
      nivel: 'Ensino médio',
      curso: 'Ensino médio regular',
      instituicaoEnsino: rng.pick(ESCOLAS),
      anoConclusao: nasc + 17,
      situacao: 'Concluído',
    },
  ];
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
