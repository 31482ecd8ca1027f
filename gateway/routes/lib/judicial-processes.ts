/**
 * What the judicial processes' families share (destination JUSTICA; migration 017;
 * docs/PROCESSOS-JUDICIAIS.md): the phases of a process in words, and the complements of the
 * subjects, one list for the HR analysis (servicosProcessosJudiciais) and for 'Processos dos
 * servidores' (processosServidores).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import type { Handler } from '../../contract/handler.ts';

export const FASES: Readonly<Record<string, string>> = {
  CONHECIMENTO: 'Conhecimento',
  RECURSAL: 'Recursal',
  EXECUCAO: 'Execução',
  TRANSITADO: 'Transitado em julgado',
};

// One shape for both endpoints (the same record; codigoAssunto optional in one, required in the other).
export const complementos: Handler<
  'processosJudiciais.listaComplementacaoPorAssuntoRH' | 'processosServidores.complementos'
> = async ({ db, input }) => {
  type Complemento = RecordOf<'processosJudiciais.listaComplementacaoPorAssuntoRH'>;
  const { rows } =
    input.codigoAssunto === undefined
      ? await db.query<Complemento>(
          'SELECT codigo, descricao, assunto_codigo AS "codigoAssunto" FROM processo_complemento ORDER BY descricao',
        )
      : await db.query<Complemento>(
          'SELECT codigo, descricao, assunto_codigo AS "codigoAssunto" FROM processo_complemento WHERE assunto_codigo = $1 ORDER BY descricao',
          [Number(input.codigoAssunto)],
        );
  return rows.length ? ok(rows) : noResult();
};
