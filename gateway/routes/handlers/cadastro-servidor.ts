/**
 * Handlers of the servant's registration tabs: identifiers, admissions, contacts, address (and the
 * CEP lookup), documents, schooling, lotação, exercise and notes. Each answers one section of the
 * generated record for the servant named by `numeroFuncionario` (see registro-servidor.ts).
 */
import { noResult, ok } from '../../lib/envelope.ts';
import * as R from '../../db/seed/registro.ts';
import type { Handler } from '../types.ts';
import { secao } from './registro-servidor.ts';

const desde: [string, 'ASC' | 'DESC'][] = [['dataInicio', 'DESC']];

/** CEP lookup over the small table of Belo Horizonte addresses (no servant involved). */
const cep: Handler = async ({ db, input }) => {
  const { rows } = await db.query(`SELECT cep, logradouro, bairro, municipio, uf, codigo_ibge AS "codigoIbge" FROM cep WHERE cep = $1`, [
    String(input.cep).replace(/\D/g, ''),
  ]);
  return rows[0] ? ok(rows[0]) : noResult();
};

export const cadastroServidorHandlers: Record<string, Handler> = {
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
};
