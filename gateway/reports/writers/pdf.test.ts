/**
 * The PDF report as a reader gets it (its text read back with pdf.js, gateway/testing/pdf-text.ts): every page framed
 * with the report, unit, filters, date, user and 'Página X de N'; long values wrapped, never cut;
 * money right-aligned and totalled where the screen asks; no row's value lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportColumn } from '../definitions.ts';
import type { ReportInfo } from '../report-info.ts';
import { findReport } from '../screen-report.ts';
import { displayText } from '../typed-cells.ts';
import { openPdf } from './pdf.ts';
import { pdfPages, pdfPieces, pdfText } from '../../testing/pdf-text.ts';
import type { ReportRow } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INFO: ReportInfo = {
  nome: 'Relatório de dirigentes máximos',
  unidade: 'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
  geradoEm: '24/11/2026 14:30',
  usuario: 'Ana Administradora',
  filtros: [
    { rotulo: 'Órgão/entidade', valor: 'IPSEMG - Instituto de Previdência dos Servidores do Estado de Minas Gerais' },
    { rotulo: 'Situação', valor: 'Ativo' },
  ],
  abrangencia: 'Todas as páginas da pesquisa',
};
const LONGO =
  'IPSEMG - Instituto de Previdência dos Servidores do Estado de Minas Gerais — Diretoria de Planejamento, Gestão e Finanças, Superintendência de Orçamento';
const squeeze = (s: string) => s.replace(/\s+/g, '');

let n = 0;
async function write(columns: ReportColumn[], rows: ReportRow[], info = INFO): Promise<string> {
  const file = join(dir, `${++n}.pdf`);
  const w = await openPdf(file, info, columns);
  for (let p = 0; p < rows.length; p += 50) await w.write(rows.slice(p, p + 50));
  await w.close();
  return file;
}

describe('PDF report', () => {
  const dirigentes = findReport('dirigentes-maximos', 'relatorios.solicitaRelatorioDirigentesMaximos')!.columns;
  const rows: ReportRow[] = Array.from({ length: 90 }, (_, i) => ({
    nome: `ALESSANDRA PEREIRA DOS SANTOS ${i}`,
    cpfDirigenteMaximo: '01234567890',
    instituicao: i % 10 === 0 ? LONGO : 'SEE - Secretaria de Estado de Educação',
    cargo: i % 7 === 0 ? 'Secretário(a) de Estado Adjunto(a) de Planejamento e Gestão Estratégica' : 'Presidente',
    dataInicio: '2023-03-20',
    situacaoDescricao: 'Ativo',
    possuiDocumento: i % 2 ? 'S' : 'N',
  }));
  const ready = write(dirigentes, rows);

  it("frames every page: report, unit, filters, 'Página X de N', generation date-time and user", async () => {
    const file = await ready;
    const pages = await pdfPages(file);
    expect(pages).toBeGreaterThan(1);
    const text = (await pdfText(file)).split('\f').filter((p) => p.trim());
    expect(text).toHaveLength(pages);
    text.forEach((page, i) => {
      expect(page).toContain(INFO.nome);
      expect(page).toContain(`Unidade: ${INFO.unidade}`);
      expect(squeeze(page)).toContain(
        squeeze(
          'Filtros: Órgão/entidade: IPSEMG - Instituto de Previdência dos Servidores do Estado de Minas Gerais; Situação: Ativo',
        ),
      );
      expect(page).toContain('Gerado em 24/11/2026 14:30 (horário de Brasília) por Ana Administradora');
      expect(page).toMatch(new RegExp(`Página ${i + 1} de\\s*${pages}\\b`));
      // The column header repeats on every page.
      expect(page).toContain('Órgão/entidade');
    });
    expect(text[0]).toMatch(new RegExp(`Página 1 de\\s*${pages}`));
  });

  it('wraps long values instead of cutting them: every character of a long institution name is there', async () => {
    const file = await ready;
    const text = await pdfText(file);
    expect(text).not.toContain('…');
    expect(text).toContain('Total de registros: 90');
    // In drawing order a wrapped cell's lines come together (the reading order mixes in the next cells).
    const raw = squeeze(await pdfText(file, 'raw'));
    expect(raw.split(squeeze(LONGO)).length - 1).toBe(9);
    expect(
      raw.split(squeeze('Secretário(a) de Estado Adjunto(a) de Planejamento e Gestão Estratégica')).length - 1,
    ).toBe(13);
  });

  it('right-aligns money and ends with the totals of the columns the screen totals', async () => {
    const cols = findReport(
      'relatorio-gratificacao-natalina-desligados',
      'relatorios.solicitaRelatorioServidores',
    )!.columns;
    const file = await write(
      cols,
      Array.from({ length: 3 }, (_, i) => ({
        nome: `N ${i}`,
        avos: 12,
        valorBruto: [9.5, 1234.56, 100000][i],
        adiantamento: 1,
        saldo: 2,
        remuneracaoBase: 3,
      })),
    );
    // The gross values' right edges: one column edge for all three.
    const gross = (await pdfPieces(file)).filter((p) => /^R\$ (9,50|1\.234,56|100\.000,00)$/.test(p.text.trim()));
    expect(gross).toHaveLength(3);
    expect(new Set(gross.map((p) => p.x1.toFixed(1))).size).toBe(1);
    expect(new Set(gross.map((p) => p.x0.toFixed(1))).size).toBe(3);
    const lines = (await pdfText(file)).split('\n');
    const totals = lines.find((l) => l.includes('Totais'))!;
    expect(totals).toContain('R$ 101.244,06');
    expect(totals).toContain('R$ 3,00');
    expect(totals).toContain('R$ 6,00');
    // Base de cálculo is not totalled by the screen.
    expect(totals).not.toContain('R$ 9,00');
  });

  it('continues a row taller than a page on the next pages, and frames an empty report', async () => {
    const words = Array.from({ length: 2500 }, (_, i) => `palavra${i}`);
    const file = await write(
      [{ field: 'a', header: 'Texto' }],
      [{ a: 'antes' }, { a: words.join(' ') }, { a: 'depois' }],
    );
    expect(await pdfPages(file)).toBeGreaterThan(1);
    const text = await pdfText(file, 'raw');
    let at = text.indexOf('antes');
    for (const w of [...words, 'depois']) {
      const next = text.indexOf(w, at);
      expect(next, w).toBeGreaterThan(at);
      at = next;
    }
    const empty = await write([{ field: 'a', header: 'Texto' }], []);
    expect(await pdfText(empty)).toMatch(/Página 1 de\s*1\b/);
    expect(await pdfText(empty)).toContain('Total de registros: 0');
  });

  it('loses no value of any row (property)', async () => {
    const cols: ReportColumn[] = [
      { field: 'a', header: 'Texto' },
      { field: 'b', header: 'Outro texto' },
      { field: 'v', header: 'Valor', format: 'moeda' },
      { field: 'd', header: 'Data', format: 'date' },
    ];
    // Helvetica prints WinAnsi: Portuguese letters, Latin-1 and the usual punctuation.
    const chars = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 áàâãéêíóôõúüçÁÂÃÉÍÓÚÇ-./(),;:ºª'.split(''),
    );
    const row = fc.record({
      a: fc.string({ unit: chars, maxLength: 160 }),
      b: fc.string({ unit: chars, maxLength: 30 }),
      v: fc.integer({ min: -1e9, max: 1e10 }).map((c) => c / 100),
      d: fc
        .date({ min: new Date('1950-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((x) => x.toISOString().slice(0, 10)),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 60 }), async (rs) => {
        const text = squeeze(await pdfText(await write(cols, rs), 'raw'));
        for (const r of rs)
          for (const c of cols) expect(text).toContain(squeeze(displayText(c, r[c.field as keyof typeof r])));
      }),
      { numRuns: 12 },
    );
  });
});

describe('the last page', () => {
  it('never holds only the totals and the count: the last row goes with them', async () => {
    const columns: ReportColumn[] = [
      { field: 'nome', header: 'Nome' },
      { field: 'valor', header: 'Valor', format: 'moeda', total: true },
    ];
    for (let count = 20; count <= 70; count++) {
      const rows = Array.from({ length: count }, (_, i) => ({ nome: `Servidor ${i + 1}`, valor: 100 + i }));
      const file = await write(columns, rows);
      const pages = (await pdfText(file)).split('\f').filter((p) => p.trim());
      const last = pages.at(-1)!;
      expect(last, `${count} linhas`).toContain('Totais');
      expect(last, `${count} linhas: a última página tem linhas de dados`).toMatch(/Servidor \d+/);
    }
  });
});
