/**
 * `npm run bench:search`: the searches at the size of a state. Opens the database of DATA_DIR
 * (default `.data`; seed it first with `npm run seed -- --size state`) and prints p50/p95 per query
 * against the 50 ms target (a quiet machine); exits 1 when any p95 is past it (or a search does not
 * answer 0/2).
 *
 * 1. Targeted queries (a CPF, a name, deep pages…), calling the gateway handlers directly (no HTTP,
 *    no token: the numbers are the database's and the handler's), BENCH_RUNS runs (default 50).
 *    Then each one's HTTP/SQL ratio: the same search through the router over a socket against the
 *    handler's own statements sent raw, timed interleaved (scripts/lib/bench-search-razao.ts),
 *    BENCH_RAZAO_RUNS pairs (default 20; 0 leaves it out).
 * 2. Every search screen document's default search — exactly what 'Pesquisar' sends with empty
 *    filters — and each sortable column's first page, built from the screen documents and the
 *    catalogue (scripts/lib/default-search.ts) and sent through the real router: a new screen is
 *    measured without editing this file. Screens whose default search needs a required filter are
 *    listed as skipped with the reason. BENCH_SCREEN_RUNS runs of a default search (default 10),
 *    half as many for a column sort. BENCH_ONLY=telas runs only this part; BENCH_ONLY=alvos only 1.
 */
import { loadavg } from 'node:os';
import { loadConfig } from '../gateway/config.ts';
import { openDb } from '../gateway/db/open.ts';
import type { Db } from '../gateway/db/types.ts';
import { anosGratificacao, reapurar } from '../gateway/domain/gratificacao.ts';
import { HANDLERS } from '../gateway/routes/handlers/index.ts';
import type { AccessClaims } from '../gateway/lib/access-token.ts';
import { BRUNO } from '../gateway/db/demo-users.ts';
import { alvosDeBusca } from './lib/bench-search-alvos.ts';
import { linhaRazao, razaoHttpSql } from './lib/bench-search-razao.ts';
import { defaultSearchCases, searchHarness } from './lib/default-search.ts';
import { pct } from './lib/percentil.ts';

const STATE_SIZE = 600_000;
const RUNS = Number(process.env.BENCH_RUNS) || 50;
const WARMUP = 5;
const SCREEN_RUNS = Number(process.env.BENCH_SCREEN_RUNS) || 10;
const ONLY = process.env.BENCH_ONLY;
/** Every search, targeted or a screen's, at the state seed on a quiet machine. */
const TARGET_MS = 50;
const RAZAO_RUNS = Number(process.env.BENCH_RAZAO_RUNS ?? 20);
const UNIDADE = '1261';

const config = loadConfig();
const db: Db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});

try {
  const {
    rows: [{ n }],
  } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM servidor');
  // BENCH_QUALQUER_TAMANHO=1: a smoke run on a smaller database (the numbers then mean nothing).
  if (n < STATE_SIZE && !process.env.BENCH_QUALQUER_TAMANHO) {
    console.error(
      `O banco em ${config.dataDir} tem ${n.toLocaleString('pt-BR')} servidores; o benchmark precisa de ${STATE_SIZE.toLocaleString('pt-BR')}.`,
    );
    console.error('Rode antes: npm run seed -- --size state   (com o mesmo DATA_DIR)');
    process.exitCode = 1;
  } else {
    const alvos = ONLY === 'telas' ? true : await bench(n);
    const telas = ONLY === 'alvos' ? true : await benchScreens(n);
    if (!alvos || !telas) process.exitCode = 1;
  }
} finally {
  await db.close();
}

/** Part 2: the default search and the column sorts of every search screen, through the router. */
async function benchScreens(total: number): Promise<boolean> {
  const session = { unidade: UNIDADE, cpf: BRUNO.cpf };
  const { cases, skipped } = defaultSearchCases(session);
  const harness = await searchHarness(db, session);
  console.log(
    `\nTelas de pesquisa — ${total.toLocaleString('pt-BR')} servidores; unidade ${UNIDADE}; pesquisa padrão: ${SCREEN_RUNS} execuções após 2 de aquecimento; ordenação por coluna: ${Math.max(3, SCREEN_RUNS >> 1)} após 1.\n`,
  );
  let all = true;
  try {
    for (const c of cases) {
      const padrao = c.what === 'padrão';
      const runs = padrao ? SCREEN_RUNS : Math.max(3, SCREEN_RUNS >> 1);
      const warm = padrao ? 2 : 1;
      const times: number[] = [];
      let answer = '';
      for (let i = 0; i < warm + runs; i++) {
        const a = await harness.call(c);
        if (a.codigo !== 0 && a.codigo !== 2) {
          answer = `HTTP ${a.status}, código ${a.codigo}: ${a.mensagem}`;
          break;
        }
        if (i >= warm) times.push(a.ms);
        answer = a.codigo === 0 ? `${a.rows} linha(s)` : 'sem resultado';
      }
      if (times.length < runs) {
        all = false;
        console.log(`${c.label.padEnd(72)} ERRO ${answer}   ${c.method} ${c.url}`);
        continue;
      }
      times.sort((a, b) => a - b);
      const ok = pct(times, 95) <= TARGET_MS;
      all &&= ok;
      console.log(
        `${c.label.padEnd(72)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p95 ${pct(times, 95).toFixed(1).padStart(7)} ms   ${ok ? 'OK' : 'ACIMA DA META'}   (${answer})`,
      );
    }
  } finally {
    await harness.close();
  }
  for (const s of skipped) console.log(`${`${s.screen}: pesquisa padrão`.padEnd(72)} não medida — ${s.reason}`);
  console.log(
    all
      ? `\nTodas as pesquisas das telas dentro da meta de ${TARGET_MS} ms (p95).`
      : `\nHá pesquisas das telas acima da meta de ${TARGET_MS} ms (p95) ou com erro.`,
  );
  return all;
}

async function bench(total: number): Promise<boolean> {
  const auth = { unidade: UNIDADE } as AccessClaims;
  // Inputs vary per run (real names and CPFs of the unit), so no run is served from a warm row.
  const { rows: amostra } = await db.query<{ cpf: string; nome: string }>(
    `SELECT s.cpf, s.nome FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo
      WHERE i.unidade_codigo = $1 ORDER BY md5(s.id::text) LIMIT ${RUNS + WARMUP}`,
    [UNIDADE],
  );
  const anoAberto = anosGratificacao().aberto;
  const queries = alvosDeBusca(amostra, anoAberto);

  console.log(
    `Banco: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} — ${total.toLocaleString('pt-BR')} servidores; unidade ${UNIDADE}; ${RUNS} execuções após ${WARMUP} de aquecimento; meta ${TARGET_MS} ms; carga da máquina (1 min) ${loadavg()[0].toFixed(2)}.\n`,
  );
  let all = true;
  for (const q of queries) {
    const handler = HANDLERS[q.endpoint];
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const a = await handler({ db, endpoint: q.endpoint, auth, input: q.input(i), paging: q.paging });
      const ms = performance.now() - t0;
      if (a.status !== 200) throw new Error(`${q.label}: HTTP ${a.status} ${a.body.mensagem}`);
      if (i >= WARMUP) {
        times.push(ms);
        if (a.body.codigoMensagem === 0) found++;
      }
    }
    times.sort((a, b) => a - b);
    const p = (x: number) => pct(times, x);
    const ok = p(95) <= TARGET_MS;
    all &&= ok;
    console.log(
      `${q.label.padEnd(44)} p50 ${p(50).toFixed(1).padStart(7)} ms   p95 ${p(95).toFixed(1).padStart(7)} ms   ${ok ? 'OK' : 'ACIMA DA META'}   (${found}/${RUNS} com resultado)`,
    );
  }
  console.log(
    `${all ? `\nTodas as consultas dentro da meta de ${TARGET_MS} ms (p95).` : `\nHá consultas acima da meta de ${TARGET_MS} ms (p95).`} Carga da máquina ao fim: ${loadavg()[0].toFixed(2)}.`,
  );

  if (RAZAO_RUNS > 0) {
    const session = { unidade: UNIDADE, cpf: BRUNO.cpf };
    const harness = await searchHarness(db, session);
    console.log(
      `\nHTTP/SQL das consultas acima: a mesma pesquisa pelo roteador via HTTP (soquete local) e os comandos SQL do handler enviados diretamente ao banco, intercalados; ${RAZAO_RUNS} pares, p50 de cada lado.\n`,
    );
    try {
      for (const q of queries)
        console.log(linhaRazao(q.label, await razaoHttpSql(db, harness, session, q, RAZAO_RUNS)));
    } finally {
      await harness.close();
    }
  }

  // Recomputing one servant's year after a change (a late absence, 'Apurar'): target 50 ms. Each run
  // recomputes a different servant's open year inside a transaction that is then rolled back.
  const { rows: ids } = await db.query<{ id: number }>(
    `SELECT servidor_id AS id FROM gratificacao_natalina WHERE ano = $1 ORDER BY md5(servidor_id::text) LIMIT ${RUNS + WARMUP}`,
    [anoAberto],
  );
  const tempos: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    let ms = 0;
    await db
      .transaction(async (tx) => {
        const t0 = performance.now();
        await reapurar(tx, ids[i].id, anoAberto, 'benchmark', UNIDADE);
        ms = performance.now() - t0;
        throw new Error('rollback');
      })
      .catch(() => undefined);
    if (i >= WARMUP) tempos.push(ms);
  }
  tempos.sort((a, b) => a - b);
  const q = (x: number) => pct(tempos, x);
  console.log(
    `${'recálculo de um servidor no ano (reapurar)'.padEnd(44)} p50 ${q(50).toFixed(1).padStart(7)} ms   p95 ${q(95).toFixed(1).padStart(7)} ms   ${q(95) <= 50 ? 'OK' : 'ACIMA DA META'} (meta 50 ms)`,
  );
  return all;
}
