/**
 * 'Gestão de alterações de avos após pagamento Gratificação Natalina' (avosAlteradoConsolidado)
 * and the servant's adjustments (acertoFinanceiro): the adjustments created when a paid year's avos
 * change (gateway/domain/gratificacao.ts `reapurar`), their indication (PENDENTE → RETIFICAR_ACERTO)
 * and rectification (→ FINALIZADO, which makes the recomputed avos and value the paid ones), each
 * through the AVOS_ALTERADO machine, with version check and audit. The history of an adjustment is
 * its audit trail, so it has one source.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { competenciaToNumber } from '../../../schemas/formats.ts';
import type { Db } from '../../db/types.ts';
import { AVOS_ALTERADO_ENTITY } from '../../domain/entities.ts';
import { AVOS_ALTERADO } from '../../domain/transitions.ts';
import { type Failure, noResult, ok, paginacao } from '../../lib/envelope.ts';
import { type Lista, lista, paginar, valorNumero, valorTexto } from '../lista.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import type { Alteracoes } from '../../lib/write.ts';
import { declaredWrite } from '../declared-write.ts';
import type { AnswerOf, Handler, Handlers } from '../../contract/handler.ts';
import { filtrosIdentificacao } from './pesquisa-servidor.ts';
import { servidorDaUnidade } from './registro-servidor.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';

const TIPOS: Record<string, string> = { A_RECEBER: 'A receber', A_RESTITUIR: 'A restituir' };

const COLUNAS = `x.id AS "idAvosAlteradoDetalhe", s.numero_funcionario AS "numeroFuncionario", s.cpf, s.nome, i.sigla AS instituicao, x.ano,
  x.avos_pagos AS "avosPagos", x.avos_apurados AS "avosApurados", x.valor_pago AS "valorPago", x.valor_devido AS "valorDevido",
  x.valor_devido - x.valor_pago AS diferenca, x.tipo, x.situacao, x.motivo, COALESCE(x.indicacao, '') AS indicacao,
  COALESCE(lpad((x.ano_mes_acerto % 100)::text, 2, '0') || '/' || (x.ano_mes_acerto / 100)::text, '') AS "competenciaAcerto",
  COALESCE(x.retificacao, '') AS retificacao, ${dataHoraSql('x.criado_em')} AS "criadoEm", ${dataHoraSql('x.atualizado_em')} AS "atualizadoEm", x.versao`;
const DE =
  'FROM avos_alterado x JOIN servidor s ON s.id = x.servidor_id JOIN instituicao i ON i.codigo = s.instituicao_codigo';

const SORT_SQL: Record<string, string> = {
  criadoEm: 'x.criado_em',
  nome: 's.nome_busca',
  ano: 'x.ano',
  situacao: 'x.situacao',
  diferenca: '(x.valor_devido - x.valor_pago)',
};

/** An adjustment as the three reading endpoints answer it (gestão, detalhe, acertos: the same fields). */
type Acerto = RecordOf<'avosAlteradoConsolidado.detalheAvosAposPagamento'>;

/**
 * A row of COLUNAS: the adjustment with the fields every reading endpoint requires, and the
 * amounts in cents as the driver gives an int8 (a number, or a bigint).
 */
type Linha = Omit<Acerto, 'valorPago' | 'valorDevido' | 'diferenca' | 'tipoDescricao' | 'situacaoDescricao'> &
  Required<Pick<Acerto, 'nome' | 'ano' | 'tipo'>> & {
    valorPago: number | bigint;
    valorDevido: number | bigint;
    diferenca: number | bigint;
  };

function linha(r: Linha) {
  return {
    ...r,
    valorPago: Number(r.valorPago) / 100,
    valorDevido: Number(r.valorDevido) / 100,
    diferenca: Number(r.diferenca) / 100,
    tipoDescricao: TIPOS[r.tipo],
    situacaoDescricao: AVOS_ALTERADO.states[r.situacao],
  };
}

const gestao: Handler<'avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina'> = lista({
  de: DE,
  colunas: COLUNAS,
  escopo: ['x.unidade_codigo = $1'],
  filtros: {
    ano: { valor: valorNumero, sql: (n) => `x.ano = ${n}` },
    situacao: { valor: valorTexto, sql: (n) => `x.situacao = ${n}` },
  },
  outrosFiltros: ({ input }, add) => filtrosIdentificacao(input, add),
  ordem: { campos: SORT_SQL, padrao: 'criadoEm', direcao: 'DESC', desempate: (dir) => `x.id ${dir}` },
  linha: (r: Linha) => linha(r),
});

/** The servant of `numeroFuncionario` in the token's unit: its id, or the refusing envelope. */
async function servidor(
  db: Db,
  unidade: string,
  numero: unknown,
  vazio = noResult(),
): Promise<{ falha: Failure } | { id: number }> {
  const s = await servidorDaUnidade(db, str(numero), { unidade });
  return s ? { id: s.id } : { falha: vazio };
}

const detalhe: Handler<'avosAlteradoConsolidado.detalheAvosAposPagamento'> = async ({ db, auth, input }) => {
  const s = await servidor(db, auth!.unidade, input.numeroFuncionario);
  if ('falha' in s) return s.falha;
  const { rows } = await db.query<Linha>(
    `SELECT ${COLUNAS} ${DE} WHERE x.servidor_id = $1 AND x.ano = $2 AND x.unidade_codigo = $3
     ORDER BY (x.situacao <> 'FINALIZADO') DESC, x.criado_em DESC, x.id DESC LIMIT 1`,
    [s.id, Number(input.ano), auth!.unidade],
  );
  return rows[0] ? ok(linha(rows[0])) : noResult();
};

const ACERTOS: Lista<RequestOf<'acertoFinanceiro.lista'>, Linha, ReturnType<typeof linha>> = {
  de: DE,
  colunas: COLUNAS,
  escopo: ['x.servidor_id = $1'],
  filtros: { ano: { valor: valorNumero, sql: (n) => `x.ano = ${n}` } },
  ordem: {
    campos: { criadoEm: 'x.criado_em', ano: 'x.ano' },
    padrao: 'criadoEm',
    direcao: 'DESC',
    desempate: (dir) => `x.id ${dir}`,
  },
  linha,
};

const acertos: Handler<'acertoFinanceiro.lista'> = async (ctx) => {
  const p = ctx.paging!;
  const s = await servidor(
    ctx.db,
    ctx.auth!.unidade,
    ctx.input.numeroFuncionario,
    noResult(paginacao(p.page, p.size, 0)),
  );
  if ('falha' in s) return s.falha;
  return paginar(ctx, ACERTOS, [s.id]);
};

/** The event of the 'historico-avos' status keys an audit row of an adjustment stands for. */
function evento(a: Alteracoes, tipo: string): string {
  const para = a.situacao?.para;
  if (para === 'FINALIZADO') return 'Acerto finalizado';
  if (para === 'RETIFICAR_ACERTO') return 'Retificar acerto';
  if (a.tipo?.para) return TIPOS[String(a.tipo.para)];
  if (para === 'CANCELADO') return 'Cancelado';
  return TIPOS[tipo] ?? 'Recalculado';
}

const historico: Handler<'avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro'> = async ({
  db,
  auth,
  input,
}) => {
  const s = await servidor(db, auth!.unidade, input.numeroFuncionario);
  if ('falha' in s) return s.falha;
  const id = Number(input.idAvosAlteradoDetalhe);
  const x = await db.query<{ tipo: string; unidade: string }>(
    'SELECT tipo, unidade_codigo AS unidade FROM avos_alterado WHERE id = $1 AND servidor_id = $2',
    [id, s.id],
  );
  if (!daUnidade(x.rows[0], (r) => r.unidade, auth)) return registroAusente();
  const { rows } = await db.query<{ dataHora: string; usuario: string; alteracoes: Alteracoes; endpoint: string }>(
    `SELECT ${dataHoraSql('a.em', true)} AS "dataHora", COALESCE(u.nome, a.cpf) AS usuario, a.alteracoes, a.endpoint
     FROM auditoria a LEFT JOIN usuario u ON u.cpf = a.cpf WHERE a.entidade = 'avos_alterado' AND a.registro_id = $1 ORDER BY a.em DESC, a.id DESC`,
    [String(id)],
  );
  if (!rows.length) return noResult();
  return ok(
    rows.map((r) => {
      const a = r.alteracoes;
      const partes: string[] = [];
      if (a.competenciaAcerto) partes.push(`Competência do acerto: ${a.competenciaAcerto.para}`);
      if (a.indicacao) partes.push(`Indicação: ${a.indicacao.para}`);
      if (a.retificacao) partes.push(`Retificação: ${a.retificacao.para}`);
      if (a.avosPagos) partes.push(`Avos pagos: ${a.avosPagos.de} → ${a.avosPagos.para}`);
      if (!partes.length)
        partes.push(
          r.endpoint === 'ausenciasServidorPoc.registrar'
            ? 'Gerado pelo registro de ausência após o pagamento.'
            : 'Gerado pela apuração após o pagamento.',
        );
      return {
        dataHora: r.dataHora,
        usuario: r.usuario,
        evento: evento(a, x.rows[0].tipo),
        descricao: partes.join('\n'),
      };
    }),
  );
};

/**
 * A command on an adjustment: the router has locked it (of the token's unit), applied the declared
 * command and checked the version; `aplicar` gives the columns the command fills ($2 on) and their audit.
 */
const comando = <
  N extends
    | 'avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento'
    | 'avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento',
>(
  mensagem: string,
  aplicar: (input: RequestOf<N>) => { sets: string; valores: unknown[]; audit: Alteracoes },
): Handler<N> =>
  declaredWrite<N, NonNullable<(typeof AVOS_ALTERADO_ENTITY)['row']>>(AVOS_ALTERADO_ENTITY, async ({ input }, rw) => {
    const x = rw.before;
    const { sets, valores, audit } = aplicar(input);
    await rw.tx.query(`UPDATE avos_alterado SET ${sets} WHERE id = $1`, [rw.id, ...valores]);
    rw.changed(audit);
    if (rw.to === 'FINALIZADO') {
      // The adjustment settles the difference: what the year paid is now what it owes.
      const g = await rw.tx.query<{ id: number; avos_pagos: number }>(
        `UPDATE gratificacao_natalina g SET avos_pagos = $3, valor_pago = $4, versao = versao + 1
         FROM (SELECT id, avos_pagos FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2 FOR UPDATE) antes
         WHERE g.id = antes.id RETURNING g.id, antes.avos_pagos`,
        [x.servidor_id, x.ano, x.avos_apurados, Number(x.valor_devido)],
      );
      const avosPagos = { de: g.rows[0]?.avos_pagos ?? null, para: x.avos_apurados };
      rw.changed({ avosPagos });
      if (g.rows[0]) await rw.w.audit('gratificacao_natalina', g.rows[0].id, { avosPagos });
    }
    return ok({ idAvosAlteradoDetalhe: rw.id, situacao: rw.to }, undefined, mensagem) as AnswerOf<N>;
  });

const indicar = comando<'avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento'>(
  'Indicação financeira registrada. O acerto aguarda retificação.',
  (input) => {
    const competencia = str(input.competenciaAcerto);
    return {
      sets: 'ano_mes_acerto = $2, indicacao = $3',
      valores: [competenciaToNumber(competencia), str(input.indicacao)],
      audit: {
        competenciaAcerto: { de: null, para: competencia },
        indicacao: { de: null, para: str(input.indicacao) },
      },
    };
  },
);

const retificar = comando<'avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento'>(
  'Acerto retificado e finalizado.',
  (input) => ({
    sets: 'retificacao = $2',
    valores: [str(input.retificacao)],
    audit: { retificacao: { de: null, para: str(input.retificacao) } },
  }),
);

export const avosAlteradoHandlers = {
  'avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina': gestao,
  'avosAlteradoConsolidado.detalheAvosAposPagamento': detalhe,
  'avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro': historico,
  'avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento': indicar,
  'avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento': retificar,
  'acertoFinanceiro.lista': acertos,
} satisfies Handlers<
  | 'avosAlteradoConsolidado.gestaoAvosPagamentoGratificacaoNatalina'
  | 'avosAlteradoConsolidado.detalheAvosAposPagamento'
  | 'avosAlteradoConsolidado.historicoIndicacaoAcertoFinanceiro'
  | 'avosAlteradoConsolidado.salvarIndicacaoFinanceiraAvosAposPagamento'
  | 'avosAlteradoConsolidado.salvarRetificacaoAcertoAvosAposPagamento'
  | 'acertoFinanceiro.lista'
>;
