/**
 * Handlers of the servant's registration tabs: identifiers, admissions, contacts, address (and the
 * CEP lookup), documents, schooling, lotação, exercise and notes. Each answers one section of the
 * generated record for the servant named by `numeroFuncionario` (see registro-servidor.ts).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import * as R from '../../servidores/index.ts';
import type { Handler, Handlers } from '../../contract/handler.ts';
import { secao } from './registro-servidor.ts';

const desde: [string, 'ASC' | 'DESC'][] = [['dataInicio', 'DESC']];

/** CEP lookup over the small table of Belo Horizonte addresses (no servant involved). */
const cep: Handler<'endereco.cep'> = async ({ db, input }) => {
  const { rows } = await db.query<RecordOf<'endereco.cep'>>(
    `SELECT cep, logradouro, bairro, municipio, uf, codigo_ibge AS "codigoIbge" FROM cep WHERE cep = $1`,
    [String(input.cep).replace(/\D/g, '')],
  );
  return rows[0] ? ok(rows[0]) : noResult();
};

export const cadastroServidorHandlers = {
  'admissoes.dadosIdentificadores': secao(R.identificadores),
  'admissoes.dadosAdmissoesServidores': secao(R.admissoes, { ordem: [['dataAdmissao', 'DESC']] }),
  'contatos.dadosContatosPessoa': secao(R.contatos),
  'localidades.enderecoPessoa': secao(R.endereco),
  'endereco.cep': cep,
  'documentos.lista': secao(R.documentos, { ordem: [['sequencial', 'ASC']] }),
  'formacoesEscolares.lista': secao(R.formacoes, { ordem: [['anoConclusao', 'DESC']] }),
  'lotacoes.lista': secao(R.lotacoes, { ordem: desde }),
  'exercicios.lista': secao(R.exercicios, { ordem: desde }),
  'observacoes.lista': secao(R.observacoes, { ordem: [['dataObservacao', 'DESC']] }),
} satisfies Handlers<
  | 'admissoes.dadosIdentificadores'
  | 'admissoes.dadosAdmissoesServidores'
  | 'contatos.dadosContatosPessoa'
  | 'localidades.enderecoPessoa'
  | 'endereco.cep'
  | 'documentos.lista'
  | 'formacoesEscolares.lista'
  | 'lotacoes.lista'
  | 'exercicios.lista'
  | 'observacoes.lista'
>;
