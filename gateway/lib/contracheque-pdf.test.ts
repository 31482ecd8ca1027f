/** The pay slip PDF: its money columns right-aligned, read back with pdf.js's text boxes. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfPieces, pdfText } from '../testing/pdf-text.ts';
import { contrachequePdf } from './contracheque-pdf.ts';

describe('pay slip PDF', () => {
  it('aligns the values of Vantagens and Descontos, and their totals, on the right edge of each column', async () => {
    const pdf = await contrachequePdf({
      nome: 'Maria da Silva',
      cpf: '52998224725',
      masp: '1234567',
      numeroFuncionario: '3000001',
      instituicao: 'SEE - Secretaria de Estado de Educação',
      cargo: 'Professor de Educação Básica',
      competencia: '03/2025',
      descricaoFolha: 'Folha normal',
      linhas: [
        { codigoVerba: '1', descricaoVerba: 'Vencimento', referencia: '30', tipo: 'V', valor: 1234567 },
        { codigoVerba: '2', descricaoVerba: 'Gratificação', referencia: '', tipo: 'V', valor: 950 },
        { codigoVerba: '3', descricaoVerba: 'Previdência', referencia: '11%', tipo: 'D', valor: 135802 },
        { codigoVerba: '4', descricaoVerba: 'Imposto de renda', referencia: '', tipo: 'D', valor: 7 },
      ],
      totalVantagens: 1235517,
      totalDescontos: 135809,
      liquido: 1099708,
      banco: 'Banco 001',
      dataPagamento: '05/04/2025',
      emitidoEm: '04/12/2026 14:30',
    });
    const dir = mkdtempSync(join(tmpdir(), 'contracheque-'));
    try {
      writeFileSync(join(dir, 'c.pdf'), pdf);
      // The figures' right edges ('R$' may be drawn apart from the figure).
      const edges = (await pdfPieces(join(dir, 'c.pdf')))
        .map((p) => ({ ...p, figure: /([\d.]+,\d\d)$/.exec(p.text.trim())?.[1] }))
        .filter((p) => p.figure);
      const column = (x: (e: { x1: number }) => boolean) => new Set(edges.filter(x).map((e) => e.x1.toFixed(1)));
      expect(edges.map((e) => e.figure)).toEqual(
        expect.arrayContaining(['12.345,67', '9,50', '1.358,02', '0,07', '12.355,17', '1.358,09', '10.997,08']),
      );
      expect(column((e) => e.x1 >= 420 && e.x1 < 500).size).toBe(1);
      expect(column((e) => e.x1 >= 500).size).toBe(1);
      // The dates a pay slip carries: when it is paid and when this copy was issued.
      const text = await pdfText(join(dir, 'c.pdf'));
      expect(text).toContain('Data de pagamento: 05/04/2025');
      expect(text).toContain('Emitido em 04/12/2026 14:30 (horário de Brasília)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
