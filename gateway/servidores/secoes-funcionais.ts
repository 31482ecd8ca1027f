/** Sections of the servant record about the employment: lotações, exercícios, admissions, positions, career, workload, substitutes, alimony. */
import { CARGOS_COMISSAO, NOMES_FEMININOS, NOMES_MASCULINOS, SUBUNIDADES } from './catalogos.ts';
import { Rng, addDays, daysBetween } from './prng.ts';
import type { Registro, ServidorBase } from './tipos.ts';
import { nivelAtual } from './registro.ts';

export function lotacoes(r: Registro) {
  return r.lotacoes.map((l) => ({
    sequencialLotacao: l.sequencial,
    unidadeAdministrativa: l.unidade,
    instituicao: `${r.base.instituicaoSigla} - ${r.base.instituicaoNome}`,
    municipio: l.municipio,
    dataInicio: l.dataInicio,
    dataFim: l.dataFim ?? '',
  }));
}

/**
 * The day the servant entered into exercise, up to 30 days after the admission (posse): time of
 * service counts from it (docs/FIPA.md), so every sheet and certificate reads it from here.
 */
export const dataExercicio = (b: Pick<ServidorBase, 'id' | 'dataAdmissao'>): string =>
  addDays(b.dataAdmissao, new Rng(b.id, 'admissoes').int(0, 30));

/** Exercise follows the lotação (from the entry into exercise), except short cessions (cedido) to another sub-unit. */
export function exercicios(r: Registro) {
  const rng = new Rng(r.base.id, 'exercicio');
  const inicio = dataExercicio(r.base);
  return r.lotacoes.map((l) => {
    const cedido = rng.chance(0.1);
    const sub = cedido ? rng.pick(SUBUNIDADES) : undefined;
    return {
      sequencialExercicio: l.sequencial,
      localExercicio: sub ? `${r.base.instituicaoSigla} - ${sub.nome}` : l.unidade,
      municipio: sub?.municipio ?? l.municipio,
      tipoExercicio: cedido ? 'Cedido' : 'Lotação de origem',
      dataInicio: l.sequencial === 1 && inicio > l.dataInicio ? inicio : l.dataInicio,
      dataFim: l.dataFim ?? '',
    };
  });
}

export function admissoes(r: Registro) {
  const b = r.base;
  const efetivo = b.situacaoFuncional === 'Efetivo' || b.situacaoFuncional === 'Aposentado';
  const out = [
    {
      sequencialAdmissao: 1,
      numeroFuncionario: b.numeroFuncionario,
      dataAdmissao: b.dataAdmissao,
      dataExercicio: dataExercicio(b),
      formaIngresso: efetivo
        ? 'Concurso público'
        : b.situacaoFuncional === 'Designado'
          ? 'Designação'
          : b.situacaoFuncional === 'Contratado'
            ? 'Contrato administrativo'
            : 'Nomeação para cargo em comissão',
      regimeJuridico: efetivo ? 'Estatutário (RPPS)' : 'Regime Geral (RGPS)',
      situacaoFuncional: b.situacaoFuncional,
      cargo: r.carreira.cargo,
      dataDesligamento: r.desligamento ?? r.aposentadoria ?? '',
      motivoDesligamento: r.desligamento ? 'Exoneração a pedido' : r.aposentadoria ? 'Aposentadoria voluntária' : '',
    },
  ];
  return out;
}

export function cargos(r: Registro) {
  const efetivo = {
    sequencialCargoAdmissao: 1,
    cargo: r.carreira.cargo,
    carreira: r.carreira.carreira,
    tipoCargo: 'Cargo efetivo',
    dataInicio: r.evolucao[0].dataInicio,
    dataFim: r.desligamento ?? r.aposentadoria ?? '',
  };
  return [
    efetivo,
    ...r.comissoes.map((c) => ({
      sequencialCargoAdmissao: c.sequencial,
      cargo: c.cargo,
      carreira: 'Cargo em comissão',
      tipoCargo: 'Cargo em comissão',
      dataInicio: c.dataInicio,
      dataFim: c.dataFim ?? '',
    })),
  ];
}

export function cargoDetalhe(r: Registro, sequencial: number) {
  const c = cargos(r).find((x) => x.sequencialCargoAdmissao === sequencial);
  if (!c) return undefined;
  const atual = nivelAtual(r);
  const com = r.comissoes.find((x) => x.sequencial === sequencial);
  return {
    ...c,
    nivel: com ? '' : atual.nivel,
    grau: com ? '' : atual.grau,
    cargaHorariaSemanal: com ? 40 : r.carreira.jornada,
    formaProvimento: com ? 'Nomeação em comissão' : 'Nomeação por concurso público',
    dataPosse: c.dataInicio,
    vencimento: (com ? com.valor : atual.vencimento) / 100,
    atoNomeacao: `Ato nº ${1000 + (r.base.id % 9000)}/${c.dataInicio.slice(0, 4)}`,
  };
}

export function evolucaoCarreira(r: Registro) {
  return r.evolucao.map((e) => ({
    sequencialCargoFuncionario: e.sequencial,
    cargo: r.carreira.cargo,
    nivel: e.nivel,
    grau: e.grau,
    tipoEvolucao: e.tipo,
    vencimento: e.vencimento / 100,
    dataInicio: e.dataInicio,
    dataFim: e.dataFim ?? '',
  }));
}

export function cargaHoraria(r: Registro) {
  const rng = new Rng(r.base.id, 'cargaHoraria');
  const out = [
    {
      sequencialCargaHoraria: 1,
      cargaHorariaSemanal: r.carreira.jornada,
      motivo: 'Jornada do cargo',
      dataInicio: r.evolucao[0].dataInicio,
      dataFim: '',
    },
  ];
  if (r.carreira.jornada < 40 && rng.chance(0.4)) {
    const ini = addDays(
      r.evolucao[0].dataInicio,
      rng.int(200, Math.max(201, daysBetween(r.evolucao[0].dataInicio, r.fimAtividade) - 10)),
    );
    if (ini < r.fimAtividade) {
      out[0].dataFim = addDays(ini, -1);
      out.push({
        sequencialCargaHoraria: 2,
        cargaHorariaSemanal: Math.min(40, r.carreira.jornada + 10),
        motivo: 'Extensão de carga horária',
        dataInicio: ini,
        dataFim: '',
      });
    }
  }
  return out;
}

export function substitutos(r: Registro) {
  const rng = new Rng(r.base.id, 'substitutos');
  if (!rng.chance(0.3)) return [];
  const out = [];
  const n = rng.int(1, 3);
  for (let k = 1; k <= n; k++) {
    const ev = r.eventos.find((e) => e.grupo === 'ferias' && e.sequencial % n === k - 1);
    if (!ev) continue;
    out.push({
      sequencialSubstituicao: k,
      cargoSubstituido: rng.pick(CARGOS_COMISSAO),
      nomeSubstituido: `${rng.pick([...NOMES_FEMININOS, ...NOMES_MASCULINOS])} ${rng.pick(['Silva', 'Souza', 'Oliveira', 'Pereira', 'Costa'])}`,
      motivo: 'Férias do titular',
      dataInicio: addDays(ev.dataInicio, 0),
      dataFim: addDays(ev.dataInicio, Math.min(ev.dias, 15) - 1),
    });
  }
  return out;
}

export function funcionaisProgramaticas(r: Registro) {
  const b = r.base;
  const programa = (s: number) =>
    `${b.instituicaoCodigo}.${['04', '12', '10', '06'][s % 4]}.${String(122 + s).padStart(3, '0')}.${String(70 + (b.id % 20)).padStart(3, '0')}.2${String(b.id % 1000).padStart(3, '0')}.0001`;
  return r.lotacoes.map((l, i) => ({
    sequencial: i + 1,
    codigoFuncionalProgramatica: programa(i),
    descricao: `Remuneração de pessoal ativo e encargos sociais - ${l.unidade}`,
    dataInicio: l.dataInicio,
    dataFim: l.dataFim ?? '',
  }));
}

export function pensoesAlimento(r: Registro) {
  return r.pensoes.map((p) => ({
    numeroPensao: p.numeroPensao,
    nomeBeneficiario: p.beneficiario,
    parentesco: p.parentesco,
    percentual: p.percentual,
    baseCalculo: 'Rendimento líquido',
    banco: p.banco,
    agencia: p.agencia,
    conta: p.conta,
    dataInicio: p.dataInicio,
    dataFim: p.dataFim ?? '',
  }));
}
