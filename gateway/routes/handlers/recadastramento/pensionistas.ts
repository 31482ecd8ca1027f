/**
 * 'Recadastramento' (migration 018): the annual re-registration of inactive pensioners
 * (retired servants) and special-pension beneficiaries — the search, one pensioner's record, the
 * special pension and its beneficiaries, and the re-registration itself (contacts and address
 * confirmed or corrected, the supporting document, the date). Rules in docs/RECADASTRAMENTO.md:
 * - the cycle is annual and opens on the first day of the birthday month; a pensioner is EM_DIA
 *   when the last re-registration falls in the current cycle, PENDENTE otherwise;
 * - everything is scoped to the institutions of the token's unit (another unit's person answers
 *   like an unknown one, gateway/lib/unit-scope.ts);
 * - the re-registration runs in one `write()`: lock, unit, version, the document stored as a
 *   `documento` of type recadastramento, the CEP resolved from the CEP table (unknown → code 4 on
 *   cep), the payments suspended for missing it released, audit rows.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import { forbidden, ok } from '../../../lib/envelope.ts';
import { type Filter, type List, list, paginate } from '../../list.ts';
import { dataSql, HOJE_SQL, hojeBrasilia, texto } from '../../../lib/text.ts';
import { inUnit, missingRecord } from '../../../lib/unit-scope.ts';
import { diff, MSG_OUTRA_UNIDADE } from '../../../lib/write.ts';
import { PENSIONISTA_ENTITY } from '../../../domain/entities.ts';
import { declaredWrite } from '../../declared-write.ts';
import { defineHandlers, type Handler, type HandlerContext } from '../../../contract/handler.ts';
import { type Anulavel, semNulos } from '../../../lib/sem-nulos.ts';
import { arquivoEnviado } from '../../lib/request-values.ts';
import {
  DA_UNIDADE,
  digitos,
  PENSIONER_FILTERS,
  isoDe,
  SITUACAO_SQL,
  SITUACOES,
  SITUACOES_CURATELA,
  TIPOS,
} from '../../lib/pensioner.ts';
import { dataBRDeIso, diaDaDataIso } from '../../../../schemas/data-iso.ts';
import { guardarDocumento } from '../../lib/stored-files.ts';

export const MSG_RECADASTRADO = 'Recadastramento realizado com sucesso.';
export const MSG_CEP_DESCONHECIDO = 'CEP não encontrado. Confira o número informado.';
export const MSG_DATA_FUTURA = 'A data não pode ser futura.';
export const MSG_DATA_ANTERIOR = 'A data não pode ser anterior ao último recadastramento.';

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

/** An institution filter of another unit is refused (403), as in the servant search. */
const orgaoDaUnidade: Filter['guard'] = async (orgao, { db, auth }) => {
  const { rows } = await db.query('SELECT 1 FROM instituicao WHERE codigo = $1 AND unidade_codigo = $2', [
    orgao,
    auth!.unidade,
  ]);
  return rows.length ? undefined : forbidden(MSG_OUTRA_UNIDADE);
};

const pesquisar: Handler<'admissao.recadastramento' | 'recadastramento.situacaoBeneficiario'> = list({
  from: 'FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo',
  countFrom: 'FROM pensionista p',
  columns: `p.id, p.numero_pessoa AS "numeroPessoa", p.nome, p.cpf, ${dataSql('p.data_nascimento')} AS "dataNascimento", p.tipo, i.sigla AS instituicao,
    p.mes_aniversario AS "mesAniversario", ${dataSql('p.ultimo_recadastramento')} AS "ultimoRecadastramento", ${SITUACAO_SQL} AS "situacaoRecadastramento",
    p.celular, p.pensao_especial_numero AS "numeroPensaoEspecial", ${PAGAMENTO_SQL} AS "situacaoPagamento", p.situacao_curatela AS "situacaoCuratela"`,
  unitScope: [DA_UNIDADE('$1')],
  filters: { ...PENSIONER_FILTERS, orgaoEntidade: { ...PENSIONER_FILTERS.orgaoEntidade!, guard: orgaoDaUnidade } },
  sort: { fields: SORT_SQL, default: 'nome', tieBreak: (d) => `p.id ${d}` },
  row: (r: Linha) => saida(r),
});

/* ---------------------------------------------------------------- one pensioner */

type Pessoa = RecordOf<'pessoaFisica.recadastramento'>;
/** What a pensioner always has (NOT NULL columns, and dates computed from them and from today). */
type SempreVem =
  | 'id'
  | 'numeroPessoa'
  | 'instituicao'
  | 'nome'
  | 'cpf'
  | 'dataNascimento'
  | 'sexo'
  | 'versao'
  | 'inicioCiclo'
  | 'dataRecadastramento';
/** A row of one pensioner: the record before its descriptions; the contact, address and pension columns may be null. */
type LinhaPessoa = Anulavel<Omit<Pessoa, Descricoes | keyof Codigos | SempreVem>> &
  Pick<Pessoa, SempreVem> &
  Required<Pick<Pessoa, keyof Codigos>> & { unidade: string };

/* ---------------------------------------------------------------- special pension */

async function pensaoDaUnidade(ctx: HandlerContext<{ numeroPensaoEspecial: number }>) {
  const { rows } = await ctx.db.query<{ unidade: string }>(
    `SELECT i.unidade_codigo AS unidade FROM pensao_especial pe JOIN instituicao i ON i.codigo = pe.instituicao_codigo WHERE pe.numero = $1`,
    [Number(ctx.input.numeroPensaoEspecial)],
  );
  return inUnit(rows[0], (x) => x.unidade, ctx.auth) ? null : missingRecord();
}

type Beneficiario = RecordOf<'pensaoEspecial.beneficiarios'>;

const BENEFICIARIOS: List<
  object,
  Omit<Beneficiario, Descricoes> & Required<Pick<Beneficiario, keyof Codigos>>,
  Beneficiario
> = {
  from: 'FROM pensionista p',
  columns: `p.id, p.nome, p.cpf, ${dataSql('p.data_nascimento')} AS "dataNascimento", p.parentesco, p.cota::float AS cota, p.tipo, p.situacao_curatela AS "situacaoCuratela",
    ${dataSql('p.ultimo_recadastramento')} AS "ultimoRecadastramento", ${SITUACAO_SQL} AS "situacaoRecadastramento"`,
  unitScope: ['p.pensao_especial_numero = $1'],
  sort: { fields: { nome: 'p.nome_busca' }, default: 'nome', tieBreak: (d) => `p.id ${d}` },
  row: saida,
};

/* ---------------------------------------------------------------- the re-registration */

export default defineHandlers({
  'admissao.recadastramento': pesquisar,
  'recadastramento.situacaoBeneficiario': pesquisar,
  'pessoaFisica.recadastramento': async ({ db, auth, input }) => {
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
    const r = inUnit(rows[0], (x) => x.unidade, auth);
    if (!r) return missingRecord();
    const { unidade: _u, ...resto } = r;
    // Null columns are left out, so the form shows empty fields instead of 'null'.
    return ok(semNulos(saida(resto)));
  },
  'pensaoEspecial.dadosPensao': async (ctx) => {
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
  },
  'pensaoEspecial.beneficiarios': async (ctx) => {
    const refusal = await pensaoDaUnidade(ctx);
    if (refusal) return refusal;
    return paginate(ctx, BENEFICIARIOS, [Number(ctx.input.numeroPensaoEspecial)]);
  },
  /** The router has locked the pensioner (of the token's unit) and checked the version the form loaded. */
  'recadastramento.recadastrar': declaredWrite(PENSIONISTA_ENTITY, async ({ auth, input }, rw) => {
    const { w, before: p } = rw;
    const data = diaDaDataIso(input.dataRecadastramento);
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
    await w.tx.query(
      `UPDATE pensionista SET celular = $2, telefone = $3, email = $4, cep = $5, logradouro = $6, numero_endereco = $7, complemento = $8, bairro = $9,
              municipio = $10, uf = $11, ultimo_recadastramento = $12 WHERE id = $1`,
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
      ],
    );
    // The payments suspended for missing the re-registration are released by it.
    const { rows: liberados } = await w.tx.query<{ id: number }>(
      `UPDATE pagamento_suspenso SET data_liberacao = $2 WHERE pensionista_id = $1 AND tipo = 'SUSPENSO' AND motivo = 'Ausência de recadastramento'
          AND data_liberacao IS NULL AND data_suspensao <= $2 RETURNING id`,
      [p.id, data],
    );
    for (const l of liberados) await w.audit('pagamento_suspenso', l.id, { dataLiberacao: { de: null, para: data } });
    rw.changed({ ...diff(antes, novo), ultimoRecadastramento: { de: ultimo, para: ultimoNovo } });
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
        dataRecadastramento: dataBRDeIso(input.dataRecadastramento),
        pagamentosLiberados: liberados.length,
        versao: rw.version,
      },
      undefined,
      MSG_RECADASTRADO,
    );
  }),
});
