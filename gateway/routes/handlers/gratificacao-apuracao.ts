/**
 * The month-by-month computation (apuração) of the year-end bonus: each month's days and whether
 * it gives an avo (with why, in an HR analyst's words), the months without avo of one servant,
 * and 'Apurar' — recompute one servant's year — with the audit rows of a recomputation, which the
 * late registration of an absence (gratificacao-ausencias.ts) writes too. The rules are in
 * gateway/domain/gratificacao.ts and docs/GESTAO-TEMPO.md.
 */
import { MESES_CAPITULARES } from '../../../core/meses.ts';
import type { Db } from '../../db/types.ts';
import { anosGratificacao, DIAS_MINIMOS_AVO, mesesSql, reapurar, type Apuracao } from '../../domain/gratificacao.ts';
import { type Failure, noResult, ok } from '../../lib/envelope.ts';
import { hojeBrasilia, texto as str } from '../../lib/text.ts';
import { registroAusente } from '../../lib/unidade.ts';
import { type Writer, write } from '../../lib/write.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { servidorDaUnidade } from './registro-servidor.ts';

/** The bonus row of (numeroFuncionario, ano), unit-checked: the row, or the envelope refusing it. */
async function gratificacaoDe(
  db: Db,
  unidade: string,
  input: { numeroFuncionario: string; ano: number },
): Promise<{ falha: Failure } | { id: number; situacao: string; servidorId: number }> {
  const s = await servidorDaUnidade(db, str(input.numeroFuncionario), { unidade });
  if (!s) return { falha: registroAusente() };
  const { rows } = await db.query<{ id: number; situacao: string }>(
    'SELECT id, situacao FROM gratificacao_natalina WHERE servidor_id = $1 AND ano = $2',
    [s.id, Number(input.ano)],
  );
  if (!rows[0]) return { falha: noResult() };
  return { id: rows[0].id, situacao: rows[0].situacao, servidorId: s.id };
}

interface MesRow {
  mes: number;
  ano: number;
  dias_mes: number;
  dias_vinculo: number;
  dias_descontados: number;
  tipos: string | null;
  inicio: string;
  fim_vinculo: string | null;
  admitido_no_mes: boolean;
  desligado_no_mes: boolean;
}

/** Why a month gives an avo or not, in the words of an HR analyst. */
function motivo(m: MesRow, aberto: boolean, mesAtual: number): string {
  const exercicio = m.dias_vinculo - m.dias_descontados;
  if (m.dias_vinculo === 0)
    return m.mes < Number(m.inicio.slice(3, 5))
      ? `Antes da admissão (${m.inicio}).`
      : `Após o desligamento (${m.fim_vinculo}).`;
  const partes: string[] = [];
  if (m.admitido_no_mes && m.inicio.slice(0, 2) !== '01') partes.push(`Admissão em ${m.inicio}`);
  if (m.desligado_no_mes) partes.push(`Desligamento em ${m.fim_vinculo}`);
  if (m.dias_descontados)
    partes.push(`${m.dias_descontados} dia(s) de ausência que não conta como exercício: ${m.tipos}`);
  const base = partes.length ? `${partes.join('; ')}.` : 'Mês integral em exercício.';
  const previsto = aberto && m.mes > mesAtual ? ' Previsto (mês ainda não encerrado).' : '';
  return `${base} ${exercicio} dia(s) de exercício${exercicio >= DIAS_MINIMOS_AVO ? '' : ` (mínimo de ${DIAS_MINIMOS_AVO})`}.${previsto}`;
}

async function meses(db: Db, id: number, situacao: string) {
  const { rows } = await db.query<MesRow>(`${mesesSql('g.id = $1')} ORDER BY m.mes`, [id]);
  const hoje = new Date();
  const aberto = situacao !== 'PAGA' && rows[0]?.ano === anosGratificacao(hoje).aberto;
  const mesAtual = Number(hojeBrasilia(hoje).slice(5, 7));
  return rows.map((m) => {
    const exercicio = m.dias_vinculo - m.dias_descontados;
    return {
      mes: m.mes,
      nomeMes: MESES_CAPITULARES[m.mes - 1],
      diasMes: m.dias_mes,
      diasVinculo: m.dias_vinculo,
      diasDescontados: m.dias_descontados,
      diasExercicio: exercicio,
      contaAvo: exercicio >= DIAS_MINIMOS_AVO ? 'Sim' : 'Não',
      motivo: motivo(m, aberto, mesAtual),
    };
  });
}

const apuracaoDecimoTerceiro: Handler<'complementoAfastamento.apuracaoDecimoTerceiro'> = async ({
  db,
  auth,
  input,
}) => {
  const g = await gratificacaoDe(db, auth!.unidade, input);
  if ('falha' in g) return g.falha;
  return ok(await meses(db, g.id, g.situacao));
};

const mesesSemAvoPorServidor: Handler<'complementoAfastamento.mesesSemAvoPorServidor'> = async ({
  db,
  auth,
  input,
}) => {
  const g = await gratificacaoDe(db, auth!.unidade, input);
  if ('falha' in g) return g.falha;
  const sem = (await meses(db, g.id, g.situacao)).filter((m) => m.contaAvo === 'Não');
  return sem.length ? ok(sem) : noResult();
};

/** The audit rows of a recomputation (the bonus's avos; the adjustment it created or changed). */
export async function auditarApuracao(w: Writer, a: Apuracao, ano: number): Promise<string> {
  await w.audit(
    'gratificacao_natalina',
    a.id,
    a.avosAntes === a.avos ? {} : { avos: { de: a.avosAntes, para: a.avos } },
  );
  if (!a.acerto)
    return a.avosAntes === a.avos
      ? `Avos de ${ano} inalterados (${a.avos}).`
      : `Avos de ${ano}: ${a.avosAntes} → ${a.avos}.`;
  const x = a.acerto;
  await w.audit(
    'avos_alterado',
    x.id,
    x.criado
      ? { situacao: { de: null, para: 'PENDENTE' }, tipo: { de: null, para: x.tipo } }
      : { situacao: { de: x.situacaoAntes, para: x.situacao } },
  );
  const texto = `Avos de ${ano}: ${a.avosAntes} → ${a.avos}.`;
  if (x.situacao === 'CANCELADO') return `${texto} O acerto em aberto deixou de ser necessário e foi cancelado.`;
  const tipo = x.tipo === 'A_RECEBER' ? 'a receber' : 'a restituir';
  return `${texto} Gratificação de ${ano} já paga: acerto '${tipo}' ${x.criado ? 'gerado' : 'atualizado'} em 'Gestão de alterações de avos'.`;
}

const apurar: Handler<'apuraGratificacao.apurar'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const { rows } = await w.tx.query<{ servidor_id: number; ano: number; unidade: string; situacao: string }>(
      `SELECT g.servidor_id, g.ano, i.unidade_codigo AS unidade, g.situacao FROM gratificacao_natalina g JOIN servidor s ON s.id = g.servidor_id
       JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE g.id = $1`,
      [Number(input.id)],
    );
    const g = w.foundInUnit(rows[0], (x) => x.unidade);
    const a = (await reapurar(
      w.tx,
      g.servidor_id,
      g.ano,
      `Apuração solicitada em ${new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
      g.unidade,
    ))!;
    const mensagem = await auditarApuracao(w, a, g.ano);
    return ok(
      { id: a.id, avosAntes: a.avosAntes, avos: a.avos, acerto: a.acerto?.tipo ?? '' },
      undefined,
      `Gratificação apurada. ${mensagem}`,
    );
  });

export const apuracaoGratificacaoHandlers = {
  'complementoAfastamento.apuracaoDecimoTerceiro': apuracaoDecimoTerceiro,
  'complementoAfastamento.mesesSemAvoPorServidor': mesesSemAvoPorServidor,
  'apuraGratificacao.apurar': apurar,
} satisfies Handlers<
  | 'complementoAfastamento.apuracaoDecimoTerceiro'
  | 'complementoAfastamento.mesesSemAvoPorServidor'
  | 'apuraGratificacao.apurar'
>;
