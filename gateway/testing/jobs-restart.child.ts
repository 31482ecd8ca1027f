/**
 * TEST ONLY (jobs-restart.test.ts): the app as a child process that the test kills with SIGKILL
 * mid-job. It starts as `npm start` does (createApp, listening) over DATA_DIR (PGlite on disk) or
 * DATABASE_URL, holds every resumable job at its first checkpoint — printing which, so the test
 * knows the job is claimed and half done — and prints one JSON line first: its origin, a session
 * of Ana (SEPLAG) and the choices of a lauda generation and of a bonus recomputation that have
 * something to do in this seed.
 */
import { createApp, type CreateAppOptions } from '../app.ts';
import { ANA } from '../db/demo-users.ts';
import { anosGratificacao } from '../domain/gratificacao.ts';
import { createSession } from '../security/sessions.ts';

const print = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);
const banco: Partial<CreateAppOptions> = process.env.DATABASE_URL
  ? { dataDir: ':memory:', databaseUrl: process.env.DATABASE_URL }
  : { dataDir: process.env.DATA_DIR };

const gw = await createApp({
  ...banco,
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  seedSize: Number(process.env.SEED_SERVIDORES),
  distDir: '/nonexistent-dist',
  logger: false,
  sobrecarga: { porAtrasoDoLaco: false },
  jobs: {
    onCheckpoint(kind, id) {
      print({ checkpoint: kind, id });
      return new Promise<void>(() => undefined);
    },
  },
});
const um = async <T>(sql: string, p: unknown[] = []) => (await gw.db.query<T>(sql, p)).rows[0];

// The unit's institution and nature with the most movements a new lauda would include.
const alvo = await um<{ orgao: string; natureza: string }>(
  `SELECT p.instituicao_codigo AS orgao, p.tipo AS natureza FROM progressao_servidor p JOIN instituicao i ON i.codigo = p.instituicao_codigo
    WHERE i.unidade_codigo = '1501' AND p.situacao = 'VALIDADA' AND NOT EXISTS (SELECT 1 FROM lauda_gerada_servidor x WHERE x.progressao_id = p.id)
      AND EXISTS (SELECT 1 FROM dirigente_maximo d WHERE d.instituicao_codigo = p.instituicao_codigo AND d.situacao = 'ATIVO')
      AND EXISTS (SELECT 1 FROM lauda m WHERE m.unidade_codigo = '1501' AND m.situacao = 'ATIVA' AND m.tipo_personalizacao = p.tipo)
      AND EXISTS (SELECT 1 FROM legislacao l JOIN legislacao_instituicao li ON li.legislacao_id = l.id AND li.instituicao_codigo = p.instituicao_codigo
                   WHERE l.situacao = 'VIGENTE' AND l.natureza_evolucao IN (p.tipo, 'PROGRESSAO_PROMOCAO'))
    GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
);
if (!alvo) throw new Error('a semente não tem movimentações para uma lauda nova');
const modelo = await um<{ id: number }>(
  `SELECT id FROM lauda WHERE unidade_codigo = '1501' AND situacao = 'ATIVA' AND tipo_personalizacao = $1 ORDER BY id`,
  [alvo.natureza],
);
const dirigente = await um<{ id: number }>(
  `SELECT id FROM dirigente_maximo WHERE instituicao_codigo = $1 AND situacao = 'ATIVO' ORDER BY data_inicio, id`,
  [alvo.orgao],
);
const legislacao = await um<{ id: number }>(
  `SELECT l.id FROM legislacao l JOIN legislacao_instituicao li ON li.legislacao_id = l.id AND li.instituicao_codigo = $1
    WHERE l.situacao = 'VIGENTE' AND l.natureza_evolucao IN ($2, 'PROGRESSAO_PROMOCAO') ORDER BY l.id LIMIT 1`,
  [alvo.orgao, alvo.natureza],
);
const { aberto } = anosGratificacao();
const bonus = await um<{ codigo: string }>(
  `SELECT g.instituicao_codigo AS codigo FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo
    WHERE i.unidade_codigo = '1501' AND g.ano = $1 AND g.situacao <> 'PAGA' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  [aberto],
);
print({
  origin: gw.origin,
  sessao: await createSession(gw.db, ANA.cpf, new Date(Date.now() + 3600_000)),
  lauda: {
    orgaoEntidade: alvo.orgao,
    naturezaEvolucao: alvo.natureza,
    idModeloLauda: modelo!.id,
    idDirigenteMaximo: dirigente!.id,
    idLegislacao: legislacao!.id,
  },
  apuracao: { orgaoEntidade: bonus!.codigo, ano: aberto },
});
