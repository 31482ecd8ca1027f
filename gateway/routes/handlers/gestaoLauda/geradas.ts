/**
 * The generated laudas of 'Gestão de laudas' (/gestaoLauda/v1; migration 023): the unit's list, the
 * detail with the first act filled in as a preview, the servants of one (paged) and the PDF
 * (routes/lib/generated-laudas.ts); the consolidated text is laudasConsolidadas.ts.
 */
import type { RecordOf, RequestOf } from '../../../../core/endpoint-types.ts';
import { laudaPdf, NATUREZA_DESCRICAO, preencherHtml, valores } from '../../../domain/gestao-lauda.ts';
import { fileAnswer, ok } from '../../../lib/envelope.ts';
import { dataBRDoDia } from '../../../lib/text.ts';
import { type List, list, paginate, asText } from '../../list.ts';
import { missingRecord } from '../../../lib/unit-scope.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import { identificacaoAto as identificacao } from '../../../domain/legislacao.ts';
import {
  cabecalho,
  CAMPOS,
  concluida,
  DE,
  gerada,
  type Gerada,
  type LinhaServidor,
  CAMPOS_SERVIDOR,
  numeroLauda,
  saida,
  servidores,
} from '../../lib/generated-laudas.ts';
import { orgaoFilter, regionalFilter } from '../../lib/institution-scope.ts';

const GERADAS: List<RequestOf<'gestaoLauda.listaGestaoLauda'>, Gerada, RecordOf<'gestaoLauda.listaGestaoLauda'>> = {
  from: DE,
  countFrom: 'FROM lauda_gerada g',
  columns: CAMPOS,
  unitScope: ['g.unidade_codigo = $1'],
  filters: {
    orgaoEntidade: orgaoFilter('g.instituicao_codigo'),
    numeroUnidadeRegional: regionalFilter('g.instituicao_codigo', 'g.regional'),
    naturezaEvolucao: { value: asText, sql: (n) => `g.natureza_evolucao = ${n}` },
    status: { value: asText, sql: (n) => `g.status = ${n}` },
  },
  sort: {
    fields: { criadoEm: 'g.criado_em', instituicao: 'i.sigla', titulo: 'g.titulo', status: 'g.status' },
    default: 'criadoEm',
    direction: 'DESC',
    tieBreak: (dir) => `g.id ${dir}`,
  },
  row: saida,
};

type ServidorDaLista = RecordOf<'gestaoLauda.listaServidoresLaudaGerada'>;

const SERVIDORES: List<RequestOf<'gestaoLauda.listaServidoresLaudaGerada'>, LinhaServidor, ServidorDaLista> = {
  from: 'FROM lauda_gerada_servidor s',
  columns: CAMPOS_SERVIDOR,
  unitScope: ['s.lauda_gerada_id = $1'],
  sort: {
    fields: { nome: 's.nome_busca', masp: 's.masp', dataVigencia: 's.data_vigencia' },
    default: 'nome',
    tieBreak: (dir) => `s.progressao_id ${dir}`,
  },
};

const PAGINA_PDF = 1000;

export default defineHandlers({
  'gestaoLauda.listaGestaoLauda': list(GERADAS),
  'gestaoLauda.detalheLaudaGerada': async ({ db, auth, input }) => {
    const g = await gerada(db, Number(input.idGestaoLauda), auth);
    if (!g) return missingRecord();
    // The document's first act, filled in, as the screen's preview (the PDF has every servant's).
    const primeiro = (await servidores(db, g.idGestaoLauda, 1, 0))[0];
    return ok({
      ...saida(g),
      textoModelo: g.textoModelo,
      exemplo: primeiro
        ? preencherHtml(g.textoModelo, valores(cabecalho(g), primeiro))
        : '<p>Nenhum servidor copiado ainda.</p>',
    });
  },
  'gestaoLauda.listaServidoresLaudaGerada': async (ctx) => {
    const g = await gerada(ctx.db, Number(ctx.input.idGestaoLauda), ctx.auth);
    if (!g) return missingRecord(ctx.paging);
    // The act's number, when the servant has none of their own, is the lauda's.
    const linha = (s: LinhaServidor): ServidorDaLista => ({
      idGtProgressao: s.idGtProgressao,
      nome: s.nome,
      masp: s.masp,
      cpf: s.cpf,
      cargo: s.cargo,
      carreira: s.carreira,
      regional: s.regional,
      movimento: `${s.nivelAnterior}-${s.grauAnterior} → ${s.nivel}-${s.grau}`,
      dataVigencia: dataBRDoDia(s.dataVigencia),
      numeroAto: s.numeroAto ?? numeroLauda(g),
    });
    return paginate(ctx, { ...SERVIDORES, row: linha }, [g.idGestaoLauda]);
  },
  'gestaoLauda.pdfLaudaGerada': async ({ db, auth, input }) => {
    const r = await concluida(db, Number(input.idGestaoLauda), auth);
    if (!r.g) return r.answer;
    const g = r.g;
    async function* todos() {
      for (let offset = 0; ; offset += PAGINA_PDF) {
        const lote = await servidores(db, g.idGestaoLauda, PAGINA_PDF, offset);
        yield* lote;
        if (lote.length < PAGINA_PDF) return;
      }
    }
    const body = await laudaPdf({
      titulo: g.titulo,
      numero: numeroLauda(g),
      instituicao: g.instituicao,
      regional: g.regional,
      naturezaDescricao: NATUREZA_DESCRICAO[g.naturezaEvolucao],
      legislacao: `${identificacao(g)} — ${g.ementa}`,
      cabecalho: cabecalho(g),
      textoModelo: g.textoModelo,
      servidores: todos(),
    });
    const answer = fileAnswer({ body, filename: `lauda-${g.idGestaoLauda}.pdf`, contentType: 'application/pdf' });
    return answer;
  },
});
