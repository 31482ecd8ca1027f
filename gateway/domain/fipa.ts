/**
 * The FIPA sheet of a servant (docs/FIPA.md) and its time of service, read from the record's own
 * sections (gateway/servidores/), so every fact has one source.
 */
import {
  admissoes,
  cargaHoraria,
  dataExercicio,
  exercicios,
  identificadores,
  lotacoes,
  nivelAtual,
  type Registro,
} from '../servidores/index.ts';
import { anosMesesDias, type FichaFipa, type TempoServico } from '../lib/fipa-pdf.ts';
import { daysBetween } from '../servidores/prng.ts';
import { hojeBrasilia } from '../lib/text.ts';
import type { Db } from '../db/types.ts';

/** Days from `de` to `ate`, both counted. */
const dias = (de: string, ate: string) => daysBetween(de, ate) + 1;

/**
 * Time of service: every day from the entry into exercise (not the admission: posse alone gives no
 * service, docs/FIPA.md) to the end of activity (exoneration, retirement, or today for a servant in
 * activity), minus the days — inside that period — of absences whose type does not count as service.
 */
export function tempoServico(r: Registro, naoComputados: Set<number>, hoje = hojeBrasilia()): TempoServico {
  const inicio = dataExercicio(r.base);
  const fim = r.desligamento ?? r.aposentadoria ?? hoje;
  const diasBrutos = Math.max(0, dias(inicio, fim));
  let diasNaoComputados = 0;
  for (const e of r.eventos) {
    if (!naoComputados.has(e.codigoTipo)) continue;
    const de = e.dataInicio > inicio ? e.dataInicio : inicio;
    const ate = e.dataFim < fim ? e.dataFim : fim;
    if (ate >= de) diasNaoComputados += dias(de, ate);
  }
  const diasLiquidos = Math.max(0, diasBrutos - diasNaoComputados);
  return { inicio, fim, diasBrutos, diasNaoComputados, diasLiquidos, extenso: anosMesesDias(diasLiquidos) };
}

/** The FIPA sheet of a record: every fact read from the record's own sections (the sex as the record has it, F or M). */
export function fichaFipa(r: Registro, naoComputados: Set<number>): FichaFipa & { sexo: Registro['base']['sexo'] } {
  const id = identificadores(r);
  const adm = admissoes(r)[0];
  const atual = nivelAtual(r);
  const lots = lotacoes(r);
  const lot = lots[lots.length - 1];
  const exe = exercicios(r).slice(-1)[0];
  const carga = cargaHoraria(r).slice(-1)[0];
  return {
    numeroFuncionario: id.numeroFuncionario,
    masp: id.masp,
    cpf: id.cpf,
    nome: id.nome,
    nomeSocial: id.nomeSocial,
    dataNascimento: id.dataNascimento,
    sexo: id.sexo,
    estadoCivil: id.estadoCivil,
    nomeMae: id.nomeMae,
    naturalidade: `${id.naturalidade}/${id.ufNaturalidade}`,
    pisPasep: id.pisPasep,
    instituicao: id.instituicao,
    cargo: adm.cargo,
    carreira: r.carreira.carreira,
    nivel: atual.nivel,
    grau: atual.grau,
    cargaHorariaSemanal: Number(carga?.cargaHorariaSemanal ?? r.carreira.jornada),
    dataAdmissao: adm.dataAdmissao,
    dataExercicio: adm.dataExercicio,
    formaIngresso: adm.formaIngresso,
    regimeJuridico: adm.regimeJuridico,
    situacaoFuncional: id.situacaoFuncional,
    situacaoServidor: id.situacaoServidor,
    lotacaoAtual: lot?.unidadeAdministrativa ?? '',
    municipioLotacao: lot?.municipio ?? '',
    localExercicio: exe?.localExercicio ?? '',
    dataDesligamento: adm.dataDesligamento,
    lotacoes: lots.map((l) => ({
      unidadeAdministrativa: l.unidadeAdministrativa,
      municipio: l.municipio,
      dataInicio: l.dataInicio,
      dataFim: l.dataFim,
    })),
    tempoServico: tempoServico(r, naoComputados),
  };
}

/** The absence types that do not count as service (the state-wide parametrisation of migration 012). */
export async function tiposNaoComputados(db: Db): Promise<Set<number>> {
  const { rows } = await db.query<{ codigo: number }>(
    'SELECT codigo_tipo AS codigo FROM parametro_ausencia WHERE NOT conta_exercicio',
  );
  return new Set(rows.map((r) => r.codigo));
}
