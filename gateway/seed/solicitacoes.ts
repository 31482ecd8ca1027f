/**
 * Demo access requests ('Solicitações de cadastros', /usuarios/solicitacoes/), so the screen has
 * work to do at both seed sizes: pending requests at SEPLAG (where Ana administers), SEE and SES,
 * and one SEPLAG request already rejected by Ana with its reason and its audit row (the history the
 * 'reprovar' endpoint would have written — deterministic, not replayed). Fixed people with valid
 * CPFs that belong to no demo user and no servant of the seed's CPF generator; the requested
 * password of every demo request is the demo password, so approving one in the demo gives a user
 * who can sign in at once (with `Portal@2026`).
 */
import { cpfFromBase } from '../lib/cpf.ts';
import { hashPassword } from '../lib/password.ts';
import { ANA, DEMO_PASSWORD } from '../db/demo-users.ts';
import { insertAuditRow } from '../lib/write.ts';
import type { Db } from '../db/types.ts';

interface SolicitacaoSeed {
  base: string;
  nome: string;
  email: string;
  unidade: string;
  papeis: string[];
  justificativa: string | null;
  diasAtras: number;
  reprovada?: string;
}

export const SOLICITACOES_SEED: SolicitacaoSeed[] = [
  {
    base: '700100200',
    nome: 'Helena Duarte Campos',
    email: 'helena.campos@planejamento.mg.gov.br',
    unidade: '1501',
    papeis: ['RH_CONSULTA'],
    justificativa: 'Nova analista da Diretoria de Pagamento, precisa consultar os dados funcionais.',
    diasAtras: 2,
  },
  {
    base: '700100201',
    nome: 'Rafael Nunes Teixeira',
    email: 'rafael.teixeira@ipsemg.mg.gov.br',
    unidade: '1501',
    papeis: ['ATENDIMENTO'],
    justificativa: 'Atendimento aos servidores na central do IPSEMG.',
    diasAtras: 5,
  },
  {
    base: '700100202',
    nome: 'Patrícia Lemos Andrade',
    email: 'patricia.andrade@fjp.mg.gov.br',
    unidade: '1501',
    papeis: ['RH_CONSULTA', 'ATENDIMENTO'],
    justificativa: null,
    diasAtras: 9,
  },
  {
    base: '700100203',
    nome: 'Otávio Ribeiro Mendes',
    email: 'otavio.mendes@gmail.com',
    unidade: '1501',
    papeis: ['ADMINISTRADOR'],
    justificativa: 'Quero acesso completo.',
    diasAtras: 20,
    reprovada: 'Perfil de administrador só é concedido a servidores da unidade com designação formal.',
  },
  {
    base: '700100204',
    nome: 'Luciana Prado Fonseca',
    email: 'luciana.fonseca@educacao.mg.gov.br',
    unidade: '1261',
    papeis: ['RH_CONSULTA'],
    justificativa: 'Inspetora escolar da SRE Metropolitana A.',
    diasAtras: 1,
  },
  {
    base: '700100205',
    nome: 'Marcos Vinícius Araújo',
    email: 'marcos.araujo@saude.mg.gov.br',
    unidade: '1321',
    papeis: ['ATENDIMENTO'],
    justificativa: null,
    diasAtras: 3,
  },
];

export async function seedSolicitacoes(db: Db): Promise<void> {
  const senha = await hashPassword(DEMO_PASSWORD);
  for (const s of SOLICITACOES_SEED) {
    const criada = `now() - interval '${s.diasAtras} days'`;
    const {
      rows: [{ id, criada_em: criadaEm }],
    } = await db.query<{ id: number; criada_em: Date }>(
      `INSERT INTO solicitacao_acesso (cpf, nome, email, unidade_codigo, papeis, justificativa, senha_hash, criada_em, situacao, motivo_reprovacao, analisada_por, analisada_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, ${criada}, $8, $9, $10, CASE WHEN $10::text IS NULL THEN NULL ELSE ${criada} + interval '1 day' END)
       RETURNING id, criada_em`,
      [
        cpfFromBase(s.base),
        s.nome,
        s.email,
        s.unidade,
        s.papeis,
        s.justificativa,
        senha,
        s.reprovada ? 'REPROVADA' : 'PENDENTE',
        s.reprovada ?? null,
        s.reprovada ? ANA.cpf : null,
      ],
    );
    if (s.reprovada)
      await insertAuditRow(db, {
        cpf: ANA.cpf,
        unidade: ANA.unidade,
        em: new Date(criadaEm.getTime() + 864e5),
        endpoint: 'usuarioPapelSolicitacao.reprovar',
        entidade: 'solicitacao_acesso',
        registroId: id,
        alteracoes: {
          situacao: { de: 'PENDENTE', para: 'REPROVADA' },
          motivoReprovacao: { de: null, para: s.reprovada },
        },
      });
  }
}
