/**
 * Seed of 'Recadastramento' (migration 018), set-based SQL over `servidor`, so it costs a few
 * statements at any size (500 servants in the tests, 5,000 by default, hundreds of thousands in
 * the state seed):
 * - every inactive servant (situacao_funcional 'Aposentado') is an inactive pensioner (INATIVO);
 * - every fifth servant who left service ('Exonerado') instituted a special pension (pensao_especial)
 *   paid to one to three beneficiaries, new persons (spouse, and minor children — guardianship);
 * - contacts and address (a CEP of the CEP table), with about one mobile in thirteen failing the
 *   spec's mobile rule and one in twenty missing, so the SMS file has something to leave out;
 * - re-registration history from the state payroll system (origem SISAP): about 70% re-registered
 *   in the current cycle, 20% only in the previous one, 10% never (docs/RECADASTRAMENTO.md);
 * - suspended payments for missed re-registrations, some released (a late re-registration), a few
 *   blocked by court order;
 * - curatorships/guardianships: open ones and finished ones.
 * Idempotent: does nothing when `pensionista` already has rows (or there are no servants yet), so
 * an existing database gets it at its next start.
 */
import type { Db } from '../db/types.ts';
import { HOJE_SQL as HOJE } from '../lib/text.ts';
import { comIndicesDepois } from './indices-depois.ts';

/** A deterministic mobile/phone/e-mail of integer key `h` (SQL); `prefixo` names the e-mail. */
function contatosSql(chave: string, prefixo: string): string {
  const h = `(${chave})::bigint`;
  return `CASE WHEN ${h} % 20 = 3 THEN NULL
       WHEN ${h} % 13 = 5 THEN '31' || (3 + ${h} % 5)::text || lpad(((${h} * 7919) % 100000000)::text, 8, '0')
       ELSE (ARRAY['31','31','31','32','33','34','35','37','38'])[(1 + ${h} % 9)::int] || '9' || lpad(((${h} * 104729) % 100000000)::text, 8, '0') END,
     CASE WHEN ${h} % 3 = 0 THEN NULL ELSE '313' || lpad(((${h} * 31) % 10000000)::text, 7, '0') END,
     ${prefixo} || '.' || ${h} || '@email.com.br'`;
}

/** The address columns of a CEP row `c` (from the CTE below) and a house number of `h`. */
const enderecoSql = (h: string) =>
  `c.cep, c.logradouro, (1 + ${h} % 1800)::text, CASE WHEN ${h} % 4 = 0 THEN 'Apto ' || (101 + ${h} % 12) END, c.bairro, c.municipio, c.uf`;

const CEPS = `c AS (SELECT cep, logradouro, bairro, municipio, uf, row_number() OVER (ORDER BY cep)::int AS rn, count(*) OVER ()::int AS n FROM cep)`;

const COLUNAS_CONTATO = `celular, telefone, email, cep, logradouro, numero_endereco, complemento, bairro, municipio, uf`;

const PRIMEIROS_F = `ARRAY['Maria','Ana','Francisca','Antônia','Adriana','Juliana','Márcia','Fernanda','Patrícia','Aline','Helena','Sofia','Alice','Laura','Valentina']`;
const PRIMEIROS_M = `ARRAY['José','João','Antônio','Francisco','Carlos','Paulo','Pedro','Lucas','Luiz','Marcos','Miguel','Arthur','Heitor','Bernardo','Davi']`;
const SEM_ACENTO = (e: string) => `translate(lower(${e}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

export async function seedRecadastramento(db: Db): Promise<void> {
  const ja = await db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM pensionista)::int + (SELECT CASE WHEN EXISTS (SELECT 1 FROM servidor) THEN 0 ELSE 1 END) AS n',
  );
  if (ja.rows[0].n > 0) return;
  const tabelas = ['pensionista', 'recadastramento', 'pagamento_suspenso', 'curatela'];
  await comIndicesDepois(db, tabelas, () =>
    db.transaction(async (tx) => {
      // Inactive pensioners: the retired servants.
      await tx.query(`WITH ${CEPS}
      INSERT INTO pensionista (numero_pessoa, tipo, servidor_id, instituicao_codigo, nome, nome_busca, cpf, data_nascimento, sexo, ${COLUNAS_CONTATO})
      SELECT s.numero_funcionario, 'INATIVO', s.id, s.instituicao_codigo, s.nome, s.nome_busca, s.cpf, s.data_nascimento, s.sexo,
             ${contatosSql('s.id', `split_part(s.nome_busca, ' ', 1)`)}, ${enderecoSql('s.id')}
        FROM servidor s JOIN c ON c.rn = 1 + s.id % c.n
       WHERE s.situacao_funcional = 'Aposentado'
       ORDER BY s.id`);

      // Special pensions instituted by servants who left service, and their beneficiaries.
      await tx.query(`INSERT INTO pensao_especial (numero, instituicao_codigo, instituidor_id, especie, fundamento_legal, data_concessao, valor)
      SELECT 100000 + row_number() OVER (ORDER BY s.id), s.instituicao_codigo, s.id,
             (ARRAY['Pensão especial por morte em serviço', 'Pensão especial graciosa', 'Pensão especial de ex-combatente'])[1 + s.id % 3],
             (ARRAY['Lei nº 13.054, de 23/12/1998', 'Lei nº 11.755, de 15/03/1995', 'Lei nº 9.380, de 18/12/1986'])[1 + s.id % 3],
             LEAST(s.data_admissao + (365 + s.id % 4000), DATE '2025-06-30'),
             round((1800 + (s.id * 37) % 6000)::numeric, 2)
        FROM servidor s WHERE s.situacao_servidor = 'Exonerado' AND s.id % 5 = 0`);
      await tx.query(`WITH ${CEPS},
      b AS (
        SELECT p.numero, p.instituicao_codigo, k, 1 + p.numero % 3 AS total, (p.numero * 10 + k)::bigint AS h,
               split_part(s.nome, ' ', 2) || ' ' || split_part(s.nome, ' ', 3) AS sobrenome,
               CASE WHEN (p.numero + k) % 2 = 0 THEN 'F' ELSE 'M' END AS sexo
          FROM pensao_especial p JOIN servidor s ON s.id = p.instituidor_id, generate_series(1, 1 + p.numero % 3) k),
      n AS (
        SELECT b.*, (CASE WHEN sexo = 'F' THEN ${PRIMEIROS_F} ELSE ${PRIMEIROS_M} END)[(1 + (h * 7) % 15)::int] || ' ' || sobrenome AS nome,
               recad_cpf_de_base(lpad(((h * 48271) % 999999999)::text, 9, '0')) AS cpf
          FROM b)
      INSERT INTO pensionista (numero_pessoa, tipo, pensao_especial_numero, parentesco, cota, instituicao_codigo, nome, nome_busca, cpf, data_nascimento, sexo, ${COLUNAS_CONTATO})
      SELECT '9' || lpad(n.h::text, 7, '0'), 'PENSAO_ESPECIAL', n.numero, CASE WHEN n.k = 1 THEN 'Cônjuge' ELSE 'Filho(a)' END,
             round(100.0 / n.total, 2), n.instituicao_codigo, n.nome, ${SEM_ACENTO('n.nome')}, n.cpf,
             CASE WHEN n.k = 1 THEN make_date((1950 + n.numero % 25)::int, (1 + (n.h * 7) % 12)::int, (1 + (n.h * 3) % 28)::int)
                  ELSE make_date((2005 + n.h % 15)::int, (1 + (n.h * 5) % 12)::int, (1 + (n.h * 11) % 28)::int) END,
             n.sexo, ${contatosSql('n.h', `split_part(${SEM_ACENTO('n.nome')}, ' ', 1)`)}, ${enderecoSql('n.h')}
        FROM n JOIN c ON c.rn = 1 + n.h % c.n
       WHERE NOT EXISTS (SELECT 1 FROM servidor s WHERE s.cpf = n.cpf)
       ORDER BY n.h`);

      // Re-registrations done in the state payroll system: the previous cycle (90%; the ninth
      // pensioner late, after a suspension) and the current one (70%).
      await tx.query(`WITH p AS (
        SELECT p.id, i.unidade_codigo, recad_inicio_ciclo(p.data_nascimento, ${HOJE}) AS ini FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo)
      INSERT INTO recadastramento (pensionista_id, data, origem, unidade_codigo, registrado_em)
      SELECT id, d, 'SISAP', unidade_codigo, d::timestamp + time '10:00' FROM (
        SELECT id, unidade_codigo, (ini - interval '1 year')::date + CASE WHEN id % 9 = 0 THEN 70 ELSE id % 20 END AS d FROM p WHERE id % 10 <> 9
        UNION ALL
        SELECT id, unidade_codigo, LEAST(${HOJE}, ini + id % 25) FROM p WHERE id % 10 < 7) r
      ORDER BY d, id`);
      await tx.query(
        `UPDATE pensionista p SET ultimo_recadastramento = r.d FROM (SELECT pensionista_id, max(data) AS d FROM recadastramento GROUP BY pensionista_id) r WHERE r.pensionista_id = p.id`,
      );

      // Payments: suspended for the missed re-registration of this cycle (two months after the
      // birthday month opened); released after a late re-registration in the previous one; blocked.
      const valor = `CASE WHEN p.tipo = 'INATIVO' THEN round((2500 + (p.id * 37) % 8000)::numeric, 2) ELSE round(pe.valor * p.cota / 100, 2) END`;
      await tx.query(`WITH p AS (
        SELECT p.*, recad_inicio_ciclo(p.data_nascimento, ${HOJE}) AS ini FROM pensionista p)
      INSERT INTO pagamento_suspenso (pensionista_id, tipo, motivo, ano_mes_suspensao, data_suspensao, valor, data_liberacao)
      SELECT p.id, 'SUSPENSO', 'Ausência de recadastramento', to_char(p.ini + interval '2 months', 'YYYYMM')::int, (p.ini + interval '2 months')::date, ${valor}, NULL
        FROM p LEFT JOIN pensao_especial pe ON pe.numero = p.pensao_especial_numero
       WHERE (p.ultimo_recadastramento IS NULL OR p.ultimo_recadastramento < p.ini) AND p.ini + interval '2 months' <= ${HOJE}
      UNION ALL
      SELECT p.id, 'SUSPENSO', 'Ausência de recadastramento', to_char(p.ini - interval '10 months', 'YYYYMM')::int, (p.ini - interval '10 months')::date, ${valor},
             (p.ini - interval '1 year')::date + 70
        FROM p LEFT JOIN pensao_especial pe ON pe.numero = p.pensao_especial_numero
       WHERE p.id % 9 = 0 AND p.id % 10 <> 9
      UNION ALL
      SELECT p.id, 'BLOQUEADO', (ARRAY['Determinação judicial', 'Comunicação de óbito em apuração', 'Inconsistência cadastral'])[1 + p.id % 3],
             to_char(${HOJE} - (p.id % 200), 'YYYYMM')::int, ${HOJE} - (p.id % 200), ${valor},
             CASE WHEN p.id % 2 = 0 AND p.id % 200 >= 30 THEN ${HOJE} - (p.id % 200) + 30 END
        FROM p LEFT JOIN pensao_especial pe ON pe.numero = p.pensao_especial_numero
       WHERE p.id % 47 = 0`);

      // Curatorships (adults) and guardianships (minors): open ones and finished ones.
      await tx.query(`WITH p AS (
        SELECT p.*, i.unidade_codigo, ${HOJE} - (200 + p.id % 900) AS inicio FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo
         WHERE p.id % 37 IN (0, 18))
      INSERT INTO curatela (pensionista_id, tipo, curador_nome, curador_cpf, numero_processo, data_inicio, data_fim, motivo_fim, situacao, unidade_codigo)
      SELECT p.id, CASE WHEN age(p.inicio, p.data_nascimento) < interval '18 years' THEN 'TUTELA' ELSE 'CURATELA' END,
             (CASE WHEN p.id % 2 = 0 THEN ${PRIMEIROS_F} ELSE ${PRIMEIROS_M} END)[1 + (p.id * 11) % 15] || ' ' || split_part(p.nome, ' ', 2) || ' ' || split_part(p.nome, ' ', 3),
             recad_cpf_de_base(lpad(((p.id::bigint * 69621) % 999999999)::text, 9, '0')),
             lpad(((p.id * 7) % 9999999)::text, 7, '0') || lpad((p.id % 97)::text, 2, '0') || to_char(p.inicio, 'YYYY') || '813' || lpad((24 + p.id % 300)::text, 4, '0'),
             p.inicio, CASE WHEN p.id % 37 = 18 THEN p.inicio + 150 END,
             CASE WHEN p.id % 37 = 18 THEN 'Levantamento da curatela por sentença judicial.' END,
             CASE WHEN p.id % 37 = 18 THEN 'FINALIZADA' ELSE 'INICIADA' END, p.unidade_codigo
        FROM p ORDER BY p.id`);
      await tx.query(
        `UPDATE pensionista SET situacao_curatela = CASE WHEN id % 37 = 0 THEN 'INICIADA' ELSE 'FINALIZADA' END WHERE id % 37 IN (0, 18)`,
      );
    }),
  );
  // Freshly written pages are not yet 'all visible': without this the situation searches read every
  // row instead of the index alone (migration 022) until autovacuum passes — PGlite has none.
  await db.exec('VACUUM ANALYZE pensionista');
}
