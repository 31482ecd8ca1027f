/**
 * The pay slip as a PDF (pdfkit, Helvetica, WinAnsi so Portuguese accents print). Streams are left
 * uncompressed: the file stays small (one page of text) and tests can read the text back.
 */
import PDFDocument from 'pdfkit';
import { formatCpf } from './cpf.ts';

export interface ContrachequePdf {
  nome: string;
  cpf: string;
  masp: string;
  numeroFuncionario: string;
  instituicao: string;
  cargo: string;
  competencia: string;
  descricaoFolha: string;
  linhas: { codigoVerba: string; descricaoVerba: string; referencia: string; tipo: 'V' | 'D' | 'P'; valor: number }[];
  totalVantagens: number;
  totalDescontos: number;
  liquido: number;
  banco: string;
  /** Payment day, 'DD/MM/AAAA'. */
  dataPagamento: string;
  /** When the file was made, in Brasília: 'DD/MM/AAAA HH:MM'. */
  emitidoEm: string;
}

/** cents → 'R$ 1.234,56' */
export const moeda = (cents: number): string =>
  `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function contrachequePdf(c: ContrachequePdf): Promise<Buffer> {
  const doc = new PDFDocument({
    compress: false,
    size: 'A4',
    margin: 40,
    info: { Title: `Contracheque ${c.competencia}`, Author: 'Portal RH' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(14).text('Governo do Estado de Minas Gerais - Contracheque');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Servidor(a): ${c.nome}`);
  doc.text(`CPF: ${formatCpf(c.cpf)}    MASP: ${c.masp}    Número funcionário: ${c.numeroFuncionario}`);
  doc.text(`Órgão: ${c.instituicao}`);
  doc.text(`Cargo: ${c.cargo}`);
  doc.text(`Competência: ${c.competencia}    ${c.descricaoFolha}    Data de pagamento: ${c.dataPagamento}`);
  doc.moveDown();

  // Money columns (Vantagens, Descontos) are right-aligned on their column's edge, so the figures
  // line up by units and cents as on a printed pay slip.
  const row = (cols: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const xs = [40, 90, 350, 420, 490];
    const right = [false, false, false, true, true];
    cols.forEach((t, i) => {
      const width = i === 1 ? 255 : 65;
      const x = right[i] ? xs[i] + width - doc.widthOfString(t) : xs[i];
      doc.text(t, x, y, { lineBreak: false });
    });
    doc.x = 40;
    doc.y = y + 14;
  };
  row(['Verba', 'Descrição', 'Referência', 'Vantagens', 'Descontos'], true);
  for (const l of c.linhas)
    row([
      l.codigoVerba,
      l.descricaoVerba,
      l.referencia,
      l.tipo === 'V' ? moeda(l.valor) : '',
      l.tipo === 'D' ? moeda(l.valor) : '',
    ]);
  doc.moveDown();
  row(['', 'Total de vantagens', '', moeda(c.totalVantagens), ''], true);
  row(['', 'Total de descontos', '', '', moeda(c.totalDescontos)], true);
  row(['', 'Valor líquido', '', moeda(c.liquido), ''], true);
  doc.moveDown();
  doc.font('Helvetica').text(`Crédito em: ${c.banco}`, 40);
  doc.text(`Emitido em ${c.emitidoEm} (horário de Brasília) pelo Portal RH.`, 40);
  doc.end();
  return done;
}
