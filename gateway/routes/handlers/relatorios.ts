/**
 * 'Meus relatórios' (/relatorios/v1): the option lists, the caller's own reports (cpf from the
 * token — never from the request), the download of a finished file and the deletion. The export
 * endpoints themselves live in gateway/reports/request.ts.
 */
import type { RecordOf, RequestOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { parseDataBR } from '../../../schemas/formats.ts';
import { badRequest, fileAnswer, noResult, ok } from '../../lib/envelope.ts';
import { type List, paginate, asDate, asFilled } from '../list.ts';
import { apagarArquivo, lerArquivo, temArquivo } from '../../reports/arquivo-banco.ts';
import { CONTENT_TYPE, FORMATOS, type Formato } from '../../reports/definitions.ts';
import { reportNames } from '../../reports/screen-report.ts';
import { todasEmVigor } from '../../reports/tela-em-vigor.ts';
import { defineHandlers, type Handler } from '../../contract/handler.ts';

const MSG_NAO_ENCONTRADO = 'Relatório não encontrado.';
const MSG_NAO_CONCLUIDO = 'O relatório ainda não está disponível para download.';
const MSG_EM_GERACAO = 'O relatório está em geração e não pode ser excluído.';
const MSG_ARQUIVO_AUSENTE = 'O arquivo deste relatório não está mais disponível. Solicite o relatório novamente.';
const MSG_PERIODO = 'A data inicial deve ser anterior à data final.';

const SORT_SQL: Record<string, string> = {
  nomeRelatorio: 'nome_relatorio',
  nomeRelatorioSolicitado: 'nome_relatorio',
  formatoSolicitado: 'formato',
  dataDoPedido: 'criado_em',
  orgaoMomentoAgendado: 'orgao_momento_agendamento',
  statusGeracao: 'status',
};

const list = (v: unknown): string[] => (Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v]).map(String);

/** A list filter: the values asked, or none. */
const valorLista = (v: unknown): string[] | undefined => {
  const l = list(v);
  return l.length ? l : undefined;
};
const DIA = `(criado_em AT TIME ZONE 'America/Sao_Paulo')::date`;

type Relatorio = RecordOf<'relatorios.relatoriosServidor'>;

const RELATORIOS: List<
  RequestOf<'relatorios.relatoriosServidor'>,
  Omit<Relatorio, 'mensagemErro'> & { mensagemErro: string | null },
  Relatorio
> = {
  from: 'FROM relatorio_solicitado',
  columns: `id AS "idRelatorio", nome_relatorio AS "nomeRelatorioSolicitado", formato AS "formatoSolicitado", ${dataHoraSql('criado_em', true)} AS "dataDoPedido",
    orgao_momento_agendamento AS "orgaoMomentoAgendado", status AS "statusGeracao", mensagem_erro AS "mensagemErro"`,
  // The caller's own reports: the cpf is the token's, never the request's.
  unitScope: ['cpf = $1', 'NOT excluido'],
  filters: {
    nomeRelatorio: { value: valorLista, sql: (n) => `nome_relatorio = ANY(${n}::text[])` },
    formatoSolicitado: { value: asFilled, sql: (n) => `formato = ${n}` },
    orgaoMomentoAgendamento: { value: valorLista, sql: (n) => `orgao_momento_agendamento = ANY(${n}::text[])` },
    dataInicialDoPeriodo: { value: asDate, sql: (n) => `${DIA} >= ${n}::date` },
    dataFinalDoPeriodo: { value: asDate, sql: (n) => `${DIA} <= ${n}::date` },
  },
  sort: { fields: SORT_SQL, default: 'nomeRelatorio', tieBreak: () => 'id DESC' },
  row: ({ mensagemErro, ...r }) => ({ ...r, mensagemErro: mensagemErro ?? undefined }),
};

/** The caller's report row, or null (another user's report is "not found", never "forbidden"). */
async function own(db: Db, cpf: string, id: number) {
  const { rows } = await db.query<{
    status: string;
    arquivo: string | null;
    arquivo_bytes: string | null;
    nome_arquivo: string | null;
    formato: Formato;
  }>(
    'SELECT status, arquivo, arquivo_bytes, nome_arquivo, formato FROM relatorio_solicitado WHERE id = $1 AND cpf = $2 AND NOT excluido',
    [id, cpf],
  );
  return rows[0] ?? null;
}

/** The file streamed from the database part by part, whichever instance generated it (reports/arquivo-banco.ts). */
const download: Handler<'relatorios.download'> = async ({ db, auth, input }) => {
  const id = Number(input.idRelatorio);
  const r = await own(db, auth!.sub, id);
  if (!r) return noResult();
  if (r.status !== 'CONCLUIDO')
    return badRequest([{ campo: 'idRelatorio', mensagem: MSG_NAO_CONCLUIDO }], MSG_NAO_CONCLUIDO);
  const nome = { filename: r.nome_arquivo ?? 'arquivo', contentType: CONTENT_TYPE[r.formato] };
  if (await temArquivo(db, id))
    return fileAnswer({ ...nome, body: lerArquivo(db, id), bytes: Number(r.arquivo_bytes) });
  // A file generated before the files moved into the database (migration 033) is still on the
  // disk of the instance that wrote it.
  const antigo = r.arquivo ? await stat(r.arquivo).catch(() => null) : null;
  if (antigo) return fileAnswer({ ...nome, body: createReadStream(r.arquivo!), bytes: antigo.size });
  return badRequest([{ campo: 'idRelatorio', mensagem: MSG_ARQUIVO_AUSENTE }], MSG_ARQUIVO_AUSENTE);
};

export default defineHandlers({
  // The screens in force: a screen published at run time may name a report of its own.
  'relatorios.listaRelatorios': async ({ db }) => ok(reportNames(await todasEmVigor(db)).map((nome) => ({ nome }))),
  'relatorios.listaFormatos': async () => ok(FORMATOS.map((f) => ({ ...f }))),
  'relatorios.listaOrgaos': async ({ db, auth }) => {
    const { rows } = await db.query<{ nome: string }>(
      'SELECT DISTINCT orgao_momento_agendamento AS nome FROM relatorio_solicitado WHERE cpf = $1 AND NOT excluido ORDER BY 1',
      [auth!.sub],
    );
    return rows.length ? ok(rows) : noResult();
  },
  'relatorios.relatoriosServidor': async (ctx) => {
    const { input } = ctx;
    const ini = typeof input.dataInicialDoPeriodo === 'string' ? input.dataInicialDoPeriodo : '';
    const fim = typeof input.dataFinalDoPeriodo === 'string' ? input.dataFinalDoPeriodo : '';
    if (ini && fim && parseDataBR(ini)! >= parseDataBR(fim)!)
      return badRequest([{ campo: 'dataInicialDoPeriodo', mensagem: MSG_PERIODO }]);
    return paginate(ctx, RELATORIOS, [ctx.auth!.sub]);
  },
  'relatorios.download': download,
  'relatorios.excluiRelatorioSolicitadoServidor': async ({ db, auth, input }) => {
    const id = Number(input.idRelatorio);
    const r = await own(db, auth!.sub, id);
    if (!r) return badRequest([{ campo: 'idRelatorio', mensagem: MSG_NAO_ENCONTRADO }], MSG_NAO_ENCONTRADO);
    if (r.status === 'PENDENTE' || r.status === 'PROCESSANDO')
      return badRequest([{ campo: 'idRelatorio', mensagem: MSG_EM_GERACAO }], MSG_EM_GERACAO);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE relatorio_solicitado SET excluido = true WHERE id = $1', [id]);
      await apagarArquivo(tx, id);
    });
    if (r.arquivo) await rm(r.arquivo, { force: true });
    return ok(null, undefined, 'Relatório excluído com sucesso!');
  },
});
