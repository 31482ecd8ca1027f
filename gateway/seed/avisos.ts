/**
 * The demo notices ('Avisos', migration 008): three notices of SEPLAG created by Ana, so
 * 'Consultar avisos' has something to show — one ATIVO and in force addressed to every institution
 * of SEPLAG and SEE (every role), one INATIVO, and one ATIVO whose vigência ended last month. Their
 * dates follow the seed day (Brasília), so the first one is in force and the last one over whenever
 * the database is created; the rest is fixed text.
 *
 * The three demo users (gateway/db/demo-users.ts) have already acknowledged ('Ciente') every seeded
 * notice, so a demo sign-in — and every browser test that signs in — is not interrupted by the
 * notice popup, as migration 004 does for the terms of use. A notice created afterwards (in the
 * demo or in a test) pops up as it should. A database seeded before migration 008 simply has no
 * notices: the migration creates empty tables and nothing here runs on it.
 */
import { ANA, DEMO_USERS } from '../db/demo-users.ts';
import { insertAuditRow } from '../lib/write.ts';
import type { Db } from '../db/types.ts';
import { HOJE_SQL } from '../lib/text.ts';
import { addMeses, primeiroDia, ultimoDia } from '../servidores/prng.ts';

interface AvisoSeed {
  titulo: string;
  texto: string;
  situacao: 'ATIVO' | 'INATIVO';
  /** Competence offsets (months from the seed month) of the start and of the end (null: open). */
  inicio: number;
  fim: number | null;
  instituicoes: string[];
  papeis: string[];
}

const SEPLAG_SEE = ['1501', '2011', '2051', '1261', '2351'];

export const AVISOS_SEED: AvisoSeed[] = [
  {
    titulo: 'Recadastramento anual dos servidores',
    texto:
      '<p>Prezados servidores,</p><p>Está aberto o <strong>recadastramento anual</strong>. Atualize seus dados pessoais e ' +
      'de contato até o fim do período informado pela sua unidade.</p><ul><li>Tenha em mãos um documento de identidade;</li>' +
      '<li>confira endereço, telefone e e-mail;</li><li>em caso de dúvida, procure o RH da sua instituição.</li></ul>',
    situacao: 'ATIVO',
    inicio: 0,
    fim: null,
    instituicoes: SEPLAG_SEE,
    papeis: [],
  },
  {
    titulo: 'Manutenção programada do portal',
    texto:
      '<p>O Portal RH ficará <em>indisponível</em> durante a manutenção programada do fim de semana.</p>' +
      '<p>Planeje suas consultas com antecedência.</p>',
    situacao: 'INATIVO',
    inicio: -1,
    fim: 1,
    instituicoes: ['1501', '2011', '2051'],
    papeis: ['ADMINISTRADOR'],
  },
  {
    titulo: 'Prazo de envio da frequência mensal',
    texto:
      '<h3>Frequência mensal</h3><p>A frequência do mês deve ser enviada até o <strong>dia 10</strong>. ' +
      'Envios fora do prazo serão processados na folha seguinte.</p><blockquote>Dúvidas: ' +
      '<a href="mailto:rh@planejamento.mg.gov.br">rh@planejamento.mg.gov.br</a></blockquote>',
    situacao: 'ATIVO',
    inicio: -2,
    fim: -1,
    instituicoes: SEPLAG_SEE,
    papeis: ['RH_CONSULTA', 'ADMINISTRADOR'],
  },
];

/** Inserts the demo notices and the demo users' 'Ciente' on each (inside the seed's transaction). */
export async function seedAvisos(db: Db): Promise<void> {
  const {
    rows: [{ hoje }],
  } = await db.query<{ hoje: string }>(`SELECT to_char(${HOJE_SQL}, 'YYYY-MM-DD') AS hoje`);
  const mes = Number(hoje.slice(0, 4)) * 100 + Number(hoje.slice(5, 7));
  for (const a of AVISOS_SEED) {
    const inicio = primeiroDia(addMeses(mes, a.inicio));
    const {
      rows: [{ id, criado_em: criadoEm }],
    } = await db.query<{ id: number; criado_em: Date }>(
      `INSERT INTO aviso (unidade_codigo, titulo, texto, data_inicio, data_fim, situacao, criado_por, criado_em)
       VALUES ($1, $2, $3, $4::date, $5::date, $6, $7, ($4::date - 3 + time '09:00') AT TIME ZONE 'America/Sao_Paulo') RETURNING id, criado_em`,
      [
        ANA.unidade,
        a.titulo,
        a.texto,
        inicio,
        a.fim === null ? null : ultimoDia(addMeses(mes, a.fim)),
        a.situacao,
        ANA.cpf,
      ],
    );
    await db.query('INSERT INTO aviso_instituicao (aviso_id, instituicao_codigo) SELECT $1, unnest($2::text[])', [
      id,
      a.instituicoes,
    ]);
    // Their audit trail, as the endpoints would have written it (deterministic history): the
    // creation and, for the inactive one, its inactivation a day later.
    const quem = { cpf: ANA.cpf, unidade: ANA.unidade, entidade: 'aviso', registroId: id };
    await insertAuditRow(db, {
      ...quem,
      em: criadoEm,
      endpoint: 'aviso.cadastrarNovoAviso',
      alteracoes: {
        titulo: { de: null, para: a.titulo },
        situacao: { de: null, para: 'ATIVO' },
        instituicoes: { de: null, para: a.instituicoes },
      },
    });
    if (a.situacao === 'INATIVO')
      await insertAuditRow(db, {
        ...quem,
        em: new Date(criadoEm.getTime() + 864e5),
        endpoint: 'aviso.inativarAviso',
        alteracoes: { situacao: { de: 'ATIVO', para: 'INATIVO' } },
      });
    if (a.papeis.length)
      await db.query('INSERT INTO aviso_papel (aviso_id, papel_codigo) SELECT $1, unnest($2::text[])', [id, a.papeis]);
    for (const u of DEMO_USERS) {
      await db.query(
        `INSERT INTO aviso_ciencia (aviso_id, cpf, unidade_codigo, ciente_em)
         VALUES ($1, $2, $3, ($4::date + time '10:00') AT TIME ZONE 'America/Sao_Paulo')`,
        [id, u.cpf, u.unidade, inicio],
      );
    }
  }
}
