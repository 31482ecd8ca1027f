/**
 * 'Recadastramento' — curator and guardian (/recadastramento/curador/): the search, one pensioner
 * with the open (or last) curatorship/guardianship, its history, and the start and finish, each
 * with the court document (types incluirCurador / finalizarCurador) stored in the same transaction.
 * The state lives on the pensioner (pensionista.situacao_curatela) and changes only through the
 * CURATELA machine of gateway/domain/transitions.ts: finishing one that is not started is code 4.
 * Rules (ours): a TUTELA (guardianship) is for a minor, a CURATELA for an adult (age at the start);
 * the curator is not the pensioner; dates are not in the future; the end is not before the start.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import { PENSIONISTA_ENTITY } from '../../../domain/entities.ts';
import { ok } from '../../../lib/envelope.ts';
import { type List, list, paginate } from '../../list.ts';
import { dataSql, HOJE_SQL, hojeBrasilia, texto } from '../../../lib/text.ts';
import { missingRecord } from '../../../lib/unit-scope.ts';
import { diff } from '../../../lib/write.ts';
import { declaredWrite } from '../../declared-write.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import {
  DA_UNIDADE,
  PENSIONER_FILTERS,
  isoDe,
  SITUACOES_CURATELA,
  TIPOS,
  pensionistaDaUnidadeExiste,
} from '../../lib/pensioner.ts';
import { type Anulavel, semNulos } from '../../../lib/sem-nulos.ts';
import { arquivoEnviado } from '../../lib/request-values.ts';
import { diaDaDataIso } from '../../../../schemas/data-iso.ts';
import { guardarDocumento } from '../../lib/stored-files.ts';

export const TIPOS_CURATELA: Record<string, string> = { CURATELA: 'Curatela', TUTELA: 'Tutela' };
export const MSG_INICIADA = 'Curatela/tutela iniciada com sucesso.';
export const MSG_FINALIZADA = 'Curatela/tutela finalizada com sucesso.';
export const MSG_TUTELA_MAIOR = 'A tutela é para menores de 18 anos; para um adulto, informe curatela.';
export const MSG_CURATELA_MENOR = 'A curatela é para maiores de 18 anos; para um menor, informe tutela.';
export const MSG_CURADOR_PROPRIO = 'O curador/tutor não pode ser o próprio pensionista.';

/** The description of code `v` in `m` (the code itself when `m` lacks it); null stays null (semNulos drops it). */
const desc = (m: Record<string, string>, v: string | null) => (v === null ? v : (m[v] ?? v));

type Tutoria = RecordOf<'admissao.tutoria'>;
/** A row of the search: the pensioner, with the open curatorship's curator and kind when there is one. */
type LinhaTutoria = Required<
  Pick<Tutoria, 'id' | 'nome' | 'cpf' | 'dataNascimento' | 'tipo' | 'instituicao' | 'situacaoCuratela'>
> &
  Anulavel<Pick<Tutoria, 'curador' | 'tipoCuratela'>>;

type Pessoa = RecordOf<'pessoaFisica.tutoria'>;
/** A row of one pensioner with the last curatorship (outer join: its columns may be null). */
type LinhaPessoa = Required<
  Pick<
    Pessoa,
    | 'id'
    | 'numeroPessoa'
    | 'nome'
    | 'cpf'
    | 'dataNascimento'
    | 'idade'
    | 'tipo'
    | 'instituicao'
    | 'situacaoCuratela'
    | 'versao'
  >
> &
  Anulavel<
    Pick<
      Pessoa,
      | 'idCuratela'
      | 'tipoCuratela'
      | 'curadorNome'
      | 'curadorCpf'
      | 'numeroProcesso'
      | 'dataInicio'
      | 'dataFim'
      | 'motivoFim'
    >
  >;

type Historico = RecordOf<'curatoriaTutoria.listaHistoricoCuratoriaTutoria'>;
/** A row of the history: one curatorship; the end, its reason and document stay null while it is open. */
type LinhaHistorico = Anulavel<Omit<Historico, 'tipoCuratelaDescricao' | 'situacaoDescricao'>> &
  Required<Pick<Historico, 'tipoCuratela' | 'situacao'>>;

const HISTORICO: List<object, LinhaHistorico, Historico> = {
  from: 'FROM curatela c',
  columns: `c.id AS "idCuratela", c.tipo AS "tipoCuratela", c.curador_nome AS "curadorNome", c.curador_cpf AS "curadorCpf", c.numero_processo AS "numeroProcesso",
    ${dataSql('c.data_inicio')} AS "dataInicio", ${dataSql('c.data_fim')} AS "dataFim", c.motivo_fim AS "motivoFim", c.situacao,
    c.documento_inicio_id AS "idDocumentoInicio", c.documento_fim_id AS "idDocumentoFim"`,
  unitScope: ['c.pensionista_id = $1'],
  // The newest first, whatever the grid asks.
  sort: { fields: { id: 'c.id' }, default: 'id', direction: 'DESC', fixed: true, tieBreak: (dir) => `c.id ${dir}` },
  row: (r) =>
    semNulos({
      ...r,
      tipoCuratelaDescricao: desc(TIPOS_CURATELA, r.tipoCuratela),
      situacaoDescricao: desc(SITUACOES_CURATELA, r.situacao),
    }),
};

export default defineHandlers({
  'admissao.tutoria': list({
    from: `FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo
    LEFT JOIN curatela c ON c.pensionista_id = p.id AND c.situacao = 'INICIADA'`,
    countFrom: 'FROM pensionista p',
    columns: `p.id, p.nome, p.cpf, ${dataSql('p.data_nascimento')} AS "dataNascimento", p.tipo, i.sigla AS instituicao, p.situacao_curatela AS "situacaoCuratela",
    c.curador_nome AS curador, c.tipo AS "tipoCuratela"`,
    unitScope: [DA_UNIDADE('$1')],
    filters: PENSIONER_FILTERS,
    sort: {
      fields: { nome: 'p.nome_busca', dataNascimento: 'p.data_nascimento' },
      default: 'nome',
      tieBreak: (d) => `p.id ${d}`,
    },
    row: (r: LinhaTutoria) =>
      semNulos({
        ...r,
        tipoDescricao: desc(TIPOS, r.tipo),
        situacaoCuratelaDescricao: desc(SITUACOES_CURATELA, r.situacaoCuratela),
        tipoCuratela: desc(TIPOS_CURATELA, r.tipoCuratela),
      }),
  }),
  'pessoaFisica.tutoria': async ({ db, auth, input }) => {
    if (!(await pensionistaDaUnidadeExiste(db, input.id, auth!.unidade))) return missingRecord();
    const { rows } = await db.query<LinhaPessoa>(
      `SELECT p.id, p.numero_pessoa AS "numeroPessoa", p.nome, p.cpf, ${dataSql('p.data_nascimento')} AS "dataNascimento",
            extract(year FROM age(${HOJE_SQL}, p.data_nascimento))::int AS idade, p.tipo, i.sigla AS instituicao, p.situacao_curatela AS "situacaoCuratela", p.versao,
            c.id AS "idCuratela", c.tipo AS "tipoCuratela", c.curador_nome AS "curadorNome", c.curador_cpf AS "curadorCpf", c.numero_processo AS "numeroProcesso",
            ${dataSql('c.data_inicio')} AS "dataInicio", ${dataSql('c.data_fim')} AS "dataFim", c.motivo_fim AS "motivoFim"
       FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo
       LEFT JOIN LATERAL (SELECT * FROM curatela c WHERE c.pensionista_id = p.id ORDER BY c.id DESC LIMIT 1) c ON true
      WHERE p.id = $1`,
      [Number(input.id)],
    );
    const r = rows[0];
    return ok(
      semNulos({
        ...r,
        tipoDescricao: desc(TIPOS, r.tipo),
        situacaoCuratelaDescricao: desc(SITUACOES_CURATELA, r.situacaoCuratela),
        tipoCuratelaDescricao: desc(TIPOS_CURATELA, r.tipoCuratela),
      }),
    );
  },
  'curatoriaTutoria.listaHistoricoCuratoriaTutoria': async (ctx) => {
    if (!(await pensionistaDaUnidadeExiste(ctx.db, ctx.input.idPessoa, ctx.auth!.unidade)))
      return missingRecord(ctx.paging);
    return paginate(ctx, HISTORICO, [Number(ctx.input.idPessoa)]);
  },
  /** The router has locked the pensioner (of the token's unit), applied 'iniciar' and checked the version. */
  'recadastramentoCuratoriaTutoria.iniciar': declaredWrite(PENSIONISTA_ENTITY, async ({ auth, input }, rw) => {
    const { w, before: p } = rw;
    const inicio = diaDaDataIso(input.dataInicio);
    if (inicio > hojeBrasilia()) w.invalid('dataInicio', 'A data de início não pode ser futura.');
    const cpf = texto(input.curadorCpf).replace(/\D/g, '');
    if (cpf === p.cpf) w.invalid('curadorCpf', MSG_CURADOR_PROPRIO);
    const { rows: idade } = await w.tx.query<{ menor: boolean }>(
      `SELECT age($1::date, $2::date) < interval '18 years' AS menor`,
      [inicio, isoDe(p.data_nascimento)],
    );
    if (input.tipoCuratela === 'TUTELA' && !idade[0].menor) w.invalid('tipoCuratela', MSG_TUTELA_MAIOR);
    if (input.tipoCuratela === 'CURATELA' && idade[0].menor) w.invalid('tipoCuratela', MSG_CURATELA_MENOR);
    const idDocumento = await guardarDocumento(
      w,
      arquivoEnviado(input.file),
      'incluirCurador',
      String(p.numero_pessoa),
    );
    const novo = {
      tipo: String(input.tipoCuratela),
      curador_nome: texto(input.curadorNome).replace(/\s+/g, ' '),
      curador_cpf: cpf,
      numero_processo: texto(input.numeroProcesso).replace(/\D/g, ''),
      data_inicio: inicio,
    };
    const { rows } = await w.tx.query<{ id: number }>(
      `INSERT INTO curatela (pensionista_id, tipo, curador_nome, curador_cpf, numero_processo, data_inicio, situacao, documento_inicio_id, unidade_codigo, iniciado_por)
       VALUES ($1, $2, $3, $4, $5, $6, 'INICIADA', $7, $8, $9) RETURNING id`,
      [
        p.id,
        novo.tipo,
        novo.curador_nome,
        novo.curador_cpf,
        novo.numero_processo,
        inicio,
        idDocumento,
        auth!.unidade,
        auth!.sub,
      ],
    );
    await w.audit('curatela', rows[0].id, diff({}, { ...novo, documento: idDocumento }));
    return ok(
      { idCuratela: rows[0].id, idDocumento, situacaoCuratela: rw.to, versao: rw.version },
      undefined,
      MSG_INICIADA,
    );
  }),
  /** The router has locked the pensioner, applied 'finalizar' and checked the version; the open curatorship ends. */
  'recadastramentoCuratoriaTutoria.finalizar': declaredWrite(PENSIONISTA_ENTITY, async ({ auth, input }, rw) => {
    const { w, before: p } = rw;
    const { rows: abertas } = await w.tx.query<{ id: number; data_inicio: unknown }>(
      `SELECT id, data_inicio FROM curatela WHERE pensionista_id = $1 AND situacao = 'INICIADA' FOR UPDATE`,
      [p.id],
    );
    const c = w.found(abertas[0], 'id');
    const fim = diaDaDataIso(input.dataFim);
    if (fim > hojeBrasilia()) w.invalid('dataFim', 'A data de finalização não pode ser futura.');
    if (fim < isoDe(c.data_inicio))
      w.invalid('dataFim', 'A data de finalização não pode ser anterior à data de início.');
    const idDocumento = await guardarDocumento(
      w,
      arquivoEnviado(input.file),
      'finalizarCurador',
      String(p.numero_pessoa),
    );
    const motivo = texto(input.motivoFim);
    await w.tx.query(
      `UPDATE curatela SET situacao = 'FINALIZADA', data_fim = $2, motivo_fim = $3, documento_fim_id = $4, finalizado_por = $5 WHERE id = $1`,
      [c.id, fim, motivo, idDocumento, auth!.sub],
    );
    await w.audit('curatela', c.id, {
      situacao: { de: 'INICIADA', para: 'FINALIZADA' },
      data_fim: { de: null, para: fim },
      motivo_fim: { de: null, para: motivo },
      documento_fim: { de: null, para: idDocumento },
    });
    return ok(
      { idCuratela: c.id, idDocumento, situacaoCuratela: rw.to, versao: rw.version },
      undefined,
      MSG_FINALIZADA,
    );
  }),
});
