/**
 * Every export writer gives the thread back while it writes a page: a request that arrives while
 * a large page is being written is answered before the page ends, not after it (a clerk's search
 * during an export). The rows count themselves as they are read, so the test sees how far the
 * page had gone when the waiting callback ran.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Formato } from '../definitions.ts';
import type { ReportInfo } from '../report-info.ts';
import { findReport } from '../screen-report.ts';
import { WRITERS } from './index.ts';
import type { ReportRow } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'fatias-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INFO: ReportInfo = {
  nome: 'Relatório de servidores',
  unidade: 'SEE - Secretaria de Estado de Educação',
  geradoEm: '24/11/2026 14:30',
  usuario: 'Bruno Consultor',
  filtros: [],
  abrangencia: 'Todas as páginas da pesquisa',
};
const COLUMNS = findReport('pesquisa-servidor', 'relatorios.solicitaRelatorioServidores')!.columns;
/** Far more work than one slice on any machine. */
const LINHAS = 20_000;

describe('export writers answer waiting requests between slices of a page', () => {
  it.each<Formato>(['XLSX', 'CSV', 'PDF'])('%s', async (formato) => {
    let lidas = 0;
    const pagina: ReportRow[] = Array.from({ length: LINHAS }, (_, i) => {
      const row: ReportRow = { nome: `MARIA DA SILVA ${i}`, cpf: String(10000000000 + i), masp: String(1000 + i) };
      return new Proxy(row, {
        get(alvo, campo) {
          if (campo === 'nome') lidas = Math.max(lidas, i + 1);
          return alvo[campo as string];
        },
      });
    });
    const writer = await WRITERS[formato](join(dir, `fatias.${formato.toLowerCase()}`), INFO, COLUMNS);
    // A first page of one row: the widths are fitted on the first page, which reads it whole.
    await writer.write([{ nome: 'JOSÉ', cpf: '12345678909', masp: '1' }]);
    let lidasQuandoAtendido = -1;
    const escrita = writer.write(pagina);
    // The request arrives once the page has started: it is answered at the writer's next yield.
    setImmediate(() => (lidasQuandoAtendido = lidas));
    await escrita;
    await writer.close();
    expect(lidasQuandoAtendido).toBeGreaterThan(0);
    expect(lidasQuandoAtendido).toBeLessThan(LINHAS);
  });
});
