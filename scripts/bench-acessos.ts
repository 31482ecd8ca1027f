/**
 * `npx tsx scripts/bench-acessos.ts [--requests=2000]`: the cost of the access log of personal
 * data on an in-memory PGlite with a small seed — the state-seed benchmarks
 * (bench:search, bench:paint, bench:load) measure it on the real data:
 * 1. the request's share: building and queueing one row (µs per answer), no database;
 * 2. the writer's share: rows/s of the batched INSERT with the hash-chain trigger (PGlite's one
 *    thread: what the log takes from the database);
 * 3. a servant record read (`admissoes.dadosPessoais`, in-process) p50/p95 with the log off,
 *    on (written every second), and on while 100 extra rows/s are written.
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../gateway/app.ts';
import { linhaDaResposta, type LinhaAcesso } from '../gateway/acessos/linha.ts';
import { catalogue } from '../schemas/catalogue.ts';
import { ANA } from '../gateway/db/demo-users.ts';
import { accessToken, sessionFor } from '../gateway/testing/support.ts';
import { pct } from './lib/percentil.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const N = Number(arg('requests') ?? 2_000);
const ms = (x: number) => x.toFixed(2);

// 1. The request's share.
const ep = catalogue().find((e) => e.name === 'dadosFinanceiros.contracheques')!;
const auth = {
  sub: ANA.cpf,
  aud: 'SISAPMG',
  unidade: '1261',
  papeis: ['RH_CONSULTA', 'ENCARREGADO_DADOS'],
  recursos: [],
  sid: 's',
  exp: 0,
};
const corpo = {
  codigoMensagem: 0,
  objeto: [{}, {}, {}, {}, {}],
  paginacao: { pagina: 0, tamanhoPagina: 5, totalRegistros: 37, totalPaginas: 8 },
};
const fila: LinhaAcesso[] = [];
const t0 = performance.now();
for (let i = 0; i < 200_000; i++) {
  const l = linhaDaResposta(
    ep,
    { auth, endereco: '10.0.0.1', referer: 'https://portal/recursos-humanos/dados-servidor/301' },
    { numeroFuncionario: '3000278', size: 5 },
    corpo,
    false,
  );
  fila.push(l!);
  if (fila.length >= 500) fila.length = 0;
}
console.log(
  `1. linha montada e enfileirada: ${((performance.now() - t0) / 200).toFixed(2)} µs por resposta (200.000 respostas)`,
);

const gw = await createApp({
  dataDir: ':memory:',
  seedSize: 500,
  listen: false,
  distDir: '/nonexistent-dist',
  logger: false,
  acessos: { intervaloMs: 1_000 },
});
try {
  // 2. The writer's share: 20 batches of 500 rows.
  const modelo = linhaDaResposta(ep, { auth, endereco: '10.0.0.1' }, { numeroFuncionario: '3000278' }, corpo, false)!;
  const tw = performance.now();
  for (let b = 0; b < 20; b++) {
    for (let i = 0; i < 500; i++)
      gw.acessos.registrar({
        ...modelo,
        em: new Date(),
        titular: { tipo: 'servidor', chave: 'numeroFuncionario', id: String(i) },
      });
    await gw.acessos.gravar();
  }
  const escrita = performance.now() - tw;
  console.log(
    `2. gravação em lotes de 500 (com a cadeia de hash): ${Math.round(10_000 / (escrita / 1000)).toLocaleString('pt-BR')} linhas/s, ${((escrita * 1000) / 10_000).toFixed(0)} µs por linha`,
  );

  // 3. A record read, in-process.
  const sid = await sessionFor(gw, ANA.cpf);
  const token = await accessToken(gw, sid, '1261', '/gw/sisapmg');
  const { rows } = await gw.db.query<{ id: number }>(
    `SELECT id FROM servidor WHERE unidade_codigo = '1261' ORDER BY id LIMIT 50`,
  );
  const ler = async () => {
    const tempos: number[] = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const r = await gw.app.inject({
        method: 'GET',
        url: `/gw/sisapmg/admissoes/v1/dadosPessoais/${rows[i % rows.length].id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      tempos.push(performance.now() - t);
      if (r.statusCode !== 200) throw new Error(`HTTP ${r.statusCode}`);
    }
    return tempos.sort((a, b) => a - b);
  };
  const resposta = gw.acessos.resposta.bind(gw.acessos);
  const medir = async (nome: string) => {
    await ler(); // warm-up
    const t = await ler();
    console.log(`3. ${nome}: p50 ${ms(pct(t, 50))} ms, p95 ${ms(pct(t, 95))} ms (${N} leituras)`);
  };
  gw.acessos.resposta = () => undefined;
  await medir('registro desligado');
  gw.acessos.resposta = resposta;
  await medir('registro ligado');
  const extra = setInterval(() => {
    for (let i = 0; i < 100; i++) gw.acessos.registrar({ ...modelo, em: new Date() });
  }, 1_000);
  await medir('registro ligado + 100 linhas/s a mais');
  clearInterval(extra);
  const { rows: n } = await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM acesso_dados_pessoais');
  console.log(`   linhas gravadas no total: ${n[0].n.toLocaleString('pt-BR')}; descartadas: ${gw.acessos.descartadas}`);
} finally {
  await gw.close();
}
