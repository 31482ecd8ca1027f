/**
 * `npx tsx scripts/bench-reports.ts [rows]`: writes an XLSX, CSV and PDF of `rows` synthetic rows
 * through the real report generator (page by page, 500 rows a page) and prints time, file size and
 * peak RSS growth, to show memory stays flat whatever the report size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../gateway/db/types.ts';
import { noResult, ok, paginacao } from '../gateway/lib/envelope.ts';
import { generate } from '../gateway/reports/generate.ts';
import type { Handler } from '../gateway/routes/types.ts';

const total = Number(process.argv[2] ?? 100_000);
const fake: Handler = async ({ paging }) => {
  const p = paging!;
  const n = Math.max(0, Math.min(p.size, total - p.offset));
  if (!n) return noResult(paginacao(p.page, p.size, total));
  const rows = Array.from({ length: n }, (_, i) => ({
    nome: `SERVIDOR ${p.offset + i}`,
    cpf: '52998224725',
    masp: String(p.offset + i),
    numeroFuncionario: String(900000 + p.offset + i),
    instituicao: 'SEE - Secretaria de Estado de Educação',
    situacaoFuncional: 'ATIVO',
    situacaoServidor: 'EM EXERCÍCIO',
    dataAdmissao: '2010-03-01',
  }));
  return ok(rows, paginacao(p.page, p.size, total));
};
const dir = mkdtempSync(join(tmpdir(), 'bench-rel-'));
for (const formato of ['XLSX', 'CSV', 'PDF'] as const) {
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const out = await generate(
    {
      id: 1,
      cpf: '0',
      unidade: '0',
      nome_relatorio: 'Relatório de servidores',
      formato,
      endpoint: 'relatorios.solicitaRelatorioServidores',
      filtros: {},
      paginacao: {},
    },
    { db: {} as Db, dir, handlers: { 'admissoes.listaServidores': fake } },
  );
  clearInterval(timer);
  console.log(
    `${formato}: ${out.linhas} linhas em ${Math.round(performance.now() - t0)} ms, ${(out.bytes / 1e6).toFixed(1)} MB, pico de RSS +${Math.round((peak - rss0) / 1e6)} MB`,
  );
}
rmSync(dir, { recursive: true, force: true });
