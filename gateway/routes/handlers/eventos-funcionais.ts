/**
 * Handlers of `eventosFuncionais`: absences, leave, medical inspections, vacations, férias-prêmio,
 * consolidated absences, functional history, publications and movements of the servant named by
 * `numeroFuncionario`. The events come from the record's time line, so they never overlap.
 */
import { TIPOS_AFASTAMENTO } from '../../servidores/catalogos.ts';
import * as R from '../../servidores/index.ts';
import type { Handlers } from '../../contract/handler.ts';
import { secao } from './registro-servidor.ts';

const desde: [string, 'ASC' | 'DESC'][] = [['dataInicio', 'DESC']];
const evento = (e: R.Evento) => ({
  sequencialAfastamento: e.sequencial,
  codigoTipoAfastamento: e.codigoTipo,
  descricaoTipoAfastamento: e.descricao,
  dataInicio: e.dataInicio,
  dataFim: e.dataFim,
  dias: e.dias,
});

export const eventosFuncionaisHandlers = {
  // Every absence type, with how many the servant has (the filter list of the absences tab).
  'eventosFuncionais.tiposAfastamento': secao((r) =>
    TIPOS_AFASTAMENTO.map((t) => ({
      codigo: t.codigo,
      descricao: t.descricao,
      quantidade: r.eventos.filter((e) => e.codigoTipo === t.codigo).length,
    })),
  ),
  'eventosFuncionais.afastamentos': secao(
    (r, input) =>
      r.eventos
        .filter((e) =>
          input.codigoTipoAfastamento === undefined
            ? e.grupo === 'afastamento' || e.grupo === 'falta'
            : e.codigoTipo === Number(input.codigoTipoAfastamento),
        )
        .map(evento),
    { ordem: desde },
  ),
  'eventosFuncionais.licencas': secao((r) => R.eventosDo(r, 'licenca').map(evento), { ordem: desde }),
  'eventosFuncionais.inspecaoMedica': secao(R.inspecoesMedicas, { ordem: [['dataInspecao', 'DESC']] }),
  'eventosFuncionais.feriasRegulamentares': secao(
    (r) =>
      R.eventosDo(r, 'ferias').map((e, i) => ({
        sequencialFeriasRegulamentares: i + 1,
        anoAquisitivo: e.referencia ?? 0,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
        dias: e.dias,
        situacao: 'Gozadas',
      })),
    { ordem: desde },
  ),
  'eventosFuncionais.feriasPremio': secao(
    (r) =>
      R.eventosDo(r, 'feriasPremio').map((e, i) => ({
        sequencialUsufruto: i + 1,
        numeroPeriodo: e.referencia ?? 0,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
        dias: e.dias,
      })),
    { ordem: desde },
  ),
  'eventosFuncionais.ausenciasConsolidadas': secao(R.ausenciasConsolidadas, { ordem: [['ano', 'DESC']] }),
  'eventosFuncionais.historicoFuncional': secao(R.historicoFuncional, { ordem: [['dataEvento', 'DESC']] }),
  'eventosFuncionais.publicacoesComplementares': secao((r) => R.publicacoes(r).map(({ texto: _t, ...p }) => p), {
    ordem: [['dataPublicacao', 'DESC']],
  }),
  'eventosFuncionais.detalhePublicacao': secao((r, input) =>
    R.publicacoes(r).find((p) => p.numeroPublicacao === Number(input.numeroPublicacao)),
  ),
  'eventosFuncionais.movimentacoes': secao(R.movimentacoes, { ordem: [['dataMovimentacao', 'DESC']] }),
} satisfies Handlers<
  | 'eventosFuncionais.tiposAfastamento'
  | 'eventosFuncionais.afastamentos'
  | 'eventosFuncionais.licencas'
  | 'eventosFuncionais.inspecaoMedica'
  | 'eventosFuncionais.feriasRegulamentares'
  | 'eventosFuncionais.feriasPremio'
  | 'eventosFuncionais.ausenciasConsolidadas'
  | 'eventosFuncionais.historicoFuncional'
  | 'eventosFuncionais.publicacoesComplementares'
  | 'eventosFuncionais.detalhePublicacao'
  | 'eventosFuncionais.movimentacoes'
>;
