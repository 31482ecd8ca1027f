/**
 * `npx tsx scripts/bench-lauda.ts [servants] [--sintetico=20000] [--pdf]`: times the lauda generation
 * job (gateway/domain/gestao-lauda.ts) on a real in-memory database seeded with `servants` (default
 * 5,000, the default seed):
 * 1. the largest eligible set of the seed (institution × nature with the most VALIDADA movements not
 *    yet in a lauda), generated through `gerarGestaoLauda` and run by the job;
 * 2. a synthetic institution-sized set: `--sintetico` VALIDADA promotions inserted for FJP (copies of
 *    the seeded servants with shifted acquisition dates), generated the same way.
 * With --pdf, also times the PDF of the synthetic lauda (produced on demand, one act per servant).
 * Target: an institution of 20,000 servants in ≤ 30 s; exits 1 when missed.
 */
import { createApp } from '../gateway/app.ts';
import { HANDLERS } from '../gateway/routes/handlers/index.ts';
import type { AnswerOf, HandlerContext } from '../gateway/contract/handler.ts';

const args = process.argv.slice(2);
const servants = Number(args.find((a) => /^\d+$/.test(a)) ?? 5000);
const sintetico = Number(args.find((a) => a.startsWith('--sintetico='))?.slice(12) ?? 20_000);
const TARGET_MS = 30_000;

const gw = await createApp({
  port: 0,
  host: '127.0.0.1',
  dataDir: ':memory:',
  seedSize: servants,
  distDir: '/nonexistent',
  logger: false,
});
const db = gw.db;
const um = async <T>(sql: string, p: unknown[] = []) => (await db.query<T>(sql, p)).rows[0];

/** Generates a lauda of `inst`/`nat` through the handler (as the portal does) and times the job. */
async function gerar(inst: string, nat: string): Promise<{ id: number; n: number; ms: number }> {
  const u = await um<{ unidade: string }>('SELECT unidade_codigo AS unidade FROM instituicao WHERE codigo = $1', [
    inst,
  ]);
  // the unit needs a model of the nature: the seed has them in SEPLAG only, so use (or copy) one
  const m = await um<{ id: number }>(
    `INSERT INTO lauda (unidade_codigo, titulo, tipo_personalizacao, texto, criado_por, atualizado_por)
     SELECT $1, titulo || ' (bench)', tipo_personalizacao, texto, criado_por, atualizado_por FROM lauda WHERE tipo_personalizacao = $2 AND situacao = 'ATIVA' LIMIT 1
     RETURNING id`,
    [u!.unidade, nat],
  );
  const l = await um<{ id: number }>(
    `INSERT INTO legislacao (unidade_codigo, tipo, numero, ano, data_publicacao, natureza_evolucao, ementa, criado_por, atualizado_por)
     SELECT $1, 'DECRETO', (90000 + (random() * 9999)::int)::text, 2026, (now() AT TIME ZONE 'America/Sao_Paulo')::date, 'PROGRESSAO_PROMOCAO', 'Decreto do bench de geração de laudas.', cpf, cpf FROM usuario LIMIT 1
     RETURNING id`,
    [u!.unidade],
  );
  await db.query('INSERT INTO legislacao_instituicao (legislacao_id, instituicao_codigo) VALUES ($1, $2)', [
    l!.id,
    inst,
  ]);
  const d = await um<{ id: number }>(
    `SELECT id FROM dirigente_maximo WHERE instituicao_codigo = $1 AND situacao = 'ATIVO' ORDER BY data_inicio, id LIMIT 1`,
    [inst],
  );
  const cpf = (await um<{ cpf: string }>('SELECT cpf FROM usuario LIMIT 1'))!.cpf;
  const ctx = {
    db,
    auth: { unidade: u!.unidade, sub: cpf },
    endpoint: 'gestaoLauda.gerarGestaoLauda',
    input: {
      orgaoEntidade: inst,
      naturezaEvolucao: nat,
      idModeloLauda: m!.id,
      idDirigenteMaximo: d!.id,
      idLegislacao: l!.id,
    },
  } as unknown as HandlerContext;
  const t0 = Date.now();
  // HANDLERS is the router's untyped view; the endpoint's own answer type is restored here.
  const r = (await HANDLERS['gestaoLauda.gerarGestaoLauda'](ctx)) as AnswerOf<'gestaoLauda.gerarGestaoLauda'>;
  if (r.body.codigoMensagem !== 0) throw new Error(JSON.stringify(r.body));
  await gw.jobs.drain('lauda_gerada');
  const ms = Date.now() - t0;
  const { idGestaoLauda: id } = r.body.objeto;
  const g = await um<{ status: string; processados: number }>(
    'SELECT status, processados FROM lauda_gerada WHERE id = $1',
    [id],
  );
  if (g!.status !== 'CONCLUIDA') throw new Error(`lauda ${id}: ${g!.status}`);
  return { id, n: g!.processados, ms };
}

const maior = await um<{ i: string; t: string; n: number }>(
  `SELECT instituicao_codigo AS i, tipo AS t, count(*)::int AS n FROM progressao_servidor p
    WHERE situacao = 'VALIDADA' AND NOT EXISTS (SELECT 1 FROM lauda_gerada_servidor x WHERE x.progressao_id = p.id)
    GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
);
const a = await gerar(maior!.i, maior!.t);
console.log(`seed ${servants}: largest set ${maior!.i}/${maior!.t}: ${a.n} servants in ${a.ms} ms`);

await db.query(
  `INSERT INTO progressao_servidor (servidor_id, unidade_codigo, instituicao_codigo, nome_busca, regional, carreira_codigo, tipo,
     nivel_anterior, grau_anterior, nivel_novo, grau_novo, periodo_inicio, periodo_fim, data_aquisicao, situacao)
   SELECT s.id, i.unidade_codigo, '2051', s.nome_busca, 'Administração central', (SELECT codigo FROM carreira ORDER BY codigo LIMIT 1), 'PROMOCAO',
          'I', 'A', 'II', 'A', date '1990-01-01' + g, date '1992-01-01' + g, date '1993-01-01' + g, 'VALIDADA'
     FROM generate_series(1, $1::int) g
     JOIN (SELECT id, nome_busca, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM servidor) s ON s.k = g % s.total
     JOIN instituicao i ON i.codigo = '2051'`,
  [sintetico],
);
const b = await gerar('2051', 'PROMOCAO');
console.log(
  `synthetic: ${b.n} servants in ${b.ms} ms (${((b.ms / b.n) * 1000).toFixed(0)} µs per servant; target ≤ ${TARGET_MS} ms for 20,000)`,
);

if (args.includes('--pdf')) {
  const t0 = Date.now();
  const r = await HANDLERS['gestaoLauda.pdfLaudaGerada']({
    db,
    auth: { unidade: '1501', sub: 'x' },
    input: { idGestaoLauda: b.id },
  } as unknown as HandlerContext);
  const file = (r as { file?: { body: Buffer } }).file;
  console.log(`pdf of ${b.n} acts: ${file?.body.length ?? 0} bytes in ${Date.now() - t0} ms`);
}
await gw.close();
const escala = (b.ms / b.n) * 20_000;
process.exit(escala <= TARGET_MS ? 0 : 1);
