/**
 * `npx tsx scripts/bench-writers.ts [--rows=62000] [--formato=XLSX] [--keep]`: the report writers
 * alone (gateway/reports/writers), without the database — rows/s of each format for two exporting
 * screens ('Pesquisar servidor': names, documents, a date; 'Gratificação natalina - servidores
 * desligados no ano': 12 columns with money, avos and dates) on synthetic rows shaped like the
 * sources' answers. It isolates the writer's cost from the query's, which `npm run bench:export`
 * measures together at the state seed. `--keep` prints the folder with the files, to open them.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Formato } from '../gateway/reports/definitions.ts';
import type { ReportInfo } from '../gateway/reports/report-info.ts';
import { screenReports } from '../gateway/reports/screen-report.ts';
import { WRITERS } from '../gateway/reports/writers/index.ts';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const N = Number(arg('rows') ?? 62_000);
const formatos = (arg('formato')?.split(',') ?? ['CSV', 'XLSX', 'PDF']) as Formato[];
const PAGE = 2_000;

const NOMES = [
  'MARIA DA SILVA SANTOS',
  'JOSE CARLOS DE OLIVEIRA',
  'ANA PAULA FERREIRA DOS REIS',
  'ALESSANDRA PEREIRA LIMA',
];
const ORGAOS = [
  'SEE - Secretaria de Estado de Educação',
  'SEPLAG - Secretaria de Estado de Planejamento e Gestão',
  'PMMG - Polícia Militar de Minas Gerais',
];
const row = (i: number): Record<string, unknown> => ({
  nome: `${NOMES[i % 4]} ${i}`,
  cpf: String(10_000_000_000 + i * 7919).slice(0, 11),
  masp: String(1_000_000 + i),
  numeroFuncionario: String(i),
  instituicao: ORGAOS[i % 3],
  situacaoFuncional: 'ATIVO',
  dataAdmissao: `20${10 + (i % 14)}-0${1 + (i % 9)}-1${i % 10}`,
  inicioExercicio: '2015-03-02',
  dataDesligamento: '2024-05-31',
  avos: i % 13,
  remuneracaoBase: 3000 + (i % 997) * 3.17,
  valorBruto: 2958.62 + (i % 101),
  adiantamento: 1200.5,
  saldo: 1758.12 + (i % 101),
  situacao: 'APURADA',
});
const rows = Array.from({ length: N }, (_, i) => row(i));
const info: ReportInfo = {
  nome: '',
  unidade: 'SEE - Secretaria de Estado de Educação',
  geradoEm: '24/11/2026 14:30',
  usuario: 'Bruno Teste',
  filtros: [{ rotulo: 'Ano', valor: '2024' }],
  abrangencia: 'Todas as páginas da pesquisa',
};

const dir = mkdtempSync(join(tmpdir(), 'bench-writers-'));
try {
  for (const tela of ['pesquisa-servidor', 'relatorio-gratificacao-natalina-desligados']) {
    const def = screenReports().find((r) => r.tela === tela)!;
    for (const f of formatos) {
      const file = join(dir, `${tela}.${f.toLowerCase()}`);
      const rss0 = process.memoryUsage().rss;
      let pico = rss0;
      const amostra = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
      const cpu0 = process.cpuUsage();
      const t = performance.now();
      const w = await WRITERS[f](file, { ...info, nome: def.nome }, def.columns);
      for (let p = 0; p < N; p += PAGE) await w.write(rows.slice(p, p + PAGE));
      await w.close();
      const s = (performance.now() - t) / 1000;
      const cpu = process.cpuUsage(cpu0);
      clearInterval(amostra);
      // Rows per second of wall time, and per second of this process's CPU (steadier on a shared machine).
      const porCpu = Math.round(N / ((cpu.user + cpu.system) / 1e6));
      console.log(
        `${tela} ${f}: ${Math.round(N / s).toLocaleString('pt-BR')} linhas/s (${porCpu.toLocaleString('pt-BR')} por s de CPU; ${s.toFixed(2)} s, ` +
          `${(statSync(file).size / 1e6).toFixed(1)} MB, memória +${Math.round((pico - rss0) / 1e6)} MB)`,
      );
    }
  }
} finally {
  if (args.includes('--keep')) console.log(dir);
  else rmSync(dir, { recursive: true, force: true });
}
