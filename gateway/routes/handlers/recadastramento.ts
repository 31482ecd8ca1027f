/**
 * 'Recadastramento' (issue 12, migration 018): the annual re-registration of inactive pensioners
 * (retired servants) and special-pension beneficiaries — the search, one pensioner's record, the
 * special pension and its beneficiaries, and the re-registration itself (contacts and address
 * confirmed or corrected, the supporting document, the date). Rules in docs/RECADASTRAMENTO.md:
 * - the cycle is annual and opens on the first day of the birthday month; a pensioner is EM_DIA
 *   when the last re-registration falls in the current cycle, PENDENTE otherwise;
 * - everything is scoped to the institutions of the token's unit (another unit's person answers
 *   like an unknown one, gateway/lib/unidade.ts);
 * - the re-registration runs in one `write()`: lock, unit, version, the document stored as a
 *   `documento` of type recadastramento, the CEP resolved from the CEP table (unknown → code 4 on
 *   cep), the payments suspended for missing it released, audit rows.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { forbidden, ok } from '../../lib/envelope.ts';
import {
  type Filtro,
  type Filtros,
  type Lista,
  lista,
  paginar,
  valorContendo,
  valorPreenchido,
} from '../../lib/lista.ts';
import { hojeBrasilia, isoDeDataBR, texto } from '../../lib/text.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { daUnidade, registroAusente } from '../../lib/unidade.ts';
import { diff, MSG_OUTRA_UNIDADE, type Writer, write } from '../../lib/write.ts';
import type { Handler, HandlerContext, Handlers } from '../types.ts';
import { type Anulavel, semNulos } from '../../lib/sem-nulos.ts';
import { arquivoEnviado } from './valores-do-catalogo.ts';

/** Today in Brasília, in SQL. */
export const HOJE_SQL = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;
/** A date column as 'DD/MM/YYYY' (SQL). */
export const dataSql = (e: string) => `to_char(${e}, 'DD/MM/YYYY')`;
/** The situation of pensioner `p` in the current cycle (SQL). */
/**
 * Start of the pensioner's current cycle: the first day of the birthday month this year, or last
 * year when that month is still to come — recad_inicio_ciclo of migration 018, written over the
 * stored `mes_aniversario` and today's year and month as numbers (Brasília), so a search checks it
 * on the index (migration 022) without reading the row or converting a time zone per row.
 */
export function cicloSql(hoje: string = hojeBrasilia()): string {
  const ano = Number(hoje.slice(0, 4));
  const mes = Number(hoje.slice(5, 7));
  return `make_date(${ano} - (p.mes_aniversario > ${mes})::int, p.mes_aniversario, 1)`;
}
export const SITUACAO_SQL = `CASE WHEN p.ultimo_recadastramento >= recad_inicio_ciclo(p.data_nascimento, ${HOJE_SQL}) THEN 'EM_DIA' ELSE 'PENDENTE' END`;
/**
 * The situation as a plain condition on the two indexed columns (the same rows as
 * `SITUACAO_SQL = situacao`); the value is the catalogue's enum, so the SQL is chosen, not bound.
 */
export const situacaoFiltro = (situacao: unknown): string =>
  situacao === 'EM_DIA'
    ? `p.ultimo_recadastramento >= ${cicloSql()}`
    : `(p.ultimo_recadastramento IS NULL OR p.ultimo_recadastramento < ${cicloSql()})`;
/** Pensioner `p` belongs to the unit of parameter `n` (SQL). */
export const DA_UNIDADE = (n: string) =>
  `p.instituicao_codigo IN (SELECT codigo FROM instituicao WHERE unidade_codigo = ${n})`;

export const TIPOS: Record<string, string> = { INATIVO: 'Inativo', PENSAO_ESPECIAL: 'Pensão especial' };
export const SITUACOES: Record<string, string> = { EM_DIA: 'Em dia', PENDENTE: 'Pendente' };
export const SITUACOES_CURATELA: Record<string, string> = {
  SEM_CURADOR: 'Sem curador/tutor',
  INICIADA: 'Iniciada',
  FINALIZADA: 'Finalizada',
};

export const MSG_RECADASTRADO = 'Recadastramento realizado com sucesso.';
export const MSG_CEP_DESCONHECIDO = 'CEP não encontrado. Confira o número informado.';
export const MSG_DATA_FUTURA = 'A data não pode ser futura.';
export const MSG_DATA_ANTERIOR = 'A data não pode ser anterior ao último recadastramento.';

/** Today in Brasília as 'YYYY-MM-DD'. */
const digitos = (v: unknown) => texto(v).replace(/\D/g, '');

/**
 * A row of `SELECT p.*` of table pensionista (every column, by its SQL name) with the ones the
 * writes read typed; dates come as the driver gives a DATE (see `isoDe`).
 */
export type Pensionista = Record<string, unknown> & {
  id: number;
  numero_pessoa: string;
  cpf: string;
  data_nascimento: unknown;
  ultimo_recadastramento: unknown;
  situacao_curatela: string;
  versao: number;
  unidade_codigo: string;
};

/** The pensioner's unit and row lock, or the refusal: unknown or another unit's → the same code 4 on `campo`. */
export async function pensionistaDaUnidade(w: Writer, id: unknown, campo = 'id') {
  const { rows } = await w.tx.query<Pensionista>(
    `SELECT p.*, i.unidade_codigo FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE p.id = $1 FOR UPDATE OF p`,
    [Number(id)],
  );
  const row = w.foundInUnit(rows[0], (x) => x.unidade_codigo, campo);
  return row;
}

/**
 * Stores an uploaded, already checked file as a `documento` of the pensioner (the same table,
 * columns and audit row as `documento.upload`), inside the caller's transaction.
 */
export async function guardarDocumento(
  w: Writer,
  file: UploadedFile,
  tipoDocumento: string,
  numeroPessoa: string,
): Promise<number> {
  const meta = {
    tipoDocumento,
    numeroPessoaFisJurFu: numeroPessoa,
    nomeOriginal: file.nomeOriginal,
    nomeArquivo: file.nomeArquivo,
    tipoConteudo: file.tipoConteudo,
    tamanho: file.tamanho,
    sha256: file.sha256,
  };
  const { rows } = await w.tx.query<{ id: number }>(
    `INSERT INTO documento (tipo_documento, numero_pessoa, nome_original, nome_arquivo, tipo_conteudo, tamanho, sha256, conteudo, enviado_por, unidade_codigo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, decode($8, 'base64'), $9, $10) RETURNING id`,
    [
      tipoDocumento,
      numeroPessoa,
      file.nomeOriginal,
      file.nomeArquivo,
      file.tipoConteudo,
      file.tamanho,
      file.sha256,
      file.bytes.toString('base64'),
      w.auth.sub,
      w.auth.unidade,
    ],
  );
  await w.audit('documento', rows[0].id, diff({}, meta));
  return rows[0].id;
}

/** Whether the pensioner exists AND is of the token's unit (false for both unknown and another unit's). */
export async function pensionistaDaUnidadeExiste(db: Db, id: unknown, unidade: string): Promise<boolean> {
  const { rows } = await db.query<{ u: string }>(
    `SELECT i.unidade_codigo AS u FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE p.id = $1`,
    [Number(id)],
  );
  return daUnidade(rows[0], (x) => x.u, { unidade }) !== undefined;
}

/* ---------------------------------------------------------------- search */

const SORT_SQL: Record<string, string> = {
  nome: 'p.nome_busca',
  dataNascimento: 'p.data_nascimento',
  ultimoRecadastramento: 'p.ultimo_recadastramento',
};

const PAGAMENTO_SQL = `CASE WHEN EXISTS (SELECT 1 FROM pagamento_suspenso ps WHERE ps.pensionista_id = p.id AND ps.data_liberacao IS NULL AND ps.tipo = 'BLOQUEADO') THEN 'Bloqueado'
  WHEN EXISTS (SELECT 1 FROM pagamento_suspenso ps WHERE ps.pensionista_id = p.id AND ps.data_liberacao IS NULL) THEN 'Suspenso' ELSE 'Regular' END`;

/** The descriptions `saida` adds to a pensioner row. */
type Descricoes = 'tipoDescricao' | 'situacaoRecadastramentoDescricao' | 'situacaoCuratelaDescricao';
/** What `saida` describes: the three codes of a pensioner row. */
type Codigos = { tipo: string; situacaoRecadastramento: string; situacaoCuratela: string };

type Pesquisa = RecordOf<'admissao.recadastramento'>;
/** A row of the search: the record before its descriptions. */
type Linha = Omit<Pesquisa, Descricoes> &
  Required<Pick<Pesquisa, 'tipo' | 'situacaoRecadastramento' | 'situacaoCuratela'>>;

const saida = <T extends Codigos>(r: T) => ({
  ...r,
  tipoDescricao: TIPOS[r.tipo] ?? r.tipo,
  situacaoRecadastramentoDescricao: SITUACOES[r.situacaoRecadastramento] ?? r.situacaoRecadastramento,
  situacaoCuratelaDescricao: SITUACOES_CURATELA[r.situacaoCuratela] ?? r.situacaoCuratela,
});

/** The fields the pensioner searches filter on (each search's request has some of them). */
export interface FiltrosPensionista {
  cpf?: string;
  nome?: string;
  tipo?: 'INATIVO' | 'PENSAO_ESPECIAL';
  situacaoRecadastramento?: 'EM_DIA' | 'PENDENTE';
  mesAniversario?: number;
  orgaoEntidade?: string;
  situacaoCuratela?: 'SEM_CURADOR' | 'INICIADA' | 'FINALIZADA';
}

/** Present → its value, as the pensioner filters compare it. */
const preenchido =
  <T>(f: (v: unknown) => T) =>
  (v: unknown): T | undefined =>
    v ? f(v) : undefined;

/** The filters shared by the pensioner searches (CPF, name, type, situation, birthday month, institution), within `DA_UNIDADE('$1')`. */
export const FILTROS_PENSIONISTA: Filtros<FiltrosPensionista> = {
  cpf: { valor: preenchido(digitos), sql: (n) => `p.cpf = ${n}` },
  nome: { valor: valorContendo, sql: (n) => `p.nome_busca LIKE ${n}` },
  tipo: { valor: valorPreenchido, sql: (n) => `p.tipo = ${n}` },
  situacaoRecadastramento: {
    valor: valorPreenchido,
    sql: (n, situacao) => `${n}::text IS NOT NULL AND ${situacaoFiltro(situacao)}`,
  },
  mesAniversario: { valor: preenchido(Number), sql: (n) => `p.mes_aniversario = ${n}` },
  orgaoEntidade: { valor: valorPreenchido, sql: (n) => `p.instituicao_codigo = ${n}` },
  situacaoCuratela: { valor: valorPreenchido, sql: (n) => `p.situacao_curatela = ${n}` },
};

/** An institution filter of another unit is refused (403), as in the servant search. */
const orgaoDaUnidade: Filtro['guarda'] = async (orgao, { db, auth }) => {
  const { rows } = await db.query('SELECT 1 FROM instituicao WHERE codigo = $1 AND unidade_codigo = $2', [
    orgao,
    auth!.unidade,
  ]);
  return rows.length ? undefined : forbidden(MSG_OUTRA_UNIDADE);
};

const pesquisar: Handler<'admissao.recadastramento' | 'recadastramento.situacaoBeneficiario'> = lista({
  de: 'FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo',
  contagemDe: 'FROM pensionista p',
  colunas: `p.id, p.numero_pessoa AS "numeroPessoa", p.nome, p.cpf, ${dataSql('p.data_nascimento')} AS "dataNascimento", p.tipo, i.sigla AS instituicao,
    p.mes_aniversario AS "mesAniversario", ${dataSql('p.ultimo_recadastramento')} AS "ultimoRecadastramento", ${SITUACAO_SQL} AS "situacaoRecadastramento",
    p.celular, p.pensao_especial_numero AS "numeroPensaoEspecial", ${PAGAMENTO_SQL} AS "situacaoPagamento", p.situacao_curatela AS "situacaoCuratela"`,
  escopo: [DA_UNIDADE('$1')],
  filtros: { ...FILTROS_PENSIONISTA, orgaoEntidade: { ...FILTROS_PENSIONISTA.orgaoEntidade!, guarda: orgaoDaUnidade } },
  ordem: { campos: SORT_SQL, padrao: 'nome', desempate: (d) => `p.id ${d}` },
  linha: (r: Linha) => saida(r),
});

/* ---------------------------------------------------------------- one pensioner */

type Pessoa = RecordOf<'pessoaFisica.recadastramento'>;
/** A row of one pensioner: the record before its descriptions; the contact, address and pension columns may be null. */
type LinhaPessoa = Anulavel<Omit<Pessoa, Descricoes | keyof Codigos>> &
  Required<Pick<Pessoa, keyof Codigos>> & { unidade: string };

const detalhe: Handler<'pessoaFisica.recadastramento'> = async ({ db, auth, input }) => {
  const { rows } = await db.query<LinhaPessoa>(
    `SELECT p.id, p.numero_pessoa AS "numeroPessoa", p.nome, p.cpf, ${dataSql('p.data_nascimento')} AS "dataNascimento", p.sexo, p.tipo, i.sigla AS instituicao,
            i.unidade_codigo AS unidade, p.mes_aniversario AS "mesAniversario", ${dataSql('p.ultimo_recadastramento')} AS "ultimoRecadastramento",
            ${SITUACAO_SQL} AS "situacaoRecadastramento", ${dataSql(`recad_inicio_ciclo(p.data_nascimento, ${HOJE_SQL})`)} AS "inicioCiclo",
            p.celular, p.telefone, p.email, p.cep, p.logradouro, p.numero_endereco AS "numeroEndereco", p.complemento, p.bairro, p.municipio, p.uf,
            p.pensao_especial_numero AS "numeroPensaoEspecial", pe.especie, s.nome AS instituidor, p.parentesco, p.cota::float AS cota,
            ${PAGAMENTO_SQL} AS "situacaoPagamento", p.situacao_curatela AS "situacaoCuratela", ${dataSql(HOJE_SQL)} AS "dataRecadastramento", p.versao
       FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo
       LEFT JOIN pensao_especial pe ON pe.numero = p.pensao_especial_numero LEFT JOIN servidor s ON s.id = pe.instituidor_id
      WHERE p.id = $1`,
    [Number(input.id)],
  );
  const r = daUnidade(rows[0], (x) => x.unidade, auth);
  if (!r) return registroAusente();
  const { unidade: _u, ...resto } = r;
  // Null columns are left out, so the form shows empty fields instead of 'null'.
  return ok(semNulos(saida(resto)));
};

/* ---------------------------------------------------------------- special pension */

async function pensaoDaUnidade(ctx: HandlerContext<{ numeroPensaoEspecial: number }>) {
  const { rows } = await ctx.db.query<{ unidade: string }>(
    `SELECT i.unidade_codigo AS unidade FROM pensao_especial pe JOIN instituicao i ON i.codigo = pe.instituicao_codigo WHERE pe.numero = $1`,
    [Number(ctx.input.numeroPensaoEspecial)],
  );
  return daUnidade(rows[0], (x) => x.unidade, ctx.auth) ? null : registroAusente();
}

const dadosPensao: Handler<'pensaoEspecial.dadosPensao'> = async (ctx) => {
  const refusal = await pensaoDaUnidade(ctx);
  if (refusal) return refusal;
  const { rows } = await ctx.db.query<RecordOf<'pensaoEspecial.dadosPensao'>>(
    `SELECT pe.numero AS "numeroPensaoEspecial", pe.especie, pe.fundamento_legal AS "fundamentoLegal", ${dataSql('pe.data_concessao')} AS "dataConcessao",
            pe.valor::float AS valor, CASE pe.situacao WHEN 'ATIVA' THEN 'Ativa' ELSE 'Encerrada' END AS situacao, s.nome AS instituidor, s.masp, i.sigla AS instituicao,
            (SELECT count(*)::int FROM pensionista b WHERE b.pensao_especial_numero = pe.numero) AS "quantidadeBeneficiarios"
       FROM pensao_especial pe JOIN servidor s ON s.id = pe.instituidor_id JOIN instituicao i ON i.codigo = pe.instituicao_codigo WHERE pe.numero = $1`,
    [Number(ctx.input.numeroPensaoEspecial)],
  );
  return ok(rows[0]);
};

type Beneficiario = RecordOf<'pensaoEspecial.beneficiarios'>;

const BENEFICIARIOS: Lista<
  object,
  Omit<Beneficiario, Descricoes> & Required<Pick<Beneficiario, keyof Codigos>>,
  Beneficiario
> = {
  de: 'FROM pensionista p',
  colunas: `p.id, p.nome, p.cpf, ${dataSql('p.data_nascimento')} AS "dataNascimento", p.parentesco, p.cota::float AS cota, p.tipo, p.situacao_curatela AS "situacaoCuratela",
    ${dataSql('p.ultimo_recadastramento')} AS "ultimoRecadastramento", ${SITUACAO_SQL} AS "situacaoRecadastramento"`,
  escopo: ['p.pensao_especial_numero = $1'],
  ordem: { campos: { nome: 'p.nome_busca' }, padrao: 'nome', desempate: (d) => `p.id ${d}` },
  linha: saida,
};

const beneficiarios: Handler<'pensaoEspecial.beneficiarios'> = async (ctx) => {
  const refusal = await pensaoDaUnidade(ctx);
  if (refusal) return refusal;
  return paginar(ctx, BENEFICIARIOS, [Number(ctx.input.numeroPensaoEspecial)]);
};

/* ---------------------------------------------------------------- the re-registration */

const recadastrar: Handler<'recadastramento.recadastrar'> = ({ db, auth, endpoint, input }) =>
  write(db, auth!, endpoint, async (w) => {
    const p = await pensionistaDaUnidade(w, input.id);
    w.version(p.versao, input.versao);
    const data = isoDeDataBR(input.dataRecadastramento);
    if (data > hojeBrasilia()) w.invalid('dataRecadastramento', MSG_DATA_FUTURA);
    const ultimo = p.ultimo_recadastramento ? isoDe(p.ultimo_recadastramento) : null;
    if (ultimo && data < ultimo) w.invalid('dataRecadastramento', MSG_DATA_ANTERIOR);
    const { rows: ceps } = await w.tx.query<{
      cep: string;
      logradouro: string;
      bairro: string;
      municipio: string;
      uf: string;
    }>('SELECT cep, logradouro, bairro, municipio, uf FROM cep WHERE cep = $1', [digitos(input.cep)]);
    const cep = ceps[0];
    if (!cep) w.invalid('cep', MSG_CEP_DESCONHECIDO);
    const novo = {
      celular: digitos(input.celular) || null,
      telefone: digitos(input.telefone) || null,
      email: texto(input.email) || null,
      cep: cep.cep,
      logradouro: cep.logradouro,
      numero_endereco: texto(input.numeroEndereco),
      complemento: texto(input.complemento) || null,
      bairro: cep.bairro,
      municipio: cep.municipio,
      uf: cep.uf,
    };
    const antes = Object.fromEntries(Object.keys(novo).map((k) => [k, p[k] ?? null]));
    const idDocumento = await guardarDocumento(
      w,
      arquivoEnviado(input.file),
      'recadastramento',
      String(p.numero_pessoa),
    );
    const { rows: rec } = await w.tx.query<{ id: number }>(
      `INSERT INTO recadastramento (pensionista_id, data, origem, unidade_codigo, realizado_por, documento_id) VALUES ($1, $2, 'PORTAL', $3, $4, $5) RETURNING id`,
      [p.id, data, auth!.unidade, auth!.sub, idDocumento],
    );
    const ultimoNovo = ultimo && ultimo > data ? ultimo : data;
    const versao = p.versao + 1;
    await w.tx.query(
      `UPDATE pensionista SET celular = $2, telefone = $3, email = $4, cep = $5, logradouro = $6, numero_endereco = $7, complemento = $8, bairro = $9,
              municipio = $10, uf = $11, ultimo_recadastramento = $12, versao = $13 WHERE id = $1`,
      [
        p.id,
        novo.celular,
        novo.telefone,
        novo.email,
        novo.cep,
        novo.logradouro,
        novo.numero_endereco,
        novo.complemento,
        novo.bairro,
        novo.municipio,
        novo.uf,
        ultimoNovo,
        versao,
      ],
    );
    // The payments suspended for missing the re-registration are released by it.
    const { rows: liberados } = await w.tx.query<{ id: number }>(
      `UPDATE pagamento_suspenso SET data_liberacao = $2 WHERE pensionista_id = $1 AND tipo = 'SUSPENSO' AND motivo = 'Ausência de recadastramento'
          AND data_liberacao IS NULL AND data_suspensao <= $2 RETURNING id`,
      [p.id, data],
    );
    for (const l of liberados) await w.audit('pagamento_suspenso', l.id, { dataLiberacao: { de: null, para: data } });
    await w.audit('pensionista', p.id, {
      ...diff(antes, novo),
      ultimoRecadastramento: { de: ultimo, para: ultimoNovo },
      versao: { de: p.versao, para: versao },
    });
    await w.audit(
      'recadastramento',
      rec[0].id,
      diff({}, { pensionista: p.id, data, origem: 'PORTAL', documento: idDocumento }),
    );
    return ok(
      {
        idRecadastramento: rec[0].id,
        idDocumento,
        id: p.id,
        dataRecadastramento: input.dataRecadastramento,
        pagamentosLiberados: liberados.length,
        versao,
      },
      undefined,
      MSG_RECADASTRADO,
    );
  });

/** A date column read back (Date or text) as 'YYYY-MM-DD'. */
export const isoDe = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

export const recadastramentoHandlers = {
  'admissao.recadastramento': pesquisar,
  'recadastramento.situacaoBeneficiario': pesquisar,
  'pessoaFisica.recadastramento': detalhe,
  'pensaoEspecial.dadosPensao': dadosPensao,
  'pensaoEspecial.beneficiarios': beneficiarios,
  'recadastramento.recadastrar': recadastrar,
} satisfies Handlers<
  | 'admissao.recadastramento'
  | 'recadastramento.situacaoBeneficiario'
  | 'pessoaFisica.recadastramento'
  | 'pensaoEspecial.dadosPensao'
  | 'pensaoEspecial.beneficiarios'
  | 'recadastramento.recadastrar'
>;
