/**
 * The servant who may be named a supreme official, by CPF: the inclusion form's lookup (buscarCpf:
 * the servant's data, effective position and the institution they already head, if any). A servant
 * of another unit answers like an unknown CPF (gateway/lib/unit-scope.ts).
 */
import type { Db } from '../../../db/types.ts';
import { servidorPorCpf } from '../../../domain/dirigentes.ts';
import { registroDe } from '../../../servidores/index.ts';
import { servidorPorNumero } from '../../../servidores/base.ts';
import { ok } from '../../../lib/envelope.ts';
import { dataBRDoDia } from '../../../lib/text.ts';
import { inUnit, missingRecord } from '../../../lib/unit-scope.ts';
import { defineHandlers } from '../../../contract/handler.ts';

/** The servant's effective position, from the servant record (the same source as dados-servidor). */
async function cargoEfetivo(db: Db, numeroFuncionario: string): Promise<string> {
  const base = await servidorPorNumero(db, numeroFuncionario);
  if (!base) return '';
  const { unidadeCodigo: _u, ...servidor } = base;
  return registroDe(servidor).carreira.cargo;
}

export default defineHandlers({
  'dirigenteMaximo.buscarCpf': async ({ db, auth, input }) => {
    const s = inUnit(await servidorPorCpf(db, String(input.cpfDirigenteMaximo)), (x) => x.unidade, auth);
    if (!s) return missingRecord();
    const { rows } = await db.query<{ instituicao: string }>(
      `SELECT i.sigla || ' - ' || i.nome AS instituicao FROM dirigente_maximo d JOIN instituicao i ON i.codigo = d.instituicao_codigo WHERE d.cpf = $1`,
      [s.cpf],
    );
    return ok({
      cpfDirigenteMaximo: s.cpf,
      nome: s.nome,
      masp: s.masp,
      numeroFuncionario: s.numeroFuncionario,
      cargoEfetivo: await cargoEfetivo(db, s.numeroFuncionario),
      codigoInstituicao: s.codigoInstituicao,
      instituicaoServidor: s.instituicao,
      situacaoServidor: s.situacaoServidor,
      dataAdmissao: dataBRDoDia(s.dataAdmissao),
      dirigenteDe: rows[0]?.instituicao ?? '',
    });
  },
});
