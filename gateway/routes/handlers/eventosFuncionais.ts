/**
 * Handlers of `eventosFuncionais`: absences, leave, medical inspections, vacations, férias-prêmio,
 * consolidated absences, functional history, publications and movements of the servant named by
 * `numeroFuncionario`. The events come from the record's time line, so they never overlap.
 */
import { TIPOS_AFASTAMENTO } from '../../servidores/catalogos.ts';
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { NEWEST_FIRST, section } from '../lib/servant-record.ts';

const evento = (e: R.Evento) => ({
  sequencialAfastamento: e.sequencial,
  codigoTipoAfastamento: e.codigoTipo,
  descricaoTipoAfastamento: e.descricao,
  dataInicio: e.dataInicio,
  dataFim: e.dataFim,
  dias: e.dias,
});

export default defineHandlers({
  // Every absence type, with how many the servant has (the filter list of the absences tab).
  'eventosFuncionais.tiposAfastamento': section((r) =>
    TIPOS_AFASTAMENTO.map((t) => ({
      codigo: t.codigo,
      descricao: t.descricao,
      quantidade: r.eventos.filter((e) => e.codigoTipo === t.codigo).length,
    })),
  ),
  'eventosFuncionais.afastamentos': section(
    (r, input) =>
      r.eventos
        .filter((e) =>
          input.codigoTipoAfastamento === undefined
            ? e.grupo === 'afastamento' || e.grupo === 'falta'
            : e.codigoTipo === Number(input.codigoTipoAfastamento),
        )
        .map(evento),
    { defaultSort: NEWEST_FIRST },
  ),
  'eventosFuncionais.licencas': section((r) => R.eventosDo(r, 'licenca').map(evento), { defaultSort: NEWEST_FIRST }),
  'eventosFuncionais.inspecaoMedica': section(R.inspecoesMedicas, { defaultSort: [['dataInspecao', 'DESC']] }),
  'eventosFuncionais.feriasRegulamentares': section(
    (r) =>
      R.eventosDo(r, 'ferias').map((e, i) => ({
        sequencialFeriasRegulamentares: i + 1,
        anoAquisitivo: e.referencia ?? 0,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
        dias: e.dias,
        situacao: 'Gozadas',
      })),
    { defaultSort: NEWEST_FIRST },
  ),
  'eventosFuncionais.feriasPremio': section(
    (r) =>
      R.eventosDo(r, 'feriasPremio').map((e, i) => ({
        sequencialUsufruto: i + 1,
        numeroPeriodo: e.referencia ?? 0,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
        dias: e.dias,
      })),
    { defaultSort: NEWEST_FIRST },
  ),
  'eventosFuncionais.ausenciasConsolidadas': section(R.ausenciasConsolidadas, { defaultSort: [['ano', 'DESC']] }),
  'eventosFuncionais.historicoFuncional': section(R.historicoFuncional, { defaultSort: [['dataEvento', 'DESC']] }),
  'eventosFuncionais.publicacoesComplementares': section((r) => R.publicacoes(r).map(({ texto: _t, ...p }) => p), {
    defaultSort: [['dataPublicacao', 'DESC']],
  }),
  'eventosFuncionais.detalhePublicacao': section((r, input) =>
    R.publicacoes(r).find((p) => p.numeroPublicacao === Number(input.numeroPublicacao)),
  ),
  'eventosFuncionais.movimentacoes': section(R.movimentacoes, { defaultSort: [['dataMovimentacao', 'DESC']] }),
});
