/**
 * Supreme officials — dirigentes máximos (/dirigenteMaximo/v1, time counting; table
 * dirigente_maximo of migration 020; rules in docs/GESTAO-TEMPO.md 'Dirigentes máximos').
 * A supreme official is a servant of the state named head of an institution of the unit; the
 * lauda generation takes the institution's signatories from the ACTIVE ones only
 * (gateway/domain/dirigentes.ts).
 *
 * Rules (ours; the spec names the calls only):
 * - the official is a servant (by CPF) of an institution of the token's unit (another unit's answers like
 *   an unknown CPF, gateway/lib/unit-scope.ts),
 *   not exonerated; heads an institution of the unit; one institution at a time (unique CPF);
 * - the start in office is not in the future nor before the servant's admission;
 * - included ATIVO, version 1; edited while ATIVO (cargo, start, act; versioned); blocked
 *   (ATIVO → BLOQUEADO) and unblocked (BLOQUEADO → ATIVO) with a reason of 10–500 characters, both
 *   versioned: DIRIGENTE_MAXIMO of gateway/domain/transitions.ts; every change audited (write(); edits and commands are declared writes);
 * - the servant looked up by CPF for the inclusion: servidor.ts; the documents (the act of
 *   appointment): documentos.ts, the other parts of this family.
 * Every call carries codigoUnidadeUsuarioLogado; the router checks it is the token's unit.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import type { Db } from '../../../db/types.ts';
import { CARGOS_DIRIGENTE, descricaoCargo, servidorPorCpf } from '../../../domain/dirigentes.ts';
import { DIRIGENTE_MAXIMO_ENTITY } from '../../../domain/entities.ts';
import { DIRIGENTE_MAXIMO } from '../../../domain/transitions.ts';
import { forbidden, ok } from '../../../lib/envelope.ts';
import { dataHoraSql, hojeBrasilia, texto as str } from '../../../lib/text.ts';
import { inUnit, missingRecord } from '../../../lib/unit-scope.ts';
import { diff, type Writer, write } from '../../../lib/write.ts';
import { defineHandlers, type Handler } from '../../../contract/handler.ts';
import { diaDaDataIso } from '../../../../schemas/data-iso.ts';
import { declaredWrite } from '../../declared-write.ts';
import { instituicoesDaUnidade, MSG_ORGAO_FORA, orgaoDaUnidade, orgaoFilter } from '../../lib/institution-scope.ts';
import { stateLabel, umDe } from '../../lib/request-values.ts';
import { asContaining, asFilled, list } from '../../list.ts';

export const MSG_CPF_NAO_SERVIDOR = 'CPF não encontrado entre os servidores da unidade.';
export const MSG_JA_DIRIGENTE = 'Este servidor já é dirigente máximo de um órgão/entidade.';
export const MSG_EXONERADO = 'Servidor exonerado não pode ser dirigente máximo.';
export const MSG_DATA_FUTURA = 'A data de início não pode ser futura.';
export const MSG_DATA_ANTES_ADMISSAO = 'A data de início não pode ser anterior à admissão do servidor.';
export const MSG_SEM_ALTERACAO = 'Nenhuma alteração: o dirigente máximo já está com estes dados.';

const CAMPOS = `d.id AS "idDirigenteMaximo", d.cpf AS "cpfDirigenteMaximo", s.nome, s.masp, s.numero_funcionario AS "numeroFuncionario",
  d.instituicao_codigo AS "codigoInstituicao", i.sigla || ' - ' || i.nome AS instituicao, d.cargo AS "codigoCargo",
  to_char(d.data_inicio, 'DD/MM/YYYY') AS "dataInicio", d.ato_nomeacao AS "atoNomeacao", d.situacao, d.versao,
  CASE WHEN EXISTS (SELECT 1 FROM dirigente_maximo_documento x WHERE x.dirigente_id = d.id) THEN 'S' ELSE 'N' END AS "possuiDocumento"`;
const DE = `FROM dirigente_maximo d JOIN servidor s ON s.id = d.servidor_id JOIN instituicao i ON i.codigo = d.instituicao_codigo`;

type Dirigente = RecordOf<'dirigenteMaximo.listaDirigenteMaximo'>;
/** A row of CAMPOS: the official before the position's name and the state's label. */
type Linha = Omit<Dirigente, 'cargo' | 'situacaoDescricao'>;

const SITUACOES = ['ATIVO', 'BLOQUEADO'] as const satisfies readonly Dirigente['situacao'][];
const DESCRICOES = ['Ativo', 'Bloqueado'] as const satisfies readonly Dirigente['situacaoDescricao'][];

const saida = <T extends Linha>(r: T) => ({
  ...r,
  cargo: descricaoCargo(r.codigoCargo),
  situacaoDescricao: stateLabel(DIRIGENTE_MAXIMO, DESCRICOES, r.situacao),
});

const SORT_SQL: Record<string, string> = {
  nome: 's.nome_busca',
  instituicao: 'i.sigla',
  cargo: 'd.cargo',
  dataInicio: 'd.data_inicio',
  situacao: 'd.situacao',
};

/* ---------------------------------------------------------------- reads */

type Edicao = RecordOf<'dirigenteMaximo.buscaDirigenteMaximoEdicao'>;
/** A row of one official: the record of the edit screen before the labels, with its unit; the reason and the document may be missing. */
type LinhaEdicao = Omit<
  Edicao,
  'cargo' | 'situacaoDescricao' | 'motivo' | 'idDocumento' | 'nomeArquivo' | 'documentoEnviadoEm'
> & {
  unidade: string;
  motivo: string | null;
  idDocumento: number | null;
  nomeArquivo: string | null;
  documentoEnviadoEm: string | null;
};

async function dirigente(db: Db, id: number) {
  const { rows } = await db.query<LinhaEdicao>(
    `SELECT ${CAMPOS}, d.motivo, i.unidade_codigo AS unidade, coalesce(uc.nome, d.criado_por) AS "criadoPor", ${dataHoraSql('d.criado_em')} AS "criadoEm",
            coalesce(ua.nome, d.atualizado_por) AS "atualizadoPor", ${dataHoraSql('d.atualizado_em')} AS "atualizadoEm",
            doc.id AS "idDocumento", doc.nome_arquivo AS "nomeArquivo", ${dataHoraSql('doc.enviado_em')} AS "documentoEnviadoEm"
       ${DE} LEFT JOIN usuario uc ON uc.cpf = d.criado_por LEFT JOIN usuario ua ON ua.cpf = d.atualizado_por
       LEFT JOIN LATERAL (SELECT x.id, x.nome_arquivo, x.enviado_em FROM dirigente_maximo_documento x WHERE x.dirigente_id = d.id ORDER BY x.id DESC LIMIT 1) doc ON true
      WHERE d.id = $1`,
    [id],
  );
  return rows[0];
}

/* ---------------------------------------------------------------- writes */

/** The start in office: not in the future, not before the servant's admission (code 4 on dataInicio). */
function dataInicioValida(w: Writer, iso: unknown, admissao: string): string {
  const d = diaDaDataIso(iso);
  if (d > hojeBrasilia()) w.invalid('dataInicio', MSG_DATA_FUTURA);
  if (d < admissao) w.invalid('dataInicio', MSG_DATA_ANTES_ADMISSAO);
  return d;
}

/** Block or unblock (the router applies the declared command): the reason is the rule's part. */
function mudarSituacao(mensagem: string): Handler<'dirigenteMaximo.bloqueio' | 'dirigenteMaximo.desbloqueio'> {
  return declaredWrite(DIRIGENTE_MAXIMO_ENTITY, async ({ input }, rw) => {
    const motivo = str(input.motivo);
    await rw.tx.query(`UPDATE dirigente_maximo SET motivo = $2 WHERE id = $1`, [rw.id, motivo]);
    rw.changed({ motivo: { de: rw.before.motivo, para: motivo } });
    return ok({ idDirigenteMaximo: rw.id, situacao: umDe(SITUACOES, rw.to), versao: rw.version }, undefined, mensagem);
  });
}

export default defineHandlers({
  'dirigenteMaximo.instituicoes': instituicoesDaUnidade,
  'dirigenteMaximo.cargos': () => Promise.resolve(ok(CARGOS_DIRIGENTE.map((c) => ({ ...c })))),
  'dirigenteMaximo.listaDirigenteMaximo': list({
    from: DE,
    columns: CAMPOS,
    unitScope: ['i.unidade_codigo = $1'],
    filters: {
      codigoInstituicao: orgaoFilter('d.instituicao_codigo'),
      nome: { value: asContaining, sql: (n) => `s.nome_busca LIKE ${n}` },
      cpfDirigenteMaximo: { value: asFilled, sql: (n) => `d.cpf = ${n}` },
      situacao: { value: asFilled, sql: (n) => `d.situacao = ${n}` },
      codigoCargo: { value: asFilled, sql: (n) => `d.cargo = ${n}` },
    },
    sort: { fields: SORT_SQL, default: 'nome', tieBreak: (dir) => `d.id ${dir}` },
    row: (r: Linha) => saida(r),
  }),
  'dirigenteMaximo.buscaDirigenteMaximoEdicao': async ({ db, auth, input }) => {
    const r = inUnit(await dirigente(db, Number(input.idDirigenteMaximo)), (x) => x.unidade, auth);
    if (!r) return missingRecord();
    const { unidade: _u, ...d } = r;
    return ok({
      ...saida(d),
      motivo: d.motivo ?? '',
      idDocumento: d.idDocumento ?? 0,
      nomeArquivo: d.nomeArquivo ?? '',
      documentoEnviadoEm: d.documentoEnviadoEm ?? '',
    });
  },
  'dirigenteMaximo.incluirDirigenteMaximo': ({ db, auth, endpoint, input }) =>
    write(db, auth!, endpoint, async (w) => {
      const s = w.foundInUnit(
        await servidorPorCpf(w.tx, String(input.cpfDirigenteMaximo)),
        (x) => x.unidade,
        'cpfDirigenteMaximo',
      );
      const inst = String(input.codigoInstituicao);
      if (!(await orgaoDaUnidade(w.tx, inst, auth!.unidade))) w.refuse(forbidden(MSG_ORGAO_FORA));
      if (s.situacaoServidor === 'Exonerado') w.invalid('cpfDirigenteMaximo', MSG_EXONERADO);
      const { rows: ja } = await w.tx.query('SELECT 1 FROM dirigente_maximo WHERE cpf = $1 FOR UPDATE', [s.cpf]);
      if (ja.length) w.invalid('cpfDirigenteMaximo', MSG_JA_DIRIGENTE);
      const dataInicio = dataInicioValida(w, input.dataInicio, s.dataAdmissao);
      const cargo = String(input.codigoCargo);
      const ato = str(input.atoNomeacao);
      const {
        rows: [{ id }],
      } = await w.tx.query<{ id: number }>(
        `INSERT INTO dirigente_maximo (servidor_id, cpf, instituicao_codigo, cargo, data_inicio, ato_nomeacao, situacao, versao, criado_por, atualizado_por)
       VALUES ($1, $2, $3, $4, $5, $6, 'ATIVO', 1, $7, $7) RETURNING id`,
        [s.id, s.cpf, inst, cargo, dataInicio, ato, auth!.sub],
      );
      await w.audit(
        'dirigente_maximo',
        id,
        diff({}, { cpf: s.cpf, instituicao: inst, cargo, dataInicio, atoNomeacao: ato, situacao: 'ATIVO', versao: 1 }),
      );
      return ok({ idDirigenteMaximo: id }, undefined, 'Dirigente máximo incluído com sucesso.');
    }),
  /** The router has locked the official (of the token's unit), applied 'editar' and checked the version. */
  'dirigenteMaximo.editarDirigenteMaximo': declaredWrite(DIRIGENTE_MAXIMO_ENTITY, async ({ input }, rw) => {
    const { before } = rw;
    const novo = {
      cargo: String(input.codigoCargo),
      dataInicio: dataInicioValida(rw.w, input.dataInicio, before.admissao),
      atoNomeacao: str(input.atoNomeacao),
    };
    rw.changed(diff({ cargo: before.cargo, dataInicio: before.dataInicio, atoNomeacao: before.ato }, novo));
    if (!rw.changesRecord) return ok({ idDirigenteMaximo: rw.id, versao: rw.version }, undefined, MSG_SEM_ALTERACAO);
    await rw.tx.query(`UPDATE dirigente_maximo SET cargo = $2, data_inicio = $3, ato_nomeacao = $4 WHERE id = $1`, [
      rw.id,
      novo.cargo,
      novo.dataInicio,
      novo.atoNomeacao,
    ]);
    return ok({ idDirigenteMaximo: rw.id, versao: rw.version }, undefined, 'Dirigente máximo alterado com sucesso.');
  }),
  'dirigenteMaximo.bloqueio': mudarSituacao('Dirigente máximo bloqueado com sucesso.'),
  'dirigenteMaximo.desbloqueio': mudarSituacao('Dirigente máximo desbloqueado com sucesso.'),
});
