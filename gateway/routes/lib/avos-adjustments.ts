/**
 * The adjustments created when a paid year's avos change (table avos_alterado, gateway/domain/
 * gratificacao.ts `reapurar`) as their screens read them — 'Gestão de alterações de avos' and the
 * servant's adjustments (acertoFinanceiro) answer the same fields — and the servant they belong to.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { AVOS_ALTERADO } from '../../domain/transitions.ts';
import { type Failure, noResult } from '../../lib/envelope.ts';
import { dataHoraSql, texto as str } from '../../lib/text.ts';
import { servidorDaUnidade } from './servant-record.ts';

export const TIPOS: Record<string, string> = { A_RECEBER: 'A receber', A_RESTITUIR: 'A restituir' };

export const COLUNAS = `x.id AS "idAvosAlteradoDetalhe", s.numero_funcionario AS "numeroFuncionario", s.cpf, s.nome, i.sigla AS instituicao, x.ano,
  x.avos_pagos AS "avosPagos", x.avos_apurados AS "avosApurados", x.valor_pago AS "valorPago", x.valor_devido AS "valorDevido",
  x.valor_devido - x.valor_pago AS diferenca, x.tipo, x.situacao, x.motivo, COALESCE(x.indicacao, '') AS indicacao,
  COALESCE(lpad((x.ano_mes_acerto % 100)::text, 2, '0') || '/' || (x.ano_mes_acerto / 100)::text, '') AS "competenciaAcerto",
  COALESCE(x.retificacao, '') AS retificacao, ${dataHoraSql('x.criado_em')} AS "criadoEm", ${dataHoraSql('x.atualizado_em')} AS "atualizadoEm", x.versao`;
export const DE =
  'FROM avos_alterado x JOIN servidor s ON s.id = x.servidor_id JOIN instituicao i ON i.codigo = s.instituicao_codigo';

export const SORT_SQL: Record<string, string> = {
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
export type Linha = Omit<Acerto, 'valorPago' | 'valorDevido' | 'diferenca' | 'tipoDescricao' | 'situacaoDescricao'> &
  Required<Pick<Acerto, 'nome' | 'ano' | 'tipo'>> & {
    valorPago: number | bigint;
    valorDevido: number | bigint;
    diferenca: number | bigint;
  };

export function linha(r: Linha) {
  return {
    ...r,
    valorPago: Number(r.valorPago) / 100,
    valorDevido: Number(r.valorDevido) / 100,
    diferenca: Number(r.diferenca) / 100,
    tipoDescricao: TIPOS[r.tipo],
    situacaoDescricao: AVOS_ALTERADO.states[r.situacao],
  };
}

/** The servant of `numeroFuncionario` in the token's unit: its id, or the refusing envelope. */
export async function servidor(
  db: Db,
  unidade: string,
  numero: unknown,
  vazio = noResult(),
): Promise<{ falha: Failure } | { id: number }> {
  const s = await servidorDaUnidade(db, str(numero), { unidade });
  return s ? { id: s.id } : { falha: vazio };
}
