/**
 * Seed of 'Processos judiciais' (migration 017), coherent with the generated servants and set-based
 * (INSERT … SELECT over `servidor`, in ranges of servant ids), so the state seed takes seconds:
 * - the subjects and complements (fixed lists below);
 * - one process for every fifth servant (id % 5 = 1) and a second one for every fifteenth (so the
 *   'outros processos vinculados' tab has something), with a valid CNJ number (check digits by
 *   ISO 7064 mod 97-10 computed in SQL), a court of the State (TJMG, TRT da 3ª Região or TRF da
 *   6ª Região), filing dates between 2015 and 2024, and a situation: most AGUARDANDO_ANALISE, some
 *   ANALISADO (analysed before the portal: no author), a few ARQUIVADO;
 * - a withheld payment for every second process (a second month for every sixth), PAGAMENTO_BLOQUEADO;
 * - at SEPLAG (the demo unit), two payments AGUARDANDO_APROVACAO_DESBLOQUEIO requested by Ana (so
 *   Diego can approve them, and Ana sees she cannot) and one DESBLOQUEIO_APROVADO (requested by Ana,
 *   approved by Diego), with their audit rows.
 * Idempotent: runs only while processo_judicial is empty (existing databases get it at next start,
 * Diego with them: seed/usuarios-demo.ts adds the demo users a database was seeded without).
 */
import { ANA, DIEGO } from '../db/demo-users.ts';
import { insertAuditRow } from '../lib/write.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { Db } from '../db/types.ts';

export const ASSUNTOS: { codigo: number; descricao: string; complementos: string[] }[] = [
  {
    codigo: 1,
    descricao: 'Reajuste de remuneração, proventos ou pensão',
    complementos: ['Revisão geral anual', 'Paridade com servidores ativos', 'Piso salarial profissional'],
  },
  { codigo: 2, descricao: 'Adicional por tempo de serviço', complementos: ['Quinquênio', 'Adicional trintenário'] },
  {
    codigo: 3,
    descricao: 'Pensão alimentícia',
    complementos: ['Desconto em folha', 'Revisão de percentual', 'Exoneração de alimentos'],
  },
  { codigo: 4, descricao: 'Férias-prêmio', complementos: ['Conversão em espécie', 'Contagem de tempo'] },
  {
    codigo: 5,
    descricao: 'Aposentadoria',
    complementos: ['Contagem de tempo especial', 'Abono de permanência', 'Cálculo de proventos'],
  },
  {
    codigo: 6,
    descricao: 'Descontos indevidos',
    complementos: ['Contribuição previdenciária', 'Imposto de renda', 'Reposição ao erário'],
  },
  {
    codigo: 7,
    descricao: 'Progressão e promoção na carreira',
    complementos: ['Progressão', 'Promoção por escolaridade'],
  },
  {
    codigo: 8,
    descricao: 'Penhora e bloqueio de remuneração',
    complementos: ['Penhora de salário', 'Bloqueio por execução fiscal'],
  },
];

/** Complement codes: subject × 10 + position (11, 12, 13, 21 …). */
export const complementoCodigo = (assunto: number, i: number): number => assunto * 10 + i + 1;

/** Servants per INSERT … SELECT of the large seed. */
const FAIXA = 100_000;

/** Courts: J.TR of the CNJ number, the court's name, the origins (OOOO) and their court units. */
const TRIBUNAIS_SQL = `(VALUES
  (0, '8', '13', 'TJMG', ARRAY['0024', '0145', '0702', '0433', '0079'], ARRAY['Vara da Fazenda Pública Estadual de Belo Horizonte', '2ª Vara Cível de Juiz de Fora', 'Vara da Fazenda Pública de Uberlândia', '1ª Vara Cível de Montes Claros', 'Vara da Fazenda Pública de Contagem']),
  (1, '5', '03', 'TRT da 3ª Região', ARRAY['0001', '0014', '0037', '0043', '0092'], ARRAY['1ª Vara do Trabalho de Belo Horizonte', '14ª Vara do Trabalho de Belo Horizonte', '1ª Vara do Trabalho de Juiz de Fora', '2ª Vara do Trabalho de Uberlândia', '1ª Vara do Trabalho de Montes Claros']),
  (2, '4', '06', 'TRF da 6ª Região', ARRAY['3800', '3801', '3803', '3804', '3807'], ARRAY['1ª Vara Federal de Belo Horizonte', '2ª Vara Federal de Belo Horizonte', 'Vara Federal de Juiz de Fora', 'Vara Federal de Uberlândia', 'Vara Federal de Montes Claros'])
) AS t(k, j, tr, nome, origens, varas)`;

/**
 * One range of servants: their processes (set-based). Ordered (a servant's processes one after the
 * other), so each process gets the same id whatever plan the engine picks: without the order PGlite
 * and PostgreSQL numbered them differently, and PostgreSQL's numbering changed with its statistics.
 */
async function processosDaFaixa(db: Db, de: number, ate: number): Promise<void> {
  await db.query(
    `INSERT INTO processo_judicial (numero, servidor_id, instituicao_codigo, unidade_codigo, assunto_codigo, complemento_codigo, tribunal, orgao_julgador,
       data_ajuizamento, valor_causa, polo, fase, tipo_processo_esocial, indicativo_suspensao, data_decisao, deposito_montante_integral,
       situacao, cumprimento, parecer)
     SELECT b.seq || lpad((98 - ((b.seq || b.ano || b.j || b.tr || b.origem)::numeric * 100) % 97)::int::text, 2, '0') || b.ano || b.j || b.tr || b.origem,
            b.sid, b.inst, b.unidade, b.assunto, b.assunto * 10 + 1 + (b.h % c.ncompl), b.nome, b.varas[b.o],
            b.ajuizamento, 500000 + (b.h::bigint * 7919) % 25000000, CASE WHEN b.h % 11 = 0 THEN 'ATIVO' ELSE 'PASSIVO' END,
            (ARRAY['CONHECIMENTO', 'RECURSAL', 'EXECUCAO', 'TRANSITADO'])[1 + b.h % 4], 2,
            CASE WHEN b.sit = 'ANALISADO' THEN (ARRAY['01', '04', '90', '92'])[1 + b.h % 4] END,
            CASE WHEN b.sit = 'ANALISADO' THEN b.ajuizamento + (120 + b.h % 200)::int END,
            b.sit = 'ANALISADO' AND b.h % 5 = 0,
            b.sit,
            CASE WHEN b.sit = 'ANALISADO' THEN (ARRAY['IMPLANTAR', 'SUSPENDER_DESCONTO', 'RETER_PAGAMENTO', 'SEM_IMPACTO'])[1 + b.h % 4] END,
            CASE WHEN b.sit = 'ANALISADO' THEN 'Análise registrada no sistema anterior ao portal.' END
       FROM (
         SELECT a.*, t.j, t.tr, t.nome, t.varas, t.origens[a.o] AS origem
           FROM (
             SELECT s.id AS sid, k, s.instituicao_codigo AS inst, i.unidade_codigo AS unidade,
                    lpad((s.id * 2 + k)::text, 7, '0') AS seq,
                    (2015 + (s.id / 5 * 7 + k) % 10)::text AS ano,
                    (s.id / 5 * 3 + k * 5) % 8 + 1 AS assunto,
                    s.id * 31 + k * 17 AS h,
                    (s.id / 5 + k) % 3 AS tk,
                    1 + (s.id / 5 + k) % 5 AS o,
                    make_date(2015 + (s.id / 5 * 7 + k) % 10, 1 + (s.id / 5 * 5 + k * 7) % 12, 1 + (s.id / 5 * 11 + k) % 28) AS ajuizamento,
                    CASE WHEN (s.id / 5 + k * 3) % 10 < 6 THEN 'AGUARDANDO_ANALISE' WHEN (s.id / 5 + k * 3) % 10 < 9 THEN 'ANALISADO' ELSE 'ARQUIVADO' END AS sit
               FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo CROSS JOIN generate_series(1, 2) AS k
              WHERE s.id BETWEEN $1 AND $2 AND s.id % 5 = 1 AND (k = 1 OR s.id % 15 = 1)
           ) a
           JOIN ${TRIBUNAIS_SQL} ON t.k = a.tk
       ) b
       JOIN (SELECT assunto_codigo, count(*)::int AS ncompl FROM processo_complemento GROUP BY assunto_codigo) c ON c.assunto_codigo = b.assunto
      ORDER BY b.sid, b.k`,
    [de, ate],
  );
}

/** The withheld payments of the processes of one range of servants (set-based). */
async function pagamentosDaFaixa(db: Db, de: number, ate: number): Promise<void> {
  await db.query(
    `INSERT INTO pagamento_retido (processo_id, servidor_id, instituicao_codigo, unidade_codigo, competencia, valor, motivo, bloqueado_em)
     SELECT p.id, p.servidor_id, p.instituicao_codigo, p.unidade_codigo,
            to_char(date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') - make_interval(months => (p.id % 6) + m), 'YYYYMM')::int,
            150000 + (p.id::bigint * 7919 + m * 104729) % 600000,
            CASE p.assunto_codigo
              WHEN 3 THEN 'Retenção determinada em ação de alimentos até a definição do percentual.'
              WHEN 8 THEN 'Bloqueio judicial de remuneração (penhora) determinado no processo.'
              WHEN 6 THEN 'Valor retido até o trânsito em julgado da discussão sobre o desconto.'
              ELSE 'Pagamento retido por determinação judicial no processo.'
            END,
            (date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') - make_interval(months => (p.id % 6) + m) + interval '4 days 10 hours')
              AT TIME ZONE 'America/Sao_Paulo'
       FROM processo_judicial p CROSS JOIN generate_series(0, 1) AS m
      WHERE p.servidor_id BETWEEN $1 AND $2 AND p.id % 2 = 0 AND (m = 0 OR p.id % 6 = 0)`,
    [de, ate],
  );
}

/** The unlock requests of the demo unit (SEPLAG): two pending by Ana, one approved by Diego. */
async function solicitacoesDemo(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number; bloqueado_em: Date }>(
    `SELECT r.id, r.bloqueado_em FROM pagamento_retido r JOIN instituicao i ON i.codigo = r.instituicao_codigo
      WHERE i.unidade_codigo = $1 ORDER BY r.competencia DESC, r.id LIMIT 3`,
    [ANA.unidade],
  );
  for (const [n, r] of rows.entries()) {
    const aprovada = n === 2;
    const solicitadoEm = new Date(r.bloqueado_em.getTime() + 2 * 864e5);
    const analisadoEm = new Date(solicitadoEm.getTime() + 864e5);
    const justificativa = aprovada
      ? 'Decisão judicial revogou a retenção; cópia da decisão anexada ao processo SEI.'
      : 'Servidor apresentou comprovante de quitação da obrigação objeto do processo.';
    const situacao = aprovada ? 'DESBLOQUEIO_APROVADO' : 'AGUARDANDO_APROVACAO_DESBLOQUEIO';
    const {
      rows: [{ id }],
    } = await db.query<{ id: number }>(
      `INSERT INTO solicitacao_desbloqueio (pagamento_id, unidade_codigo, justificativa, solicitado_por, solicitado_em, situacao, analisado_por, analisado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        r.id,
        ANA.unidade,
        justificativa,
        ANA.cpf,
        solicitadoEm,
        aprovada ? 'APROVADA' : 'PENDENTE',
        aprovada ? DIEGO.cpf : null,
        aprovada ? analisadoEm : null,
      ],
    );
    await db.query(`UPDATE pagamento_retido SET situacao = $2, versao = $3 WHERE id = $1`, [
      r.id,
      situacao,
      aprovada ? 3 : 2,
    ]);
    await insertAuditRow(db, {
      cpf: ANA.cpf,
      unidade: ANA.unidade,
      endpoint: 'solicitacoesDesbloqueio.desbloqueioPagamento',
      entidade: 'pagamento_retido',
      registroId: r.id,
      em: solicitadoEm,
      alteracoes: {
        situacao: { de: 'PAGAMENTO_BLOQUEADO', para: 'AGUARDANDO_APROVACAO_DESBLOQUEIO' },
        justificativa: { de: null, para: justificativa },
        idSolicitacao: { de: null, para: id },
      },
    });
    if (aprovada)
      await insertAuditRow(db, {
        cpf: DIEGO.cpf,
        unidade: DIEGO.unidade,
        endpoint: 'solicitacoesDesbloqueio.analisarSolicitacaoDesbloqueioPagamento',
        entidade: 'pagamento_retido',
        registroId: r.id,
        em: analisadoEm,
        alteracoes: { situacao: { de: 'AGUARDANDO_APROVACAO_DESBLOQUEIO', para: 'DESBLOQUEIO_APROVADO' } },
      });
  }
}

/** Seeds the area unless processo_judicial already has rows (or there are no servants yet). */
export async function seedProcessosJudiciais(
  db: Db,
  opts: { progress?: (done: number, total: number) => void } = {},
): Promise<void> {
  const ja = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM processo_judicial');
  if (ja.rows[0].n > 0) return;
  const {
    rows: [{ max }],
  } = await db.query<{ max: number | null }>('SELECT max(id) AS max FROM servidor');
  const demo = await db.query('SELECT 1 FROM usuario WHERE cpf = $1', [ANA.cpf]);
  if (!max || !demo.rows.length) return;
  await db.transaction(async (tx) => {
    const assuntos = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM processo_assunto');
    if (assuntos.rows[0].n > 0) return;
    await insertRows(
      tx,
      'processo_assunto',
      ['codigo', 'descricao'],
      ASSUNTOS.map((a) => [a.codigo, a.descricao]),
    );
    await insertRows(
      tx,
      'processo_complemento',
      ['codigo', 'assunto_codigo', 'descricao'],
      ASSUNTOS.flatMap((a) => a.complementos.map((c, i) => [complementoCodigo(a.codigo, i), a.codigo, c])),
    );
  });
  for (let de = 1; de <= max; de += FAIXA) {
    const ate = de + FAIXA - 1;
    await db.transaction(async (tx) => {
      await processosDaFaixa(tx, de, ate);
      await pagamentosDaFaixa(tx, de, ate);
    });
    opts.progress?.(Math.min(ate, max), max);
  }
  await db.transaction((tx) => solicitacoesDemo(tx));
}
