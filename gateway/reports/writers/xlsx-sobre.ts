/**
 * The 'Sobre o relatório' sheet of an exported XLSX (why a second sheet: writers/xlsx.ts): what the
 * file is — report, unit, generated at (Brasília), by whom, which pages, how many rows, the filters
 * applied — and, for the columns the screen totals, a SUM over the data sheet with its value
 * already computed (shown at once, recomputed if the user edits the data).
 */
import type ExcelJS from 'exceljs';
import type { ReportColumn } from '../definitions.ts';
import type { ReportInfo } from '../report-info.ts';
import { NUM_FMT, type CellKind, type Totals } from '../typed-cells.ts';

export const SOBRE = 'Sobre o relatório';

/** 1 → 'A', 27 → 'AA'. */
export function columnLetter(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

const BOLD: Partial<ExcelJS.Style> = { font: { bold: true } };
const TITLE: Partial<ExcelJS.Style> = { font: { bold: true, size: 14 } };
const WRAP: Partial<ExcelJS.Style> = { alignment: { wrapText: true, vertical: 'top' } };
const LABEL: Partial<ExcelJS.Style> = { font: { bold: true }, alignment: { vertical: 'top' } };

export function writeSobre(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  info: ReportInfo,
  data: { sheet: string; columns: ReportColumn[]; kinds: CellKind[]; totals: Totals; linhas: number },
): void {
  const ws = wb.addWorksheet(SOBRE, {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  ws.columns = [{ width: 24 }, { width: 80 }];
  const line = (label: string, value: ExcelJS.CellValue, style: Partial<ExcelJS.Style> = WRAP) => {
    const row = ws.addRow([label, value]);
    row.getCell(1).style = LABEL;
    row.getCell(2).style = style;
    row.commit();
  };
  const title = ws.addRow([info.nome]);
  title.getCell(1).style = TITLE;
  title.commit();
  ws.addRow([]).commit();
  line('Unidade', info.unidade);
  line('Gerado em', `${info.geradoEm} (horário de Brasília)`);
  line('Gerado por', info.usuario);
  line('Abrangência', info.abrangencia);
  line('Registros', data.linhas, { numFmt: '#,##0', alignment: { horizontal: 'left' } });
  line('Planilha dos dados', data.sheet);
  ws.addRow([]).commit();
  const filtros = ws.addRow(['Filtros aplicados']);
  filtros.getCell(1).style = BOLD;
  filtros.commit();
  if (!info.filtros.length) line('', 'Nenhum filtro: todos os registros da unidade.');
  for (const f of info.filtros) line(f.rotulo, f.valor);

  const totalled = data.columns.map((c, i) => ({ c, i })).filter(({ i }) => data.totals.value(i) !== null);
  if (!totalled.length) return ws.commit();
  ws.addRow([]).commit();
  const head = ws.addRow(['Totais']);
  head.getCell(1).style = BOLD;
  head.commit();
  const ref = `'${data.sheet.replace(/'/g, "''")}'`;
  for (const { c, i } of totalled) {
    const col = columnLetter(i + 1);
    const value = { formula: `SUM(${ref}!${col}2:${col}${data.linhas + 1})`, result: data.totals.value(i)! };
    line(c.header, value, { numFmt: NUM_FMT[data.kinds[i]] ?? '#,##0', alignment: { horizontal: 'left' } });
  }
  ws.commit();
}
