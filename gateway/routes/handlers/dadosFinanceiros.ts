/**
 * Handlers of `dadosFinanceiros`: bank data, payment option, suspended payments and the pay slips
 * (list by competence, the sections of one slip and its PDF) of the servant named by
 * `numeroFuncionario`; one slip is named by `anoMesFolha` (YYYYMM) + `numeroFolhaSuplementar`.
 * Slip lines are computed from the record (gateway/servidores/contracheque.ts), so totals always add up.
 */
import { formatDate } from '../../../core/formatters/date.ts';
import * as C from '../../servidores/contracheque.ts';
import * as S from '../../servidores/secoes-contracheque.ts';
import { competenciaTexto } from '../../servidores/prng.ts';
import * as R from '../../servidores/index.ts';
import { contrachequePdf } from '../../lib/contracheque-pdf.ts';
import { dataServidor, fileAnswer, noResult } from '../../lib/envelope.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { loadRecord, section } from '../lib/servant-record.ts';

/** What a slip's section reads of its request (every such endpoint's request has them). */
interface PedidoFolha {
  anoMesFolha: number;
  numeroFolhaSuplementar?: number;
}

const daFolha =
  <T>(fn: (r: R.Registro, f: C.Folha) => T) =>
  (r: R.Registro, input: PedidoFolha): T | undefined => {
    const f = C.folha(r, Number(input.anoMesFolha), Number(input.numeroFolhaSuplementar ?? 0));
    return f ? fn(r, f) : undefined;
  };

const suspensos = (r: R.Registro) => R.pagamentosSuspensos(r).map(({ numeroProcesso: _n, ...p }) => p);

export default defineHandlers({
  'dadosFinanceiros.dadosBancariosPessoa': section(R.dadosBancarios),
  'dadosFinanceiros.opcaoRecebimentoPessoa': section(R.opcaoRecebimento),
  'dadosFinanceiros.pagamentoSuspenso': section(suspensos, { defaultSort: [['anoMesSuspensao', 'DESC']] }),
  'dadosFinanceiros.detalhePagamentoSuspenso': section((r, input) =>
    R.pagamentosSuspensos(r).find((p) => p.anoMesSuspensao === Number(input.anoMesSuspensao)),
  ),
  'dadosFinanceiros.contracheques': section(S.listaContracheques, {
    defaultSort: [
      ['anoMesFolha', 'DESC'],
      ['numeroFolhaSuplementar', 'DESC'],
    ],
  }),
  'dadosFinanceiros.vantagensEDescontos': section(daFolha((_r, f) => S.vantagensEDescontos(f))),
  'dadosFinanceiros.informacoesFinanceiras': section(daFolha(S.informacoesFinanceiras)),
  'dadosFinanceiros.cargos': section(daFolha(S.cargosDaFolha)),
  'dadosFinanceiros.totaisPorAdmissao': section(daFolha(S.totaisPorAdmissao)),
  'dadosFinanceiros.verbasPatronaisServidor': section(daFolha((_r, f) => S.verbasPatronais(f))),
  'dadosFinanceiros.descontosNaoEfetuados': section(daFolha((_r, f) => S.descontosNaoEfetuados(f))),
  'dadosFinanceiros.pensoesAlimenticias': section(daFolha(S.pensoesDaFolha)),
  'dadosFinanceiros.ocorrencias': section(daFolha(S.ocorrencias)),
  'dadosFinanceiros.downloadContraCheque': async (ctx) => {
    const c = await loadRecord(ctx);
    if ('falha' in c) return c.falha;
    const r = c.registro;
    const f = C.folha(r, Number(ctx.input.anoMesFolha), Number(ctx.input.numeroFolhaSuplementar ?? 0));
    if (!f) return noResult();
    const b = R.dadosBancarios(r);
    const body = await contrachequePdf({
      nome: r.base.nome,
      cpf: r.base.cpf,
      masp: r.base.masp,
      numeroFuncionario: r.base.numeroFuncionario,
      instituicao: `${r.base.instituicaoSigla} - ${r.base.instituicaoNome}`,
      cargo: r.carreira.cargo,
      competencia: competenciaTexto(f.anoMesFolha),
      descricaoFolha: S.descricaoFolha(f.numeroFolhaSuplementar),
      linhas: f.linhas,
      totalVantagens: f.totalVantagens,
      totalDescontos: f.totalDescontos,
      liquido: f.liquido,
      banco: `${b.codigoBanco} - ${b.nomeBanco}, agência ${b.agencia}, conta ${b.conta}`,
      dataPagamento: formatDate(S.dataPagamentoDe(f.anoMesFolha, f.numeroFolhaSuplementar)),
      // 'dd/MM/yyyy HH:mm' of the server's clock in Brasília (dataServidor without the seconds).
      emitidoEm: dataServidor().slice(0, 16),
    });
    const sufixo = f.numeroFolhaSuplementar ? `-${f.numeroFolhaSuplementar}` : '';
    return fileAnswer({
      body,
      contentType: 'application/pdf',
      filename: `contracheque-${r.base.numeroFuncionario}-${f.anoMesFolha}${sufixo}.pdf`,
    });
  },
});
