/**
 * Deterministic synthetic seed: the reference data (units, institutions; roles and resources through
 * the same sync createApp runs at start-up), the demo users and `servidores` servants with
 * pt-BR names (faker, fixed seed) and valid unique CPFs, then every area's data from them. It runs
 * only on an empty database. The bulk tables go in batches of thousands of rows per statement
 * (insert-rows.ts), their secondary indexes built after the load (seed/indices-depois.ts), the
 * next batch built in JavaScript while the server writes the previous one (seed/lotes.ts):
 * docs/PERFORMANCE.md, 'A state seed in minutes'.
 */
import { Faker, base, en, pt_BR } from '@faker-js/faker';
import { cpfFromBase } from '../lib/cpf.ts';
import { arrayLiteral, chavesFoneticas } from '../lib/fonetica.ts';
import { normalizeName } from '../lib/text.ts';
import { DEMO_USERS } from '../db/demo-users.ts';
import { insertRows } from '../db/insert-rows.ts';
import { seedSolicitacoes } from './solicitacoes.ts';
import { seedAvisos } from './avisos.ts';
import { seedLaudas } from './laudas.ts';
import { seedGestaoLauda } from './gestao-lauda.ts';
import { seedRecadastramento } from './recadastramento.ts';
import { seedGestaoTempo } from './gestao-tempo.ts';
import { seedFipaDirigentes } from './fipa-dirigentes.ts';
import { seedProgressao } from './progressao.ts';
import { seedLegislacao } from './legislacao.ts';
import { seedProcessosJudiciais } from './processos-judiciais.ts';
import { completarBancoAntigo, seedReferenciaServidor } from './referencia-servidor.ts';
import { seedRegionaisENaturalizacao } from './regionais-naturalizacao.ts';
import { completarUsuariosDemo, garantirUsuariosDemo, inserirUsuarioDemo } from './usuarios-demo.ts';
import { SITUACOES_FUNCIONAIS, SITUACOES_SERVIDOR, UNIDADES } from '../db/reference-data.ts';
import { syncRecursos } from '../security/recursos-sync.ts';
import { comIndicesDepois } from './indices-depois.ts';
import { ceder } from '../lib/ceder.ts';
import { CEDER, depois } from './lotes.ts';
import type { Db } from '../db/types.ts';

export const DEFAULT_SERVANTS = 5000;
const SEED = 20260122;

export interface SeedResult {
  seeded: boolean;
  servidores: number;
  ms: number;
}

/** Servants per transaction on large seeds (state size), so progress is committed as it goes. */
const SERVANTS_PER_TX = 25_000;

/**
 * Seeds when the database has no unit yet; otherwise does nothing. Up to SERVANTS_PER_TX servants
 * go in one transaction; a larger seed commits every SERVANTS_PER_TX servants and reports progress.
 */
export interface SeedOptions {
  servidores?: number;
  progress?: (done: number, total: number) => void;
  /** Called after each phase with its name and duration. */
  fase?: (nome: string, ms: number) => void;
}

export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const t0 = Date.now();
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM unidade');
  if (rows[0].n > 0) {
    await completarBancoAntigo(db, (nome) => arrayLiteral(chavesFoneticas(nome)));
    await garantirUsuariosDemo(db);
    await completarUsuariosDemo(db);
    await seedRegionaisENaturalizacao(db);
    await seedProgressao(db);
    await seedGestaoTempo(db);
    await seedFipaDirigentes(db);
    await seedLegislacao(db);
    await seedProcessosJudiciais(db);
    await seedRecadastramento(db);
    await seedLaudas(db);
    await seedGestaoLauda(db);
    const c = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM servidor');
    return { seeded: false, servidores: c.rows[0].n, ms: Date.now() - t0 };
  }
  const servidores = opts.servidores ?? DEFAULT_SERVANTS;
  const progress = opts.progress;
  // Each phase timed on its own, so a slow seed says where its time goes (npm run seed prints them).
  const fase = async (nome: string, fn: () => Promise<unknown>) => {
    const t = Date.now();
    await fn();
    opts.fase?.(nome, Date.now() - t);
  };
  if (servidores <= SERVANTS_PER_TX) {
    await fase('referência, usuários, avisos, laudas, solicitações e servidores', () =>
      db.transaction(async (tx) => {
        await seedCadastros(tx);
        await comIndicesDepois(tx, ['servidor'], () => seedServants(tx, servidores));
      }),
    );
  } else {
    await fase('referência, usuários, avisos, laudas e solicitações', () => db.transaction(seedCadastros));
    await fase('servidores', () => comIndicesDepois(db, ['servidor'], () => seedServants(db, servidores, progress)));
  }
  await fase('progressões', () => seedProgressao(db, { progress }));
  await fase('ausências e gratificações natalinas', () => seedGestaoTempo(db, { progress }));
  await fase('dirigentes FIPA', () => seedFipaDirigentes(db));
  await fase('legislação', () => seedLegislacao(db));
  await fase('processos judiciais', () => seedProcessosJudiciais(db, { progress }));
  await fase('recadastramento', () => seedRecadastramento(db));
  await fase('gestão de laudas', () => seedGestaoLauda(db));
  return { seeded: true, servidores, ms: Date.now() - t0 };
}

/** The small tables every seed starts with: reference data, demo users, notices, laudas, access requests. */
async function seedCadastros(tx: Db): Promise<void> {
  await seedReference(tx);
  await seedReferenciaServidor(tx);
  await seedRegionaisENaturalizacao(tx);
  await seedUsers(tx);
  await seedAvisos(tx);
  await seedLaudas(tx);
  await seedSolicitacoes(tx);
}

/** Empties every seeded table (sessions too), so the next `seedIfEmpty` starts over. */
export async function clearAll(db: Db): Promise<void> {
  await db.exec(
    `TRUNCATE unidade_regional, lauda_gerada_servidor, lauda_gerada, legislacao_instituicao, legislacao_carreira, legislacao, fipa_emissao, dirigente_maximo_documento, dirigente_maximo, publicacao_progressao, progressao_servidor, avaliacao_desempenho, regra_carreira, carreira_instituicao, carreira, grupo_atividade, oidc_payload, auditoria, solicitacao_desbloqueio, pagamento_retido, processo_judicial, processo_complemento, processo_assunto, pagamento_suspenso, curatela, recadastramento, pensionista, pensao_especial, documento, avos_alterado, gratificacao_natalina, ausencia, parametro_ausencia, servidor, sessao, usuario_unidade_papel, usuario, papel_recurso, recurso, papel, instituicao, unidade RESTART IDENTITY CASCADE`,
  );
}

async function seedReference(db: Db): Promise<void> {
  await insertRows(
    db,
    'unidade',
    ['codigo', 'nome', 'sigla'],
    UNIDADES.map((u) => [u.codigo, u.nome, u.sigla]),
  );
  await insertRows(
    db,
    'instituicao',
    ['codigo', 'nome', 'sigla', 'unidade_codigo'],
    UNIDADES.flatMap((u) => u.instituicoes.map((i) => [i.codigo, i.nome, i.sigla, u.codigo])),
  );
  // Roles, resources and grants come from the screen documents, the catalogue and
  // screens/papeis.json; createApp runs the same sync at every start, so they never need a reseed.
  await syncRecursos(db);
}

async function seedUsers(db: Db): Promise<void> {
  for (const u of DEMO_USERS) await inserirUsuarioDemo(db, u);
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

async function seedServants(db: Db, count: number, progress?: (done: number, total: number) => void): Promise<void> {
  const faker = new Faker({ locale: [pt_BR, en, base], seed: SEED });
  const instituicoes = UNIDADES.flatMap((u) => u.instituicoes.map((i) => i.codigo));
  const cpfs = new Set<string>();
  const rows: unknown[][] = [];
  // A chunk is written while the next one is generated (faker is JavaScript): see seed/lotes.ts.
  let gravacao: Promise<void> = Promise.resolve();
  for (let i = 0; i < count; i++) {
    if (i % CEDER === CEDER - 1) await ceder();
    let cpf: string;
    do {
      cpf = cpfFromBase(faker.string.numeric({ length: 9, allowLeadingZeros: true }));
    } while (cpfs.has(cpf) || /^(\d)\1{10}$/.test(cpf));
    cpfs.add(cpf);
    const sexo = faker.helpers.arrayElement(['F', 'M'] as const);
    const nome = `${faker.person.firstName(sexo === 'F' ? 'female' : 'male')} ${faker.person.lastName()} ${faker.person.lastName()}`;
    const nascimento = faker.date.between({ from: Date.UTC(1958, 0, 1), to: Date.UTC(2002, 11, 31) });
    const admissaoMin = Math.max(nascimento.getTime() + 18 * 365.25 * 864e5, Date.UTC(1985, 0, 1));
    const admissao = faker.date.between({ from: admissaoMin, to: Date.UTC(2025, 11, 31) });
    const funcional = faker.helpers.weightedArrayElement([
      { value: SITUACOES_FUNCIONAIS[0], weight: 60 },
      { value: SITUACOES_FUNCIONAIS[1], weight: 12 },
      { value: SITUACOES_FUNCIONAIS[2], weight: 10 },
      { value: SITUACOES_FUNCIONAIS[3], weight: 8 },
      { value: SITUACOES_FUNCIONAIS[4], weight: 10 },
    ]);
    const situacao =
      funcional === 'Aposentado'
        ? 'Inativo'
        : faker.helpers.weightedArrayElement([
            { value: SITUACOES_SERVIDOR[0], weight: 82 },
            { value: SITUACOES_SERVIDOR[1], weight: 10 },
            { value: SITUACOES_SERVIDOR[3], weight: 8 },
          ]);
    const nomeSocial = faker.number.int(99) < 2 ? `${faker.person.firstName()} ${faker.person.lastName()}` : null;
    rows.push([
      String(3_000_000 + i * 7 + faker.number.int(6)),
      String(1_100_000 + i * 11 + faker.number.int(10)),
      cpf,
      nome,
      normalizeName(nome),
      nomeSocial,
      isoDate(nascimento),
      sexo,
      faker.helpers.arrayElement(instituicoes),
      funcional,
      situacao,
      isoDate(admissao),
      arrayLiteral(chavesFoneticas(nome)),
    ]);
    if (rows.length === SERVANTS_PER_TX || i === count - 1) {
      const chunk = rows.splice(0);
      await gravacao;
      const escrita = db.transaction((tx) =>
        insertRows(
          tx,
          'servidor',
          [
            'numero_funcionario',
            'masp',
            'cpf',
            'nome',
            'nome_busca',
            'nome_social',
            'data_nascimento',
            'sexo',
            'instituicao_codigo',
            'situacao_funcional',
            'situacao_servidor',
            'data_admissao',
            'nome_fonetico',
          ],
          chunk,
        ),
      );
      gravacao = depois(escrita.then(() => progress?.(i + 1, count)));
    }
  }
  await gravacao;
}
