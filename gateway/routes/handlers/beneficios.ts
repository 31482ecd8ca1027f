/**
 * Handlers of `beneficios` (férias-prêmio): the search of servants with their balance
 * (consultar-ferias-premio; cpf/nome/masp filters, unit scope, paged in SQL) and the tabs of one
 * servant (`numeroFuncionario`): balances and rights per 5-year period, granted leave, conversions
 * into money (abatements, computed values, pay-roll records and payments).
 */
import { onlyDigits } from '../../../schemas/formats.ts';
import { competenciaTexto, reais } from '../../db/seed/prng.ts';
import * as R from '../../db/seed/registro.ts';
import { noResult, ok, paginacao } from '../../lib/envelope.ts';
import { escapeLike, normalizeName } from '../../lib/text.ts';
import type { Handler } from '../types.ts';
import { secao, servidoresPorId } from './registro-servidor.ts';

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

const SORT_SQL: Record<string, string> = { nome: 's.nome_busca', cpf: 's.cpf', masp: 's.masp', numeroFuncionario: 's.numero_funcionario' };

const saldosBeneficioServidores: Handler = async ({ db, auth, input, paging }) => {
  const p = paging!;
  const where = ['i.unidade_codigo = $1'];
  const params: unknown[] = [auth!.unidade];
  const add = (sql: (n: string) => string, v: unknown) => {
    params.push(v);
    where.push(sql(`$${params.length}`));
  };
  const cpf = onlyDigits(str(input.cpf));
  if (cpf) add((n) => `s.cpf = ${n}`, cpf);
  const nome = normalizeName(str(input.nome));
  if (nome) add((n) => `s.nome_busca LIKE ${n}`, `%${escapeLike(nome)}%`);
  const masp = str(input.masp);
  if (masp) add((n) => `s.masp = ${n}`, masp);
  const from = `FROM servidor s JOIN instituicao i ON i.codigo = s.instituicao_codigo WHERE ${where.join(' AND ')}`;
  const {
    rows: [{ total }],
  } = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const pag = paginacao(p.page, p.size, total);
  if (!total) return noResult(pag);
  const dir = p.order === 'DESC' ? 'DESC' : 'ASC';
  const { rows } = await db.query<{ id: number }>(
    `SELECT s.id ${from} ORDER BY ${SORT_SQL[p.sort ?? 'nome'] ?? SORT_SQL.nome} ${dir}, s.id ${dir} LIMIT ${p.size} OFFSET ${p.offset}`,
    params,
  );
  const bases = await servidoresPorId(
    db,
    rows.map((r) => r.id),
  );
  return ok(
    rows.map(({ id }) => {
      const r = R.registroDe(bases.get(id)!);
      const saldos = R.saldosFeriasPremio(r);
      return {
        numeroFuncionario: r.base.numeroFuncionario,
        masp: r.base.masp,
        cpf: r.base.cpf,
        nome: r.base.nome,
        instituicao: `${r.base.instituicaoSigla} - ${r.base.instituicaoNome}`,
        situacaoServidor: r.base.situacaoServidor,
        periodosAdquiridos: saldos.length,
        diasDireito: saldos.reduce((s, x) => s + x.diasDireito, 0),
        diasSaldo: saldos.reduce((s, x) => s + x.diasSaldo, 0),
      };
    }),
    pag,
  );
};

const periodo = [['numeroPeriodo', 'DESC']] as [string, 'ASC' | 'DESC'][];

export const beneficiosHandlers: Record<string, Handler> = {
  'beneficios.saldosBeneficioServidores': saldosBeneficioServidores,
  'beneficios.saldosEDireitosFeriasPremioServidor': secao(R.saldosFeriasPremio, { ordem: periodo }),
  'beneficios.concessaoUsufrutoFeriasPremioServidor': secao(
    (r) =>
      R.eventosDo(r, 'feriasPremio').map((e, i) => ({
        sequencialUsufruto: i + 1,
        numeroPeriodo: e.referencia ?? 0,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
        dias: e.dias,
        situacao: 'Usufruído',
      })),
    { ordem: [['dataInicio', 'DESC']] },
  ),
  'beneficios.registrosAbatimentosSaldoConversaoFeriasPremio': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        dataAbatimento: c.data,
        diasAbatidos: c.dias,
        motivo: 'Conversão em espécie',
      })),
    { ordem: [['dataAbatimento', 'DESC']] },
  ),
  'beneficios.valoresApurados': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        dataApuracao: c.data,
        remuneracaoBase: reais(c.remuneracaoBase),
        dias: c.dias,
        valorApurado: reais(c.valor),
      })),
    { ordem: [['dataApuracao', 'DESC']] },
  ),
  'beneficios.registrosPagamento': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        numeroPeriodo: c.numeroPeriodo,
        anoMesFolha: c.anoMesFolha,
        competencia: competenciaTexto(c.anoMesFolha),
        dias: c.dias,
        valor: reais(c.valor),
      })),
    { ordem: [['anoMesFolha', 'DESC']] },
  ),
  'beneficios.pagamentos': secao(
    (r) =>
      r.conversoes.map((c, i) => ({
        sequencial: i + 1,
        anoMesFolha: c.anoMesFolha,
        numeroFolhaSuplementar: 0,
        competencia: competenciaTexto(c.anoMesFolha),
        valor: reais(c.valor),
        situacao: 'Pago',
      })),
    { ordem: [['anoMesFolha', 'DESC']] },
  ),
};
