/** The pay slip PDF: its money columns right-aligned, read back with pdftotext's word boxes. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
      const bbox = execFileSync('pdftotext', ['-bbox', join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
      // Each amount is one word (pdftotext splits 'R$' from the figure): the figures' right edges.
      const edges = [
        ...bbox.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([\d.]+,\d\d)<\/word>/g),
      ].map((m) => ({
        x0: Number(m[1]),
        x1: Number(m[2]),
        text: m[3],
      }));
      const column = (x: (e: { x0: number }) => boolean) => new Set(edges.filter(x).map((e) => e.x1.toFixed(1)));
      expect(edges.map((e) => e.text)).toEqual(
        expect.arrayContaining(['12.345,67', '9,50', '1.358,02', '0,07', '12.355,17', '1.358,09', '10.997,08']),
      );
      expect(column((e) => e.x0 >= 420 && e.x0 < 490).size).toBe(1);
      expect(column((e) => e.x0 >= 490).size).toBe(1);
      // The dates a pay slip carries: when it is paid and when this copy was issued.
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Data de pagamento: 05/04/2025');
      expect(text).toContain('Emitido em 04/12/2026 14:30 (horário de Brasília)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
