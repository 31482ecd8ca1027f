/**
 * The files of real report jobs, read back as a user would: 'Pesquisar servidor' and
 * 'Consultar gratificação natalina' exported through the endpoint and the worker. The XLSX sums its
 * money and avos columns (numbers, not text) and names its unit, user and filters — option labels,
 * not codes; the PDF frames every page with them and ends with the screen's totals.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayApp } from '../app.ts';
import { ANA } from '../db/demo-users.ts';
import { screenDocuments } from '../screens.ts';
import { accessToken, sessionFor, startTestApp } from '../testing/support.ts';
import { pdfPages, pdfText } from '../testing/pdf-text.ts';
import { SOBRE } from './writers/xlsx-sobre.ts';

let gw: GatewayApp;
let token: string;
let ano: number;
const R = '/gw/exame/relatorios/v1';

beforeAll(async () => {
  gw = await startTestApp(400);
  token = await accessToken(gw, await sessionFor(gw, ANA.cpf), '1501', '/gw/exame');
  ano = (await gw.db.query<{ ano: number }>('SELECT max(ano) AS ano FROM gratificacao_natalina')).rows[0].ano;
});
afterAll(() => gw?.close());

/** Exports `tela` in `formato` through the endpoint and the worker; the downloaded file's path. */
async function exportar(
  tela: string,
  formato: 'XLSX' | 'PDF' | 'CSV',
  filtros: Record<string, unknown>,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await gw.app.inject({
    method: 'POST',
    url: `${R}/solicitaRelatorioServidores`,
    headers,
    payload: { tela, formato, filtros: { exportarTudo: true, ...filtros } },
  });
  const id = res.json().objeto.idRelatorio as number;
  await gw.jobs.drain('relatorio_solicitado');
  const dl = await gw.app.inject({ method: 'GET', url: `${R}/download/${id}`, headers });
  expect(dl.statusCode).toBe(200);
  const file = join(gw.reports.dir, `lido-${id}.${formato.toLowerCase()}`);
  await writeFile(file, dl.rawPayload);
  return file;
}

/** The title the screen's form shows for the situation APURADA (the file names filters as the form does). */
const apurada = () => {
  const schema = screenDocuments().find((d) => d.id === 'consulta-gratificacao-natalina')!.filters!.schema as {
    properties: { situacao: { oneOf: { const: string; title: string }[] } };
  };
  return schema.properties.situacao.oneOf.find((o) => o.const === 'APURADA')!.title;
};

const brl = (s: string) => Number(s.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('exported files read back', () => {
  it("'Consultar gratificação natalina' XLSX: money and avos are numbers whose sums match the CSV; 'Sobre' names unit, user and filters", async () => {
    const filtros = { ano: String(ano), situacao: 'APURADA' };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await exportar('consulta-gratificacao-natalina', 'XLSX', filtros));
    const csv = readFileSync(await exportar('consulta-gratificacao-natalina', 'CSV', filtros), 'utf8');
    const lines = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';'));
    expect(lines.length).toBeGreaterThan(5);
    const ws = wb.worksheets[0];
    const col = (header: string) => (ws.getRow(1).values as unknown[]).indexOf(header);
    const sum = (header: string) => {
      let s = 0;
      ws.eachRow((row, n) => {
        if (n === 1) return;
        const v = row.getCell(col(header)).value;
        expect(typeof v, `${header} linha ${n}`).toBe('number');
        s += v as number;
      });
      return s;
    };
    expect(ws.actualRowCount - 1).toBe(lines.length);
    expect(sum('Valor bruto')).toBeCloseTo(
      lines.reduce((a, l) => a + brl(l[4]), 0),
      2,
    );
    expect(sum('Saldo')).toBeCloseTo(
      lines.reduce((a, l) => a + brl(l[5]), 0),
      2,
    );
    expect(sum('Avos')).toBe(lines.reduce((a, l) => a + Number(l[3]), 0));
    expect(ws.getRow(2).getCell(col('CPF')).value).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);

    const sobre = wb.getWorksheet(SOBRE)!;
    const info = new Map<string, unknown>();
    sobre.eachRow((row) => info.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(info.get('Unidade')).toBe('SEPLAG - Secretaria de Estado de Planejamento e Gestão');
    expect(info.get('Gerado por')).toBe('Ana Administradora');
    expect(info.get('Gerado em')).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d \(horário de Brasília\)$/);
    // The filters as the form showed them: the year's option label and the situation's title.
    expect(String(info.get('Ano'))).toContain(String(ano));
    expect(info.get('Situação')).toBe(apurada());
    expect((info.get('Valor bruto') as ExcelJS.CellFormulaValue).result).toBeCloseTo(sum('Valor bruto'), 2);
  }, 60_000);

  it("'Pesquisar servidor' XLSX: admission dates are dates, MASP keeps its text", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await exportar('pesquisa-servidor', 'XLSX', {}));
    const ws = wb.worksheets[0];
    const header = ws.getRow(1).values as unknown[];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      const admissao = row.getCell(header.indexOf('Admissão')).value;
      if (admissao !== null) expect(admissao).toBeInstanceOf(Date);
      expect(typeof row.getCell(header.indexOf('MASP')).value).toBe('string');
    });
    expect(ws.getRow(2).getCell(header.indexOf('Admissão')).numFmt).toBe('dd/mm/yyyy');
  }, 60_000);

  it("'Consultar gratificação natalina' PDF: every page framed, 'Página X de N', the totals of gross and balance", async () => {
    const file = await exportar('consulta-gratificacao-natalina', 'PDF', { ano: String(ano), situacao: 'APURADA' });
    const pages = await pdfPages(file);
    const text = await pdfText(file);
    text
      .split('\f')
      .filter((p) => p.trim())
      .forEach((page, i) => {
        expect(page).toContain('Gratificação natalina');
        expect(page).toContain('Unidade: SEPLAG - Secretaria de Estado de Planejamento e Gestão');
        expect(page).toContain(`; Situação: ${apurada()}`);
        expect(page).toMatch(/Filtros: Ano: \d{4}/);
        expect(page).toMatch(/Gerado em \d\d\/\d\d\/\d{4} \d\d:\d\d \(horário de Brasília\) por Ana Administradora/);
        expect(page).toMatch(new RegExp(`Página ${i + 1} de\\s*${pages}\\b`));
      });
    expect(text).not.toContain('…');
    // The totals row holds the sums of gross and balance, as the CSV's rows add up.
    const csv = readFileSync(
      await exportar('consulta-gratificacao-natalina', 'CSV', { ano: String(ano), situacao: 'APURADA' }),
      'utf8',
    );
    const rows = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';'));
    const totais = /Totais\s+(R\$\s[\d.]+,\d\d)\s+(R\$\s[\d.]+,\d\d)/.exec(await pdfText(file))!;
    expect(brl(totais[1])).toBeCloseTo(
      rows.reduce((a, l) => a + brl(l[4]), 0),
      2,
    );
    expect(brl(totais[2])).toBeCloseTo(
      rows.reduce((a, l) => a + brl(l[5]), 0),
      2,
    );
  }, 60_000);
});
