import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCpf } from '../../schemas/formats.ts';
import { HANDLERS } from '../routes/handlers/index.ts';
import { loadCatalogue } from '../../schemas/catalogue.ts';
import { DEMO_USERS, ELISA, type DemoUser } from '../db/demo-users.ts';
import { syncRecursos } from '../security/recursos-sync.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { clearAll, DEFAULT_SERVANTS, seedIfEmpty } from './seed.ts';
import { anosGratificacao } from '../domain/gratificacao.ts';
import { hojeBrasilia } from '../lib/text.ts';
import { PRIMEIRO_ANO_GRATIFICACAO } from './gestao-tempo.ts';
import type { Db } from '../db/types.ts';
import { bancoPgDeTeste, naPg } from '../testing/support.ts';

let db: Db;
let banco: Awaited<ReturnType<typeof bancoPgDeTeste>> | undefined;
beforeAll(async () => {
  // On PostgreSQL (npm run test:unit:pg): a database of its own, emptied, so the seed runs on it as
  // on a fresh server.
  if (naPg) {
    banco = await bancoPgDeTeste(300);
    db = await openDb({ databaseUrl: banco.databaseUrl });
    await clearAll(db);
  } else db = await openDb({});
});
afterAll(async () => {
  await db?.close();
  await banco?.drop();
});

const snapshot = async () =>
  (
    await db.query<{ cpf: string; nome: string; instituicao_codigo: string }>(
      'SELECT cpf, nome, instituicao_codigo FROM servidor ORDER BY id',
    )
  ).rows;

const contatos = async () =>
  (
    await db.query(
      `SELECT cpf, email_secundario AS "emailSecundario", telefone, celular, vinculo FROM usuario
        WHERE cpf = ANY ($1::text[]) ORDER BY array_position($1::text[], cpf)`,
      [DEMO_USERS.map((u) => u.cpf)],
    )
  ).rows;
const contatosDemo = ({ cpf, emailSecundario, telefone, celular, vinculo }: DemoUser) => ({
  cpf,
  emailSecundario,
  telefone,
  celular,
  vinculo,
});

describe('seed', () => {
  it('seeds once, deterministically, with valid unique CPFs', async () => {
    const first = await seedIfEmpty(db, { servidores: 400 });
    expect(first.seeded).toBe(true);
    expect((await seedIfEmpty(db, { servidores: 400 })).seeded).toBe(false);
    const a = await snapshot();
    expect(a).toHaveLength(400);
    expect(new Set(a.map((r) => r.cpf)).size).toBe(400);
    for (const r of a) expect(isCpf(r.cpf)).toBe(true);
    await clearAll(db);
    await seedIfEmpty(db, { servidores: 400 });
    expect(await snapshot()).toEqual(a);
  });

  it('has at least 8 units, the demo users with valid CPFs and re-running migrations is a no-op', async () => {
    const units = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM unidade')).rows[0].n;
    expect(units).toBeGreaterThanOrEqual(8);
    for (const u of DEMO_USERS) {
      expect(isCpf(u.cpf)).toBe(true);
      const { rows } = await db.query<{ unidade_codigo: string }>(
        'SELECT DISTINCT unidade_codigo FROM usuario_unidade_papel WHERE cpf = $1',
        [u.cpf],
      );
      expect(rows.map((r) => r.unidade_codigo).sort()).toEqual(u.unidades.map((x) => x.codigo).sort());
    }
    expect(await contatos()).toEqual(DEMO_USERS.map(contatosDemo));
    // Each starts with the terms accepted (migrations 004, 017, 042), so a first sign-in goes on.
    const aceites = await db.query<{ cpf: string }>('SELECT DISTINCT cpf FROM termo_uso_aceite WHERE cpf = ANY ($1)', [
      DEMO_USERS.map((u) => u.cpf),
    ]);
    expect(aceites.rows.map((r) => r.cpf).sort()).toEqual(DEMO_USERS.map((u) => u.cpf).sort());
    expect(await migrate(db)).toEqual([]);
  });

  it('adds a demo user the database was seeded without, with a role papeis.json gained since and the notices acknowledged', async () => {
    const papeisDe = async (cpf: string) =>
      (
        await db.query<{ p: string }>(
          'SELECT unidade_codigo || $2 || papel_codigo AS p FROM usuario_unidade_papel WHERE cpf = $1 ORDER BY 1',
          [cpf, ':'],
        )
      ).rows.map((r) => r.p);
    const ciencias = async (cpf: string) =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM aviso_ciencia WHERE cpf = $1', [cpf])).rows[0].n;
    const papeisAntes = await papeisDe(ELISA.cpf);
    const cienciasAntes = await ciencias(ELISA.cpf);
    expect(papeisAntes).toEqual(['1501:ANALISTA_TELAS', '1501:RH_CONSULTA']);
    expect(cienciasAntes).toBeGreaterThan(0);
    // As on a database seeded before Elisa and before her role existed.
    await db.query('DELETE FROM aviso_ciencia WHERE cpf = $1', [ELISA.cpf]);
    await db.query('DELETE FROM usuario_unidade_papel WHERE cpf = $1', [ELISA.cpf]);
    await db.query('DELETE FROM usuario WHERE cpf = $1', [ELISA.cpf]);
    await db.query(`DELETE FROM papel_recurso WHERE papel_codigo = 'ANALISTA_TELAS'`);
    await db.query(`DELETE FROM papel WHERE codigo = 'ANALISTA_TELAS'`);
    expect((await seedIfEmpty(db, { servidores: 400 })).seeded).toBe(false);
    expect(await papeisDe(ELISA.cpf)).toEqual(papeisAntes);
    expect(await ciencias(ELISA.cpf)).toBe(cienciasAntes);
    expect(await contatos()).toEqual(DEMO_USERS.map(contatosDemo));
    const papel = await db.query(`SELECT nome FROM papel WHERE codigo = 'ANALISTA_TELAS'`);
    expect(papel.rows).toEqual([{ nome: 'Analista de telas' }]);
    // The grants come back with the sync every start runs after the seed.
    await syncRecursos(db);
  });

  it("completes the demo users' contacts and bond on a database seeded before they were recorded", async () => {
    await db.query('UPDATE usuario SET email_secundario = NULL, telefone = NULL, celular = NULL, vinculo = NULL');
    expect((await seedIfEmpty(db, { servidores: 400 })).seeded).toBe(false);
    expect(await contatos()).toEqual(DEMO_USERS.map(contatosDemo));
  });

  it("every catalogued endpoint has a handler (the security service's are built by app.ts with its keys)", () => {
    for (const ep of loadCatalogue())
      if (ep.resource !== 'seguranca') expect(HANDLERS[ep.name], ep.name).toBeTypeOf('function');
  });

  it('seeds work for the writing screens: pending and rejected access requests with their history, notices with theirs', async () => {
    const req = (
      await db.query<{ cpf: string; unidade_codigo: string; situacao: string; senha_hash: string | null; id: number }>(
        'SELECT id, cpf, unidade_codigo, situacao, senha_hash FROM solicitacao_acesso ORDER BY id',
      )
    ).rows;
    expect(req.filter((r) => r.unidade_codigo === '1501' && r.situacao === 'PENDENTE').length).toBeGreaterThanOrEqual(
      3,
    );
    for (const r of req) {
      expect(isCpf(r.cpf)).toBe(true);
      expect(r.senha_hash).toMatch(/^scrypt\$/);
    }
    const rejected = req.find((r) => r.situacao === 'REPROVADA')!;
    const trail = await db.query<{ entidade: string; registro_id: string }>(
      'SELECT entidade, registro_id FROM auditoria',
    );
    expect(trail.rows).toContainEqual({ entidade: 'solicitacao_acesso', registro_id: String(rejected.id) });
    const avisos = (await db.query<{ id: number }>('SELECT id FROM aviso')).rows;
    for (const a of avisos) expect(trail.rows).toContainEqual({ entidade: 'aviso', registro_id: String(a.id) });
  });

  it('opens adjustments after payment in every unit: a late unjustified absence took one avo of the paid year', async () => {
    const { pago } = anosGratificacao();
    const { rows } = await db.query<{
      unidade: string;
      avos_pagos: number;
      avos_apurados: number;
      tipo: string;
      situacao: string;
      faltas: number;
    }>(
      `SELECT x.unidade_codigo AS unidade, x.avos_pagos, x.avos_apurados, x.tipo, x.situacao,
         (SELECT count(*)::int FROM ausencia a WHERE a.servidor_id = x.servidor_id AND a.origem = 'PORTAL' AND a.codigo_tipo = 401
            AND a.data_inicio >= make_date($1, 1, 1) AND a.data_fim <= make_date($1, 12, 31)) AS faltas
       FROM avos_alterado x WHERE x.ano = $1`,
      [pago],
    );
    const comServidores = await db.query<{ unidade: string }>(
      `SELECT DISTINCT i.unidade_codigo AS unidade FROM gratificacao_natalina g JOIN instituicao i ON i.codigo = g.instituicao_codigo
       WHERE g.ano = $1 AND g.situacao = 'PAGA' AND g.fim_exercicio IS NULL AND g.inicio_exercicio = make_date($1, 1, 1)
         AND (g.avos = 12 OR EXISTS (SELECT 1 FROM avos_alterado x WHERE x.servidor_id = g.servidor_id))`,
      [pago],
    );
    expect(new Set(rows.map((r) => r.unidade))).toEqual(new Set(comServidores.rows.map((r) => r.unidade)));
    expect(rows.map((r) => r.unidade)).toContain('1501'); // SEPLAG, where the demo users work
    for (const r of rows)
      expect(r).toMatchObject({
        avos_pagos: 12,
        avos_apurados: 11,
        tipo: 'A_RESTITUIR',
        situacao: 'PENDENTE',
        faltas: 1,
      });
  });

  it('the default size keeps the shapes of every size: rows per servant of each bulk table within the documented ratios', async () => {
    // Measured at 5,000, 60,000 and 600,000 servants (docs/PERFORMANCE.md, 'A state seed in
    // minutes'): the three sizes agree to within a few per cent, so a change of how the seed
    // inserts that changed what it inserts lands outside these bands. Absences (from 2025) and
    // bonuses (one per year from 2025) grow with the calendar: they are counted per year.
    await clearAll(db);
    const { servidores } = await seedIfEmpty(db, { servidores: DEFAULT_SERVANTS });
    // Bonuses: one per servant and calendar year. Absences: as many as the days since 1 January
    // 2025 bring (a count per calendar year fell to 0.29 on 5 January, with a year just begun).
    const anos = anosGratificacao().aberto - PRIMEIRO_ANO_GRATIFICACAO + 1;
    const anosDecorridos =
      (Date.parse(hojeBrasilia()) - Date.parse(`${PRIMEIRO_ANO_GRATIFICACAO}-01-01`)) / (365.25 * 864e5);
    const n = async (sql: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0].n;
    // The progressions follow each servant's generated career up to today, so their counts move
    // with the calendar: the bands hold what the default seed gave from December 2026 to January
    // 2034 (evaluations 2.83–3.38 a servant, highest early in a year; progressions 0.78–0.83;
    // absences 0.43–0.47 a year), under the test clock (scripts/clock).
    const porServidor: [string, number, number, number][] = [
      ['progressao_servidor', await n('progressao_servidor'), 0.72, 0.86],
      [
        "progressao_servidor WHERE situacao = 'VALIDADA'",
        await n("progressao_servidor WHERE situacao = 'VALIDADA'"),
        0.5,
        0.62,
      ],
      ['avaliacao_desempenho', await n('avaliacao_desempenho'), 2.6, 3.6],
      ['publicacao_progressao', await n('publicacao_progressao'), 0.55, 0.68],
      ['ausencia (por ano decorrido)', (await n('ausencia')) / anosDecorridos, 0.4, 0.5],
      ['gratificacao_natalina (por ano)', (await n('gratificacao_natalina')) / anos, 0.9, 0.99],
      ['pensionista', await n('pensionista'), 0.115, 0.145],
      ['recadastramento', await n('recadastramento'), 0.19, 0.23],
      ['pagamento_suspenso', await n('pagamento_suspenso'), 0.04, 0.056],
      ['pensao_especial', await n('pensao_especial'), 0.011, 0.017],
      ['curatela', await n('curatela'), 0.005, 0.009],
    ];
    for (const [tabela, linhas, min, max] of porServidor) {
      expect(linhas / servidores, tabela).toBeGreaterThanOrEqual(min);
      expect(linhas / servidores, tabela).toBeLessThanOrEqual(max);
    }
    // By construction: a process for every fifth servant and a second for every fifteenth; a
    // withheld payment for every second process and a second month for every sixth.
    const processos = await n('processo_judicial');
    expect(processos).toBe(Math.ceil(servidores / 5) + Math.ceil(servidores / 15));
    expect(await n('pagamento_retido')).toBe(Math.floor(processos / 2) + Math.floor(processos / 6));
    expect(await n('publicacao_progressao')).toBe(
      (await n("progressao_servidor WHERE situacao = 'VALIDADA'")) +
        (await n("progressao_servidor WHERE situacao = 'VALIDADA' AND id % 10 = 0")),
    );
  }, 120_000); // counts over the bulk tables of the default seed: ~8 s on PGlite, up to 30 s on a busy PostgreSQL
});
