/**
 * The XLSX as a spreadsheet user gets it, read back with exceljs: typed cells and number formats
 * per screen column, fitted widths, the bold frozen header with its filter over the rows, the
 * 'Sobre o relatório' sheet with the filters and live totals — and no value lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportColumn } from '../definitions.ts';
import type { ReportInfo } from '../report-info.ts';
import { findReport } from '../screen-report.ts';
import { displayText, kindOf, NUM_FMT, typedCell } from '../typed-cells.ts';
import type { ReportRow } from './types.ts';
import { openXlsx, sheetName } from './xlsx.ts';
import { SOBRE } from './xlsx-sobre.ts';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INFO: ReportInfo = {
  nome: 'Gratificação natalina - servidores desligados no ano',
  unidade: 'SEE - Secretaria de Estado de Educação',
  geradoEm: '24/11/2026 14:30',
  usuario: 'Bruno Consultor',
  filtros: [
    { rotulo: 'Ano', valor: '2024' },
    { rotulo: 'Órgão/entidade', valor: 'SEE - Secretaria de Estado de Educação' },
  ],
  abrangencia: 'Todas as páginas da pesquisa',
};
const DESLIGADOS = findReport(
  'relatorio-gratificacao-natalina-desligados',
  'relatorios.solicitaRelatorioServidores',
)!.columns;
const LONGO = 'IPSEMG - Instituto de Previdência dos Servidores do Estado de Minas Gerais';

const servidor = (i: number): ReportRow => ({
  nome: `MARIA DA SILVA ${i}`,
  cpf: `0${String(1234567890 + i).padStart(10, '0')}`,
  masp: `00${1000 + i}`,
  instituicao: i === 3 ? LONGO : 'SEE - Secretaria de Estado de Educação',
  inicioExercicio: '2015-03-02',
  dataDesligamento: `2024-05-${String(1 + (i % 28)).padStart(2, '0')}`,
  avos: i % 13,
  remuneracaoBase: 3000 + i * 0.37,
  valorBruto: 2958.62 + i,
  adiantamento: 1200.5,
  saldo: 1758.12 + i,
  situacao: 'Apurada',
});

let n = 0;
async function write(columns: ReportColumn[], rows: ReportRow[], info = INFO): Promise<ExcelJS.Workbook> {
  const file = join(dir, `${++n}.xlsx`);
  const w = await openXlsx(file, info, columns);
  for (let p = 0; p < rows.length; p += 7) await w.write(rows.slice(p, p + 7));
  await w.close();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}

describe('XLSX report', () => {
  const rows = Array.from({ length: 30 }, (_, i) => servidor(i));
  const ready = write(DESLIGADOS, rows);

  it('types each cell by its column: money and avos numbers, dates dates, documents text with their masks and zeros', async () => {
    const ws = (await ready).worksheets[0];
    const cell = (r: number, field: string) => ws.getRow(r).getCell(DESLIGADOS.findIndex((c) => c.field === field) + 1);
    expect(cell(2, 'valorBruto').value).toBe(2958.62);
    expect(cell(2, 'avos').value).toBe(0);
    expect(cell(2, 'dataDesligamento').value).toEqual(new Date(Date.UTC(2024, 4, 1)));
    expect(cell(2, 'cpf').value).toBe('012.345.678-90');
    expect(cell(2, 'masp').value).toBe('001000');
    expect(cell(2, 'nome').value).toBe('Maria da Silva 0');
    // No text cell in a money column, and each column carries its number format.
    DESLIGADOS.forEach((c, i) => {
      const kind = kindOf(c);
      for (let r = 2; r <= rows.length + 1; r++) {
        const v = ws.getRow(r).getCell(i + 1);
        if (kind === 'moeda') expect(typeof v.value, `${c.header} ${r}`).toBe('number');
        if (kind === 'data') expect(v.value).toBeInstanceOf(Date);
        expect(v.numFmt, c.header).toBe(NUM_FMT[kind]);
      }
    });
    expect(NUM_FMT.moeda).toMatch(/R\$.*#,##0\.00/);
    expect(NUM_FMT.data).toBe('dd/mm/yyyy');
  });

  it('fits the widths to the content, capped, and marks the header: bold, frozen, filter over every row', async () => {
    const wb = await ready;
    const ws = wb.worksheets[0];
    expect(wb.worksheets.map((w) => w.name)).toEqual([sheetName(INFO.nome), SOBRE]);
    expect(sheetName(INFO.nome)).toBe('Gratificação natalina');
    // The management reports: their subject, not 'Relatório gerencial de'.
    expect(sheetName('Relatório gerencial de processos judiciais')).toBe('Processos judiciais');
    expect(sheetName('Relatório gerencial de recadastramento')).toBe('Recadastramento');
    expect(sheetName('Servidores com gratificação natalina apurada no ano de referência')).toBe(
      'Servidores com gratificação',
    );
    // A column as wide as the sheet's default is written without its own width.
    const width = (field: string) =>
      ws.getColumn(DESLIGADOS.findIndex((c) => c.field === field) + 1).width ?? ws.properties.defaultColWidth!;
    // Content longer than the header: wider than the header needs, and the whole long name fits.
    expect(width('instituicao')).toBeGreaterThanOrEqual(LONGO.length);
    expect(width('nome')).toBeGreaterThan('Nome'.length + 6);
    expect(width('avos')).toBeLessThan(width('nome'));
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(DESLIGADOS.map((c) => c.header));
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe(`A1:L${rows.length + 1}`);
    const capped = await write([{ field: 'x', header: 'Texto' }], [{ x: 'x'.repeat(500) }]);
    expect(capped.worksheets[0].getColumn(1).width).toBe(84);
  });

  it("states what the file is on 'Sobre o relatório', with SUM totals of the columns the screen totals", async () => {
    const ws = (await ready).getWorksheet(SOBRE)!;
    const text = ws.getSheetValues().flat().map(String).join('\n');
    for (const s of [
      INFO.nome,
      INFO.unidade,
      '24/11/2026 14:30 (horário de Brasília)',
      'Bruno Consultor',
      'Ano',
      'Órgão/entidade',
    ])
      expect(text).toContain(s);
    const totals = new Map<string, ExcelJS.CellValue>();
    ws.eachRow((row) => totals.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(totals.get('Registros')).toBe(30);
    const bruto = totals.get('Valor bruto') as ExcelJS.CellFormulaValue;
    expect(bruto.formula).toBe(`SUM('Gratificação natalina'!I2:I31)`);
    expect(bruto.result).toBeCloseTo(
      rows.reduce((a, r) => a + (r.valorBruto as number), 0),
      6,
    );
    expect(totals.has('Base de cálculo')).toBe(false);
  });

  it('writes an empty report: the header row and its filter, no rows', async () => {
    const ws = (await write(DESLIGADOS, [])).worksheets[0];
    expect(ws.actualRowCount).toBe(1);
    expect(ws.autoFilter).toBe('A1:L1');
  });

  it('loses no value of any row (property)', async () => {
    const cols: ReportColumn[] = [
      { field: 'texto', header: 'Texto' },
      { field: 'cpf', header: 'CPF', format: 'cpf' },
      { field: 'valor', header: 'Valor', format: 'moeda' },
      { field: 'data', header: 'Data', format: 'date' },
      { field: 'n', header: 'N' },
    ];
    const row = fc.record({
      texto: fc.string({ unit: 'grapheme', maxLength: 80 }),
      cpf: fc.stringMatching(/^\d{11}$/),
      valor: fc.integer({ min: -1e9, max: 1e11 }).map((c) => c / 100),
      data: fc
        .date({ min: new Date('1900-03-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      n: fc.option(fc.integer(), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), async (rs) => {
        const ws = (await write(cols, rs)).worksheets[0];
        expect(ws.actualRowCount).toBe(rs.length + 1);
        rs.forEach((r, k) =>
          cols.forEach((c, i) => {
            const expected = typedCell(c, kindOf(c), r[c.field as keyof typeof r]);
            const got = ws.getRow(k + 2).getCell(i + 1).value;
            expect(got ?? null, `${c.header}: ${displayText(c, r[c.field as keyof typeof r])}`).toEqual(expected);
          }),
        );
      }),
      { numRuns: 25 },
    );
  });
});
