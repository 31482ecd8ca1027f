/**
 * `npm run bench:load`: 50 signed-in users at once on the gateway as `npm start` runs it, for 30 s.
 *
 * Starts the real server (`gateway/server.ts`, a child process on a free port) over the database
 * of DATA_DIR or DATABASE_URL — seed it first with `npm run seed -- --size state`. Before the start
 * it opens that database once to pick real servants (CPFs, names, record ids of unit 1261) and to
 * open BENCH_USUARIOS (50) sessions of the demo user Bruno, as the identity provider does at
 * sign-in; each session gets its access token from the security service over HTTP. Then
 * autocannon keeps 50 connections busy with the mix of what users do most:
 *   40 % the default 'Pesquisar' of the servant search (no filter, sorted by name, page 1),
 *   20 % a CPF search, 20 % a name search, 20 % a tab of the servant record.
 * Every request says what Chromium says (`Accept-Encoding: gzip, deflate, br, zstd`), so the
 * server compresses as it does for a person. Prints req/s, p50/p95/p99 of every answer and the errors (network errors, timeouts, non-2xx
 * — a 503 of the overload guard counts), then the time a CPF search takes on the idle server (before
 * the load), right after the load and 1 s after it (a server still busy with abandoned requests
 * shows there; the target is ≤ 3× the idle time).
 * Targets: PostgreSQL p99 ≤ 300 ms and 0 errors; PGlite 0 errors and p99 ≤ 2 s.
 * The burst runs BENCH_RODADAS (3) times on the same server; each run prints its figures and the
 * machine's load average (1 min) before and after it, then the median. BENCH_SEGUNDOS (30) and
 * BENCH_USUARIOS (50) change a run; exits 1 when any run misses a target.
 */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { loadConfig } from '../gateway/config.ts';
import { BRUNO } from '../gateway/db/demo-users.ts';
import { openDb } from '../gateway/db/open.ts';
import { createSession } from '../gateway/security/sessions.ts';
import { iniciarServidor } from './lib/servidor-filho.ts';
import { mediana, pct } from './lib/percentil.ts';

const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS) || 30;
const USUARIOS = Number(process.env.BENCH_USUARIOS) || 50;
const RODADAS = Number(process.env.BENCH_RODADAS) || 3;
const UNIDADE = '1261';
const config = loadConfig();

// 1. Real servants and open sessions, written before the server holds the database.
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const kind = db.kind;
const { rows: amostra } = await db.query<{ id: number; cpf: string; nome: string; numero: string }>(
  `SELECT id, cpf, nome, numero_funcionario AS numero FROM servidor WHERE unidade_codigo = $1 ORDER BY md5(id::text) LIMIT 500`,
  [UNIDADE],
);
const sessoes: string[] = [];
for (let i = 0; i < USUARIOS; i++) sessoes.push(await createSession(db, BRUNO.cpf, new Date(Date.now() + 3_600_000)));
await db.close();
if (amostra.length < 100)
  throw new Error(`a unidade ${UNIDADE} tem ${amostra.length} servidores: semeie antes (npm run seed -- --size state)`);

// 2. The server as `npm start` runs it (without the portal build, which this does not measure).
const server = await iniciarServidor();
const { origin } = server;

try {
  const tokens: string[] = [];
  for (const s of sessoes) {
    const r = await fetch(`${origin}/gw/sisapmg/seguranca/v1/getWso2Token?tokenSSCId=${s}&codigoUnidadeSsc=${UNIDADE}`);
    if (!r.ok) throw new Error(`getWso2Token ${r.status}: ${await r.text()}`);
    tokens.push(((await r.json()) as { data: { access_token: string } }).data.access_token);
  }
  const S = '/gw/sisapmg';
  const lista = `${S}/admissoes/v1/listaServidores?page=0&size=10&sort=nome&order=ASC`;
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  /** One request of the mix, with one of the signed-in users' tokens. */
  const proximo = (): string => {
    const r = Math.random();
    const s = pick(amostra);
    if (r < 0.4) return lista;
    if (r < 0.6) return `${lista}&cpf=${s.cpf}`;
    if (r < 0.8) return `${lista}&nome=${encodeURIComponent(s.nome.split(' ').slice(0, 2).join(' '))}`;
    return pick([
      `${S}/admissoes/v1/dadosPessoais/${s.id}`,
      `${S}/admissoes/v1/dadosIdentificadores?numeroFuncionario=${s.numero}`,
      `${S}/lotacoes/v1?numeroFuncionario=${s.numero}`,
      `${S}/admissoes/v1/dadosAdmissoesServidores?numeroFuncionario=${s.numero}&page=0&size=10`,
    ]);
  };
  /** One CPF search on a new connection, as a user arriving now; its time in ms. */
  const buscaCpf = async () => {
    const t = performance.now();
    const r = await fetch(`${origin}${lista}&cpf=${amostra[0].cpf}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`busca por CPF: HTTP ${r.status}`);
    return performance.now() - t;
  };
  // The same search on the idle server (warmed up): what "nothing left behind" is compared with.
  for (let i = 0; i < 5; i++) await buscaCpf();
  const ociosas: number[] = [];
  for (let i = 0; i < 10; i++) ociosas.push(await buscaCpf());
  const ociosa = pct(
    ociosas.sort((a, b) => a - b),
    50,
  );
  /** One burst of SEGUNDOS, then the CPF search right after it and 1 s later. */
  const rodada = async () => {
    const cargaAntes = loadavg()[0];
    const tempos: number[] = [];
    const porStatus = new Map<number, number>();
    let fim!: (r: autocannon.Result) => void;
    let falha!: (e: unknown) => void;
    const pronto = new Promise<autocannon.Result>((ok, fail) => ((fim = ok), (falha = fail)));
    const inst = autocannon(
      {
        url: origin,
        connections: USUARIOS,
        duration: SEGUNDOS,
        timeout: 10,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              method: 'GET',
              path: proximo(),
              headers: { authorization: `Bearer ${pick(tokens)}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
            }),
          },
        ],
      },
      (err, r) => (err ? falha(err) : fim(r)),
    );
    inst.on('response', (_c, status, _b, ms) => {
      tempos.push(ms);
      porStatus.set(status, (porStatus.get(status) ?? 0) + 1);
    });
    const res = await pronto;
    const cargaDepois = loadavg()[0];
    // Right after the clients have gone, then 1 s later: a server still working for them (abandoned
    // requests, queued statements) shows here.
    const logoApos = await buscaCpf();
    await new Promise((r) => setTimeout(r, 1000));
    const umSegundo = await buscaCpf();
    tempos.sort((a, b) => a - b);
    return { res, tempos, porStatus, logoApos, umSegundo, cargaAntes, cargaDepois };
  };

  const fmt = (x: number) => Math.round(x).toLocaleString('pt-BR');
  const ms1 = (x: number) => x.toFixed(1).replace('.', ',');
  const metaP99 = kind === 'pg' ? 300 : 2000;
  // 3× the idle time, with a floor of 10 ms: an idle search of 1 ms is not refused for taking 4.
  const metaDepois = Math.max(3 * ociosa, 10);
  console.log(
    `bench:load (${kind}): ${USUARIOS} usuários, ${SEGUNDOS} s, ${RODADAS} execução(ões); busca por CPF ociosa ${ms1(ociosa)} ms`,
  );
  const rodadas = [];
  for (let i = 1; i <= RODADAS; i++) {
    const r = await rodada();
    rodadas.push(r);
    const erros = r.res.errors + r.res.timeouts + r.res.non2xx;
    console.log(
      `  ${i}: ${fmt(r.res.requests.total)} respostas, ${fmt(r.res.requests.average)} req/s; p50 ${fmt(pct(r.tempos, 50))} / p95 ${fmt(pct(r.tempos, 95))} / p99 ${fmt(pct(r.tempos, 99))} ms (máx ${fmt(r.tempos.at(-1) ?? 0)}); ` +
        `erros ${erros} (rede ${r.res.errors}, tempo esgotado ${r.res.timeouts}, não-2xx ${r.res.non2xx}; ${[...r.porStatus].map(([st, n]) => `${st}×${n}`).join(', ')}); ` +
        `busca por CPF logo após ${ms1(r.logoApos)} ms, 1 s depois ${ms1(r.umSegundo)} ms; carga da máquina ${r.cargaAntes.toFixed(2)} → ${r.cargaDepois.toFixed(2)}`,
    );
    if (erros > 0 || pct(r.tempos, 99) > metaP99 || r.umSegundo > metaDepois) process.exitCode = 1;
  }
  console.log(
    `  mediana: ${fmt(mediana(rodadas.map((r) => r.res.requests.average)))} req/s, p99 ${fmt(mediana(rodadas.map((r) => pct(r.tempos, 99))))} ms, 1 s depois ${ms1(mediana(rodadas.map((r) => r.umSegundo)))} ms`,
  );
  console.log(
    `  metas, em cada execução: 0 erros, p99 ≤ ${fmt(metaP99)} ms, busca por CPF 1 s depois ≤ ${ms1(metaDepois)} ms (3× a ociosa, ao menos 10 ms)`,
  );
} finally {
  await server.parar();
}
