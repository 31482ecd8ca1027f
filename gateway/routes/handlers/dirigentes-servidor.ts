/**
 * The servant who may be named a supreme official, by CPF: the inclusion form's lookup (buscarCpf:
 * the servant's data, effective position and the institution they already head, if any) and the
 * row the inclusion checks (dirigentes.ts). A servant of another unit answers like an unknown CPF
 * (gateway/lib/unidade.ts).
 */
import type { Db } from '../../db/types.ts';
import { registroDe } from '../../servidores/index.ts';
import { servidorPorNumero } from '../../servidores/base.ts';
import { ok } from '../../lib/envelope.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';

interface Servidor {
  id: number;
  cpf: string;
  nome: string;
  masp: string;
  numeroFuncionario: string;
  codigoInstituicao: string;
  instituicao: string;
  unidade: string;
  situacaoServidor: string;
  situacaoFuncional: string;
  dataAdmissao: string;
}

export async function servidorPorCpf(db: Db, cpf: string): Promise<Servidor | undefined> {
  const { rows } = await db.query<Servidor>(
    `SELECT s.id, s.cpf, s.nome, s.masp, s.numero_funcionario AS "numeroFuncionario", s.instituicao_codigo AS "codigoInstituicao",
            i.sigla || ' - ' || i.nome AS instituicao, i.unidade_codigo AS unidade, s.situacao_servidor AS "situacaoServidor",
            s.situacao_funcional AS "situacaoFuncional", to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao"
       FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE s.cpf = $1`,
    [cpf],
  );
  return rows[0];
}

/** The servant's effective position, from the servant record (the same source as dados-servidor). */
async function cargoEfetivo(db: Db, numeroFuncionario: string): Promise<string> {
  const base = await servidorPorNumero(db, numeroFuncionario);
  if (!base) return '';
  const { unidadeCodigo: _u, ...servidor } = base;
  return registroDe(servidor).carreira.cargo;
}

const buscarCpf: Handler<'dirigenteMaximo.buscarCpf'> = async ({ db, auth, input }) => {
  const s = daUnidade(await servidorPorCpf(db, String(input.cpfDirigenteMaximo)), (x) => x.unidade, auth);
  if (!s) return registroAusente();
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
    dataAdmissao: s.dataAdmissao.split('-').reverse().join('/'),
    dirigenteDe: rows[0]?.instituicao ?? '',
  });
};

export const servidorDirigenteHandlers = {
  'dirigenteMaximo.buscarCpf': buscarCpf,
} satisfies Handlers<'dirigenteMaximo.buscarCpf'>;
