/**
 * 'Apuração por órgão': queueing the recomputation of an institution's bonus year as a job
 * (gateway/domain/apuracao-tarefas.ts runs it) and the list of the unit's jobs with their progress.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { forbidden, ok } from '../../lib/envelope.ts';
import { lista, valorNumero } from '../lista.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import { write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from './pesquisa-servidor.ts';

const apurarInstituicao: Handler<'apuraGratificacao.apurarInstituicao'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const orgao = str(input.orgaoEntidade);
    const ano = Number(input.ano);
    if (!(await orgaoDaUnidade(w.tx, orgao, auth!.unidade))) w.refuse(forbidden(MSG_ORGAO_FORA));
    const aberta = await w.tx.query<{ id: number }>(
      `SELECT id FROM apuracao_tarefa WHERE instituicao_codigo = $1 AND ano = $2 AND status IN ('PENDENTE', 'PROCESSANDO')`,
      [orgao, ano],
    );
    if (aberta.rows[0])
      w.invalid(
        'orgaoEntidade',
        `Já há uma apuração deste órgão para ${ano} em andamento (nº ${aberta.rows[0].id}). Aguarde a conclusão.`,
      );
    const { rows: n } = await w.tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gratificacao_natalina WHERE ano = $1 AND instituicao_codigo = $2 AND situacao <> 'PAGA'`,
      [ano, orgao],
    );
    if (!n[0].n)
      w.invalid(
        'ano',
        `Não há gratificação em aberto deste órgão em ${ano}: um ano já pago só muda pelo acerto de avos após o pagamento.`,
      );
    const { rows } = await w.tx.query<{ id: number }>(
      `INSERT INTO apuracao_tarefa (unidade_codigo, instituicao_codigo, ano, cpf, total) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [auth!.unidade, orgao, ano, auth!.sub, n[0].n],
    );
    const id = rows[0].id;
    await w.audit('apuracao_tarefa', id, {
      situacao: { de: null, para: 'PENDENTE' },
      instituicao: { de: null, para: orgao },
      ano: { de: null, para: ano },
    });
    return ok(
      { id, total: n[0].n },
      undefined,
      `Apuração nº ${id} agendada: ${n[0].n.toLocaleString('pt-BR')} gratificações em aberto serão recalculadas. Acompanhe o andamento nesta tela.`,
    );
  });

type Tarefa = RecordOf<'apuraGratificacao.tarefas'>;

const tarefas: Handler<'apuraGratificacao.tarefas'> = lista({
  de: 'FROM apuracao_tarefa t JOIN instituicao i ON i.codigo = t.instituicao_codigo LEFT JOIN usuario u ON u.cpf = t.cpf',
  colunas: `t.id, i.sigla || ' - ' || i.nome AS instituicao, t.ano, t.status, t.processados, t.total, t.alterados, COALESCE(u.nome, t.cpf) AS "solicitadoPor",
    ${dataHoraSql('t.criado_em')} AS "criadoEm", COALESCE(${dataHoraSql('t.concluido_em')}, '') AS "concluidoEm", COALESCE(t.mensagem_erro, '') AS "mensagemErro"`,
  escopo: ['t.unidade_codigo = $1'],
  filtros: { ano: { valor: valorNumero, sql: (n) => `t.ano = ${n}` } },
  // Newest first, unless the grid asks the oldest.
  ordem: {
    campos: { criadoEm: 't.criado_em' },
    padrao: 'criadoEm',
    direcao: 'DESC',
    estrita: true,
    desempate: (dir) => `t.id ${dir}`,
  },
  linha: (r: Tarefa & Required<Pick<Tarefa, 'processados' | 'total'>>) => {
    const percentual = r.total ? Math.floor((100 * r.processados) / r.total) : 100;
    return {
      ...r,
      percentual,
      progresso: `${r.processados.toLocaleString('pt-BR')} de ${r.total.toLocaleString('pt-BR')} (${percentual}%)`,
    };
  },
});

export const apuracaoTarefasHandlers = {
  'apuraGratificacao.apurarInstituicao': apurarInstituicao,
  'apuraGratificacao.tarefas': tarefas,
} satisfies Handlers<'apuraGratificacao.apurarInstituicao' | 'apuraGratificacao.tarefas'>;
