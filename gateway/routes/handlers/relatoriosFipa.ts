/**
 * The FIPA reports (destination FIPA, /gw/fipa; docs/FIPA.md) as base64 PDFs of the servant's
 * sheet (fipa.ts, domain/fipa.ts):
 * - `relatoriosFipa.listaRelatoriosFipa`: the three reports (RELATORIOS_FIPA) with the servant's
 *   issue count and last issue;
 * - `relatoriosFipa.visualizarRelatoriosFipa`: the PDF marked 'VISUALIZAÇÃO - DOCUMENTO SEM VALOR
 *   OFICIAL'; writes nothing;
 * - `relatoriosFipa.emitirRelatoriosFipa`: through `write()` — a `fipa_emissao` row (número de
 *   emissão FIPA-AAAA-NNNNNN and a 16-hex authentication code, both printed on the PDF) and its
 *   audit row in one transaction;
 * - `relatoriosFipa.listaEmissoesFipa`: the servant's issues, newest first (paged).
 * Unknown servant and a servant of another unit → the same code 2 (like every servant tab).
 */
import { createHash } from 'node:crypto';
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import { fichaFipa, tiposNaoComputados } from '../../domain/fipa.ts';
import { registroServidor } from '../../domain/carreira-servidor.ts';
import type { Db } from '../../db/types.ts';
import { dataServidor, type Failure, ok } from '../../lib/envelope.ts';
import { type CodigoRelatorioFipa, fipaPdf, RELATORIOS_FIPA } from '../../lib/fipa-pdf.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { missingRecord } from '../../lib/unit-scope.ts';
import { diff, write } from '../../lib/write.ts';
import type { servidorPorNumero } from '../../servidores/base.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { comAusencias, loadRecord, servidorDaUnidade } from '../lib/servant-record.ts';
import { type List, paginate } from '../list.ts';

export const MSG_EMITIDO = 'Relatório emitido com sucesso.';

type ServidorDaUnidade = NonNullable<Awaited<ReturnType<typeof servidorPorNumero>>>;

/** The servant of `numeroFuncionario` (the same code 2 for unknown and another unit's) with id and unit. */
async function servidorFipa(
  db: Db,
  numero: string,
  unidade: string,
): Promise<{ falha: Failure } | { servidor: ServidorDaUnidade }> {
  const s = await servidorDaUnidade(db, numero, { unidade });
  if (!s) return { falha: missingRecord() };
  return { servidor: s };
}

const nomeArquivo = (rel: string, numero: string, sufixo: string) =>
  `${rel.toLowerCase().replace(/_/g, '-')}-${numero}${sufixo}.pdf`;

async function siglaUnidade(db: Db, unidade: string): Promise<string> {
  const { rows } = await db.query<{ s: string }>(`SELECT sigla || ' - ' || nome AS s FROM unidade WHERE codigo = $1`, [
    unidade,
  ]);
  return rows[0]?.s ?? unidade;
}

const NOMES = new Map<string, string>(RELATORIOS_FIPA.map((r) => [r.codigoRelatorio, r.nomeRelatorio]));

/** The servant's issued FIPA documents ($1: the servant, checked to be of the token's unit), newest first. */
const EMISSOES: List<
  RequestOf<'relatoriosFipa.listaEmissoesFipa'>,
  Omit<RecordOf<'relatoriosFipa.listaEmissoesFipa'>, 'nomeRelatorio'>,
  RecordOf<'relatoriosFipa.listaEmissoesFipa'>
> = {
  from: 'FROM fipa_emissao f LEFT JOIN usuario u ON u.cpf = f.emitido_por JOIN unidade un ON un.codigo = f.unidade_codigo',
  countFrom: 'FROM fipa_emissao f',
  columns: `f.numero_emissao AS "numeroEmissao", upper(f.codigo_autenticacao) AS "codigoAutenticacao", f.relatorio,
    ${dataHoraSql('f.emitido_em')} AS "emitidoEm", coalesce(u.nome, f.emitido_por) AS "emitidoPor", un.sigla AS unidade`,
  unitScope: ['f.servidor_id = $1'],
  sort: {
    fields: { emitidoEm: 'f.emitido_em' },
    default: 'emitidoEm',
    direction: 'DESC',
    strict: true,
    tieBreak: (dir) => `f.id ${dir}`,
  },
  row: (r) => ({ ...r, nomeRelatorio: NOMES.get(r.relatorio) ?? r.relatorio }),
};

export default defineHandlers({
  'relatoriosFipa.listaRelatoriosFipa': async ({ db, auth, input }) => {
    const s = await servidorFipa(db, String(input.numeroFuncionario), auth!.unidade);
    if ('falha' in s) return s.falha;
    const { rows } = await db.query<{ relatorio: string; n: number; ultima: string }>(
      `SELECT relatorio, count(*)::int AS n, ${dataHoraSql('max(emitido_em)')} AS ultima FROM fipa_emissao WHERE servidor_id = $1 GROUP BY relatorio`,
      [s.servidor.id],
    );
    const por = new Map(rows.map((r) => [r.relatorio, r]));
    return ok(
      RELATORIOS_FIPA.map((r) => ({
        ...r,
        numeroFuncionario: s.servidor.numeroFuncionario,
        quantidadeEmissoes: por.get(r.codigoRelatorio)?.n ?? 0,
        ultimaEmissao: por.get(r.codigoRelatorio)?.ultima ?? '',
      })),
    );
  },
  'relatoriosFipa.visualizarRelatoriosFipa': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    const relatorio: CodigoRelatorioFipa = ctx.input.codigoRelatorio;
    const ficha = fichaFipa(c.registro, await tiposNaoComputados(ctx.db));
    const pdf = await fipaPdf({
      relatorio,
      ficha,
      unidade: await siglaUnidade(ctx.db, ctx.auth!.unidade),
      // To the minute, as the report files date themselves (reports/report-info.ts).
      geradoEm: dataServidor().slice(0, 16),
    });
    return ok({
      pdf: pdf.toString('base64'),
      nomeArquivo: nomeArquivo(relatorio, ficha.numeroFuncionario, '-visualizacao'),
    });
  },
  'relatoriosFipa.emitirRelatoriosFipa': async ({ db, auth, endpoint, input }) => {
    const s = await servidorFipa(db, String(input.numeroFuncionario), auth!.unidade);
    if ('falha' in s) return s.falha;
    const { unidadeCodigo: _u, ...base } = s.servidor;
    const registro = await comAusencias(db, await registroServidor(db, base));
    const ficha = fichaFipa(registro, await tiposNaoComputados(db));
    const relatorio: CodigoRelatorioFipa = input.codigoRelatorio;
    const unidade = await siglaUnidade(db, auth!.unidade);
    return write(db, auth!, endpoint, async (w) => {
      const {
        rows: [e],
      } = await w.tx.query<{ id: number; ano: string; em: string; por: string }>(
        `WITH n AS (SELECT nextval(pg_get_serial_sequence('fipa_emissao', 'id'))::int AS id)
       SELECT n.id, to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYY') AS ano, ${dataHoraSql('now()')} AS em,
              coalesce((SELECT nome FROM usuario WHERE cpf = $1), $1) AS por FROM n`,
        [auth!.sub],
      );
      const numeroEmissao = `FIPA-${e.ano}-${String(e.id).padStart(6, '0')}`;
      const codigoAutenticacao = createHash('sha256')
        .update(
          [numeroEmissao, relatorio, ficha.cpf, ficha.numeroFuncionario, auth!.sub, auth!.unidade, e.em].join('|'),
        )
        .digest('hex')
        .slice(0, 16);
      await w.tx.query(
        `INSERT INTO fipa_emissao (id, numero_emissao, codigo_autenticacao, servidor_id, relatorio, emitido_por, unidade_codigo) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [e.id, numeroEmissao, codigoAutenticacao, base.id, relatorio, auth!.sub, auth!.unidade],
      );
      await w.audit(
        'fipa_emissao',
        e.id,
        diff({}, { numeroEmissao, codigoAutenticacao, relatorio, numeroFuncionario: ficha.numeroFuncionario }),
      );
      const pdf = await fipaPdf({
        relatorio,
        ficha,
        unidade,
        geradoEm: e.em,
        emissao: { numeroEmissao, codigoAutenticacao, emitidoEm: e.em, emitidoPor: e.por },
      });
      return ok(
        {
          pdf: pdf.toString('base64'),
          nomeArquivo: nomeArquivo(relatorio, ficha.numeroFuncionario, `-${numeroEmissao}`),
          numeroEmissao,
          codigoAutenticacao,
        },
        undefined,
        MSG_EMITIDO,
      );
    });
  },
  'relatoriosFipa.listaEmissoesFipa': async (ctx) => {
    const servidor = await servidorDaUnidade(ctx.db, String(ctx.input.numeroFuncionario), ctx.auth);
    if (!servidor) return missingRecord(ctx.paging);
    return paginate(ctx, EMISSOES, [servidor.id]);
  },
});
