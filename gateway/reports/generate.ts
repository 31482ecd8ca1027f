/**
 * Writes one job's file by replaying the screen's query through the search handler itself, so the
 * file holds exactly what the screen showed — same filters, same unit scope, same order, the
 * screen's columns formatted like the grid. The whole result is read in one pass over a cursor,
 * PAGE_SIZE rows at a time (leitura-continua.ts), so memory stays flat whatever the size and no
 * page re-runs OFFSET or the count. exportarTudo false exports only the page the user was on.
 */
import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/types.ts';
import { cederAosPedidos } from '../lib/ceder.ts';
import type { AccessClaims } from '../lib/access-token.ts';
import type { AnyHandler } from '../contract/handler.ts';
import { EXTENSAO } from './definitions.ts';
import type { Job } from './jobs.ts';
import { comLeituraContinua } from './leitura-continua.ts';
import { reportInfo } from './report-info.ts';
import { findReport, type ScreenReport } from './screen-report.ts';
import { telasDoPedido } from './tela-em-vigor.ts';
import { WRITERS } from './writers/index.ts';

export const PAGE_SIZE = 2_000;

export interface Generated {
  /** The file in `deps.dir` (report-job.ts keeps it there or moves it into the database). */
  arquivo: string;
  bytes: number;
  nome: string;
  linhas: number;
  /** The report the file was made of (the screen's version the request found). */
  relatorio: ScreenReport;
}

export class ReportError extends Error {}

/** 'Relatório de servidores' + id → 'relatorio-de-servidores-42.xlsx' (ASCII, safe in headers). */
export function downloadName(job: Pick<Job, 'id' | 'nome_relatorio' | 'formato'>): string {
  const slug = job.nome_relatorio
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'relatorio'}-${job.id}.${EXTENSAO[job.formato]}`;
}

export async function generate(
  job: Job,
  deps: { db: Db; dir: string; handlers: Record<string, AnyHandler>; pageSize?: number },
): Promise<Generated> {
  // The exporting screen gives the source query and the columns (screen-report.ts): its version
  // published at run time that the request found, else its shipped file (tela-em-vigor.ts).
  const screens = await telasDoPedido(deps.db, job.tela_versao);
  const def = findReport(job.tela, job.endpoint, screens);
  const handler = def && deps.handlers[def.source];
  if (!def || !handler)
    throw new ReportError(`Relatório desconhecido: tela '${job.tela ?? ''}', endpoint '${job.endpoint}'.`);
  const { exportarTudo, ...input } = job.filtros;
  const all = exportarTudo !== false;
  const p = job.paginacao;
  const auth: AccessClaims = {
    sub: job.cpf,
    aud: 'relatorios',
    unidade: job.unidade,
    papeis: [],
    recursos: [],
    sid: 'relatorios',
    exp: 0,
  };
  const nome = downloadName(job);
  const file = join(deps.dir, `${job.id}.${EXTENSAO[job.formato]}`);
  const part = `${file}.part`;
  // The file names itself: report, unit, when, by whom and the filters (header of the PDF pages, sheet 'Sobre o relatório').
  const writer = await WRITERS[job.formato](part, await reportInfo(job, deps, auth, screens), def.columns);
  let linhas: number;
  const orders = String(p.order ?? 'ASC').split('~') as ('ASC' | 'DESC')[];
  try {
    const size = all ? (deps.pageSize ?? PAGE_SIZE) : (p.size ?? 10);
    // The whole result: one pass over the real query (leitura-continua.ts). One page: as the grid asked it.
    linhas = await comLeituraContinua(deps.db, size, async (leitura) => {
      const pedir = (page: number) =>
        handler({
          db: all ? leitura.db : deps.db,
          endpoint: def.source,
          auth,
          input: { ...input },
          paging: {
            page,
            size,
            offset: page * size,
            sort: p.sort,
            order: orders[0],
            orders,
            ...(all ? { continuous: true } : {}),
          },
        });
      let n = 0;
      let proximo = pedir(all ? 0 : (p.page ?? 0));
      try {
        for (let page = all ? 0 : (p.page ?? 0); ; page++) {
          const a = await proximo;
          if (a.body.codigoMensagem === 2) break;
          if (a.body.codigoMensagem !== 0) throw new ReportError(a.body.mensagemExibicao || a.body.mensagem);
          const rows = Array.isArray(a.body.objeto)
            ? (a.body.objeto as Record<string, unknown>[])
            : [a.body.objeto as Record<string, unknown>];
          // A cursor ends when a batch comes back short; a handler paging itself also by its page count.
          const fim =
            !all || rows.length < size || (!leitura.emCursor && page + 1 >= (a.body.paginacao?.totalPaginas ?? 0));
          // The next batch is read while this one is written: the database (PGlite's worker thread
          // or the PostgreSQL server) and the writer (this thread) work at the same time.
          if (!fim) {
            // Not while people's requests are being answered: the database's next batch competes with them too.
            await cederAosPedidos();
            proximo = pedir(page + 1);
            // Handled here too: it may fail while this batch is being written (awaited below).
            proximo.catch(() => undefined);
          }
          await writer.write(rows);
          n += rows.length;
          if (fim) break;
        }
      } finally {
        // A write that failed leaves the batch in flight: wait for it before the cursor closes.
        await proximo.catch(() => undefined);
      }
      return n;
    });
    await writer.close();
  } catch (e) {
    await writer.abort();
    throw e;
  }
  await rename(part, file);
  return { arquivo: file, bytes: (await stat(file)).size, nome, linhas, relatorio: def };
}
