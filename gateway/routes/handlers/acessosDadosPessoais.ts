/**
 * 'Acessos a dados pessoais': the data officer's reading of the access log of personal
 * data (gateway/acessos/). Always within the token's unit — the accesses made while acting for it.
 * - `pesquisar` (/gestao-avisos/acessos-dados-pessoais/): by the person seen (CPF or part of the
 *   name, turned into every identifier the log may hold for them — gateway/acessos/titulares.ts),
 *   by the user, the period, the kind of data and of access;
 * - `doServidor` ('Acessos a este registro' of the servant record): the accesses to one servant.
 * A row shows who, with which roles, when, from where, through which screen, and whose data: the
 * person's CURRENT name and CPF are read here from the records, the log holding only their id.
 * The list recipe is auditoria.ts's: a bounded count, then the page newest first.
 */
import { onlyDigits } from '../../../schemas/formats.ts';
import type { RecordOf } from '../../../core/endpoint-types.ts';
import {
  chaveDaReferencia,
  identificar,
  referenciasDoCpf,
  referenciasDoNome,
  referenciasDoServidor,
  type Referencia,
} from '../../acessos/titulares.ts';
import { CATEGORIAS, OPERACOES, type Categoria, type Operacao, type Titular } from '../../acessos/vocabulario.ts';
import type { Db } from '../../db/types.ts';
import { noResult, ok, paginacao } from '../../lib/envelope.ts';
import { countRows, orderAndPage, type PagingInput } from '../../lib/sql-paging.ts';
import { dataHoraSql, escapeLike, isoDeDataBR, normalizeName, semAcentosSql, texto } from '../../lib/text.ts';
import { missingRecord } from '../../lib/unit-scope.ts';
import { describeFiltros, filtrosTexto } from '../../reports/report-info.ts';
import { todasEmVigor } from '../../reports/tela-em-vigor.ts';
import { defineHandlers, type AnswerOf } from '../../contract/handler.ts';

type Acesso = RecordOf<'acessosDadosPessoais.pesquisar'>;

/** Conditions with their values bound to numbered placeholders. */
class Onde {
  readonly condicoes: string[] = [];
  readonly params: unknown[] = [];
  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
  e(sql: string): void {
    this.condicoes.push(sql);
  }
  /**
   * Rows about one of `refs`, or searches that typed `cpf` as their CPF filter. Written so that each
   * arm has its index (`titular_id = ANY`, the CPF filter's partial expression index) and PostgreSQL
   * can OR two index scans instead of walking the unit's rows.
   */
  titular(refs: Referencia[], cpf?: string): void {
    const tipos = this.p(refs.map((r) => r.tipo));
    const chaves = this.p(refs.map((r) => r.chave));
    const ids = this.p(refs.map((r) => r.id));
    const porId = `(a.titular_id = ANY (${ids}::text[]) AND (a.titular_tipo, a.titular_chave, a.titular_id) IN (SELECT * FROM unnest(${tipos}::text[], ${chaves}::text[], ${ids}::text[])))`;
    this.e(cpf ? `(${porId} OR (a.filtros ? 'cpf' AND a.filtros ->> 'cpf' = ${this.p(cpf)}))` : porId);
  }
}

interface Linha {
  id: string | number;
  data_hora: string;
  cpf: string;
  nome: string | null;
  papeis: string[];
  endereco: string | null;
  endpoint: string;
  tela: string | null;
  operacao: Operacao;
  categorias: Categoria[];
  titular_tipo: Titular | null;
  titular_chave: string | null;
  titular_id: string | null;
  filtros: Record<string, unknown> | null;
  quantidade: number | null;
  quantidade_limitada: boolean;
  relatorio_id: number | null;
}

const SORT_SQL: Record<string, string> = { dataHora: 'a.em' };

const registros = (l: Linha): string | null =>
  l.quantidade === null
    ? null
    : l.quantidade_limitada
      ? `mais de ${l.quantidade.toLocaleString('pt-BR')}`
      : l.quantidade.toLocaleString('pt-BR');

/**
 * The page of rows matching `onde`, newest first unless the grid sorts by dataHora ascending. Not a
 * declared list (routes/list.ts): the person filter is one predicate over several parameters (the
 * references' kinds, keys and ids, OR the searches that typed the CPF), which a `Filtro` — one value
 * per predicate — does not express.
 */
async function pagina(db: Db, onde: Onde, p: PagingInput): Promise<AnswerOf<'acessosDadosPessoais.pesquisar'>> {
  const from = `FROM acesso_dados_pessoais a WHERE ${onde.condicoes.join(' AND ')}`;
  const { total, bounded: limitado } = await countRows(db, from, onde.params, { paging: p });
  const pag = paginacao(p.page, p.size, total, limitado);
  if (total === 0) return noResult(pag);
  const ordem =
    p.sort === 'dataHora' ? p : { ...p, sort: 'dataHora', order: 'DESC' as const, orders: ['DESC' as const] };
  const { rows } = await db.query<Linha>(
    `SELECT a.id, ${dataHoraSql('a.em', true)} AS data_hora, a.cpf, a.nome, a.papeis, a.endereco, a.endpoint, a.tela, a.operacao, a.categorias,
            a.titular_tipo, a.titular_chave, a.titular_id, a.filtros, a.quantidade, a.quantidade_limitada, a.relatorio_id
       ${from} ${orderAndPage(ordem, SORT_SQL, 'dataHora', (dir) => `a.id ${dir}`)}`,
    onde.params,
  );
  return ok(await descrever(db, rows), pag);
}

/** Rows as the officer reads them: names for codes, the person identified now, filters by their titles. */
async function descrever(db: Db, rows: Linha[]): Promise<Acesso[]> {
  const nomesPapeis = new Map(
    (await db.query<{ codigo: string; nome: string }>('SELECT codigo, nome FROM papel')).rows.map((r) => [
      r.codigo,
      r.nome,
    ]),
  );
  // The screens in force: a screen published at run time names its filters too.
  const telas = new Map((await todasEmVigor(db)).map((s) => [s.id, s]));
  const refs = rows.filter((r) => r.titular_tipo && r.titular_chave && r.titular_id !== null);
  const quem = await identificar(
    db,
    refs.map((r) => ({ tipo: r.titular_tipo!, chave: r.titular_chave!, id: r.titular_id! })),
  );
  return Promise.all(
    rows.map(async (r): Promise<Acesso> => {
      const pessoa = r.titular_tipo
        ? quem.get(chaveDaReferencia({ tipo: r.titular_tipo, chave: r.titular_chave!, id: r.titular_id! }))
        : undefined;
      const tela = r.tela ? telas.get(r.tela) : undefined;
      const filtros = r.filtros ? await describeFiltros(tela, r.filtros, async () => undefined) : [];
      if (r.filtros?.exportarTudo === false) filtros.push({ rotulo: 'Exportação', valor: 'somente a página exibida' });
      return {
        id: Number(r.id),
        dataHora: r.data_hora,
        cpfUsuario: r.cpf,
        usuario: r.nome ?? r.cpf,
        papeis: r.papeis.map((c) => nomesPapeis.get(c) ?? c).join(', '),
        operacao: OPERACOES[r.operacao] as Acesso['operacao'],
        tela: tela?.title ?? null,
        endpoint: r.endpoint,
        titular: pessoa?.nome ?? null,
        cpfTitular: pessoa?.cpf ?? null,
        referencia: pessoa?.referencia ?? null,
        categorias: r.categorias.map((c) => CATEGORIAS[c] ?? c).join(', '),
        filtros: filtros.length ? filtrosTexto(filtros) : null,
        registros: registros(r),
        enderecoIp: r.endereco,
        relatorio: r.relatorio_id,
      };
    }),
  );
}

export default defineHandlers({
  'acessosDadosPessoais.pesquisar': async ({ db, auth, input, paging }) => {
    const onde = new Onde();
    onde.e(`a.unidade_codigo = ${onde.p(auth!.unidade)}`);
    const cpfTitular = onlyDigits(texto(input.cpfTitular));
    if (cpfTitular) onde.titular(await referenciasDoCpf(db, cpfTitular), cpfTitular);
    const nomeTitular = texto(input.nomeTitular);
    if (nomeTitular) {
      const refs = await referenciasDoNome(db, nomeTitular);
      if (!refs.length) return noResult(paginacao(paging!.page, paging!.size, 0));
      onde.titular(refs);
    }
    const cpfUsuario = onlyDigits(texto(input.cpfUsuario));
    if (cpfUsuario) onde.e(`a.cpf = ${onde.p(cpfUsuario)}`);
    const nomeUsuario = texto(input.nomeUsuario);
    if (nomeUsuario) onde.e(`${semAcentosSql('a.nome')} LIKE ${onde.p(`%${escapeLike(normalizeName(nomeUsuario))}%`)}`);
    // Whole days in Brasília, written as instants so the (unit, time) index gives the range.
    if (input.dataInicio)
      onde.e(`a.em >= (${onde.p(isoDeDataBR(input.dataInicio))}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')`);
    if (input.dataFim)
      onde.e(`a.em < ((${onde.p(isoDeDataBR(input.dataFim))}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`);
    if (input.categoria) onde.e(`${onde.p(input.categoria)} = ANY (a.categorias)`);
    if (input.operacao) onde.e(`a.operacao = ${onde.p(input.operacao)}`);
    return pagina(db, onde, paging!);
  },
  'acessosDadosPessoais.doServidor': async ({ db, auth, input, paging }) => {
    const servidor = await referenciasDoServidor(db, Number(input.id), auth!.unidade);
    if (!servidor) return missingRecord(paging);
    const onde = new Onde();
    onde.e(`a.unidade_codigo = ${onde.p(auth!.unidade)}`);
    onde.titular(servidor.refs, servidor.cpf);
    return pagina(db, onde, paging!);
  },
});
