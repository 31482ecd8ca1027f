/**
 * The FIPA reports as PDFs (pdfkit, Helvetica, WinAnsi so Portuguese accents print; streams left
 * uncompressed like the pay slip, so tests can read the text back with `pdfText`). Three reports,
 * all made of the servant's FIPA sheet (`FichaFipa`, built by routes/handlers/fipa.ts from the same
 * record the servant screens read):
 * - FICHA_FUNCIONAL 'Ficha funcional': identification, position, admission, situation, lotação and
 *   exercise, workload;
 * - HISTORICO_LOTACOES 'Histórico de lotações': every lotação with its period and municipality;
 * - CERTIDAO_TEMPO_SERVICO 'Certidão de tempo de serviço': days of service from the entry into
 *   exercise to the end of activity (or today), minus the absences whose type does not count as service.
 * A *visualização* is marked 'VISUALIZAÇÃO - DOCUMENTO SEM VALOR OFICIAL'; an *emissão* prints its
 * número de emissão and authentication code (docs/FIPA.md).
 */
import PDFDocument from 'pdfkit';
import { formatCpf } from './cpf.ts';
import { dataBRDoDia } from './text.ts';

export const RELATORIOS_FIPA = [
  {
    codigoRelatorio: 'FICHA_FUNCIONAL',
    nomeRelatorio: 'Ficha funcional',
    descricao: 'Identificação, cargo, admissão, situação e lotação.',
  },
  {
    codigoRelatorio: 'HISTORICO_LOTACOES',
    nomeRelatorio: 'Histórico de lotações',
    descricao: 'Lotações do servidor, com período e município.',
  },
  {
    codigoRelatorio: 'CERTIDAO_TEMPO_SERVICO',
    nomeRelatorio: 'Certidão de tempo de serviço',
    descricao: 'Tempo de serviço contado da entrada em exercício.',
  },
] as const;
export type CodigoRelatorioFipa = (typeof RELATORIOS_FIPA)[number]['codigoRelatorio'];

export interface LotacaoFipa {
  unidadeAdministrativa: string;
  municipio: string;
  dataInicio: string;
  dataFim: string;
}

/** The servant's FIPA sheet (dates ISO YYYY-MM-DD, '' when none). */
export interface FichaFipa {
  numeroFuncionario: string;
  masp: string;
  cpf: string;
  nome: string;
  nomeSocial: string;
  dataNascimento: string;
  sexo: string;
  estadoCivil: string;
  nomeMae: string;
  naturalidade: string;
  pisPasep: string;
  instituicao: string;
  cargo: string;
  carreira: string;
  nivel: string;
  grau: string;
  cargaHorariaSemanal: number;
  dataAdmissao: string;
  dataExercicio: string;
  formaIngresso: string;
  regimeJuridico: string;
  situacaoFuncional: string;
  situacaoServidor: string;
  lotacaoAtual: string;
  municipioLotacao: string;
  localExercicio: string;
  dataDesligamento: string;
  lotacoes: LotacaoFipa[];
  tempoServico: TempoServico;
}

export interface TempoServico {
  /** First and last day counted (ISO). */
  inicio: string;
  fim: string;
  diasBrutos: number;
  /** Days of absences whose type does not count as service. */
  diasNaoComputados: number;
  diasLiquidos: number;
  /** 'X anos, Y meses e Z dias' (365-day years, 30-day months). */
  extenso: string;
}

/** Days → 'X anos, Y meses e Z dias' (the certificate's convention: 365-day years, 30-day months, at most 11 months). */
export function anosMesesDias(dias: number): string {
  const anos = Math.floor(dias / 365);
  // At most 11 months: the remainder of a year past 330 days stays in days (362 → 11 meses e 32 dias).
  const meses = Math.min(11, Math.floor((dias % 365) / 30));
  const d = (dias % 365) - meses * 30;
  const p = (n: number, s: string, pl: string) => `${n} ${n === 1 ? s : pl}`;
  return `${p(anos, 'ano', 'anos')}, ${p(meses, 'mês', 'meses')} e ${p(d, 'dia', 'dias')}`;
}

/** A day as the sheet writes it ('-' when empty). */
const dataBr = (dia: string): string => dataBRDoDia(dia) || '-';

/** What makes an issued document an official one (absent on a visualização). */
export interface Emissao {
  numeroEmissao: string;
  codigoAutenticacao: string;
  emitidoEm: string;
  emitidoPor: string;
}

export interface FipaPdfInput {
  relatorio: CodigoRelatorioFipa;
  ficha: FichaFipa;
  unidade: string;
  /** When it was generated (DD/MM/AAAA HH:mm). */
  geradoEm: string;
  emissao?: Emissao;
}

/** XXXX-XXXX-XXXX-XXXX */
export const codigoFormatado = (c: string): string => c.toUpperCase().replace(/(.{4})(?=.)/g, '$1-');

export function fipaPdf(i: FipaPdfInput): Promise<Buffer> {
  const nomeRel = RELATORIOS_FIPA.find((r) => r.codigoRelatorio === i.relatorio)!.nomeRelatorio;
  const f = i.ficha;
  const doc = new PDFDocument({
    compress: false,
    size: 'A4',
    margin: 50,
    info: { Title: `${nomeRel} - ${f.nome}`, Author: 'Portal RH - FIPA eletrônica' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(9).text('GOVERNO DO ESTADO DE MINAS GERAIS', { align: 'center' });
  doc
    .font('Helvetica')
    .text(`FIPA eletrônica - Ficha de Identificação e Pagamento - ${i.unidade}`, { align: 'center' });
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(15).text(nomeRel.toUpperCase(), { align: 'center' });
  if (!i.emissao) {
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#a82a2a')
      .text('VISUALIZAÇÃO - DOCUMENTO SEM VALOR OFICIAL', { align: 'center' })
      .fillColor('black');
  }
  doc.moveDown(0.8);

  const secao = (t: string) => {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(t);
    doc
      .moveTo(50, doc.y + 1)
      .lineTo(545, doc.y + 1)
      .strokeColor('#888')
      .stroke();
    doc.moveDown(0.3);
  };
  const campo = (rotulo: string, valor: string | number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .text(`${rotulo}: `, { continued: true })
      .font('Helvetica')
      .text(String(valor === '' ? '-' : valor));
  };

  const identificacao = () => {
    secao('Identificação');
    campo('Nome', f.nome);
    if (f.nomeSocial) campo('Nome social', f.nomeSocial);
    campo('CPF', formatCpf(f.cpf));
    campo('MASP', f.masp);
    campo('Número funcionário', f.numeroFuncionario);
  };

  if (i.relatorio === 'FICHA_FUNCIONAL') {
    identificacao();
    campo('Data de nascimento', dataBr(f.dataNascimento));
    campo('Sexo', f.sexo === 'F' ? 'Feminino' : 'Masculino');
    campo('Estado civil', f.estadoCivil);
    campo('Nome da mãe', f.nomeMae);
    campo('Naturalidade', f.naturalidade);
    campo('PIS/PASEP', f.pisPasep);
    secao('Cargo e admissão');
    campo('Órgão/entidade', f.instituicao);
    campo('Cargo', f.cargo);
    campo('Carreira', f.carreira);
    campo('Nível / grau', `${f.nivel} / ${f.grau}`);
    campo('Carga horária semanal', `${f.cargaHorariaSemanal} horas`);
    campo('Data de admissão', dataBr(f.dataAdmissao));
    campo('Data de exercício', dataBr(f.dataExercicio));
    campo('Forma de ingresso', f.formaIngresso);
    campo('Regime jurídico', f.regimeJuridico);
    secao('Situação e lotação');
    campo('Situação funcional', f.situacaoFuncional);
    campo('Situação do servidor', f.situacaoServidor);
    campo('Lotação atual', f.lotacaoAtual);
    campo('Município', f.municipioLotacao);
    campo('Local de exercício', f.localExercicio);
    if (f.dataDesligamento) campo('Data de desligamento', dataBr(f.dataDesligamento));
  } else if (i.relatorio === 'HISTORICO_LOTACOES') {
    identificacao();
    campo('Órgão/entidade', f.instituicao);
    secao('Lotações');
    const linha = (cols: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const xs = [50, 290, 410, 480];
      const ws = [235, 115, 65, 65];
      cols.forEach((t, k) => doc.text(t, xs[k], y, { width: ws[k] }));
      doc.x = 50;
      doc.y = Math.max(doc.y, y + 13);
    };
    linha(['Unidade administrativa', 'Município', 'Início', 'Fim'], true);
    for (const l of f.lotacoes)
      linha([l.unidadeAdministrativa, l.municipio, dataBr(l.dataInicio), l.dataFim ? dataBr(l.dataFim) : 'Atual']);
    doc.moveDown(0.5).font('Helvetica').fontSize(9).text(`Total de lotações: ${f.lotacoes.length}.`, 50);
  } else {
    const t = f.tempoServico;
    identificacao();
    campo('Cargo', f.cargo);
    campo('Órgão/entidade', f.instituicao);
    secao('Tempo de serviço');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(
        `CERTIFICO, para os devidos fins, à vista dos assentamentos funcionais, que ${f.nome}, CPF ${formatCpf(f.cpf)}, MASP ${f.masp}, ` +
          `admitido(a) em ${dataBr(f.dataAdmissao)} no cargo de ${f.cargo} e em exercício desde ${dataBr(f.dataExercicio)}, conta, ` +
          `no período de ${dataBr(t.inicio)} a ${dataBr(t.fim)}, ` +
          `${t.diasLiquidos} dias (${t.extenso}) de efetivo exercício.`,
        { align: 'justify' },
      );
    doc.moveDown(0.5);
    campo('Dias no período', t.diasBrutos);
    campo('Dias não computados (afastamentos que não contam como exercício)', t.diasNaoComputados);
    campo('Dias de efetivo exercício', t.diasLiquidos);
  }

  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(8.5).text(`Gerado em ${i.geradoEm} pelo Portal RH.`, 50);
  if (i.emissao) {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(9).text(`Número de emissão: ${i.emissao.numeroEmissao}`);
    doc.text(`Código de autenticação: ${codigoFormatado(i.emissao.codigoAutenticacao)}`);
    doc.font('Helvetica').text(`Emitido em ${i.emissao.emitidoEm} por ${i.emissao.emitidoPor}.`);
  }
  doc.end();
  return done;
}

/** pdfkit writes text as WinAnsi hex strings inside TJ arrays (uncompressed): the text, read back. */
export function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[(.*?)\] TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}
