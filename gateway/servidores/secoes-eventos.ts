/** Sections of the servant record drawn from its events: pay formula, notes, suspended payments, publications, functional history, medical inspections, absences, leave balances. */
import { NOMES_FEMININOS, NOMES_MASCULINOS } from './catalogos.ts';
import { Rng, addDays, addMeses, addYears, competenciaDe, daysBetween, maxIso, primeiroDia } from './prng.ts';
import type { Evento, Registro } from './tipos.ts';
import { dataBRDoDia } from '../lib/text.ts';

const FORMAS = [
  {
    codigoTipoFormaCalculo: 1,
    descricao: 'Vencimento por nível e grau',
    codigoBaseCalculo: 10,
    baseCalculo: 'Vencimento básico',
  },
  {
    codigoTipoFormaCalculo: 2,
    descricao: 'Vencimento com adicionais',
    codigoBaseCalculo: 20,
    baseCalculo: 'Remuneração de contribuição',
  },
  {
    codigoTipoFormaCalculo: 3,
    descricao: 'Proventos de aposentadoria',
    codigoBaseCalculo: 30,
    baseCalculo: 'Proventos integrais',
  },
];

export function formasCalculoHistorico(r: Registro) {
  const out = [{ ...FORMAS[0], dataInicio: r.evolucao[0].dataInicio, dataFim: '' }];
  const rng = new Rng(r.base.id, 'formas');
  if (rng.chance(0.5) && r.evolucao.length > 3) {
    out[0].dataFim = addDays(r.evolucao[3].dataInicio, -1);
    out.push({ ...FORMAS[1], dataInicio: r.evolucao[3].dataInicio, dataFim: '' });
  }
  if (r.aposentadoria) {
    out[out.length - 1].dataFim = r.aposentadoria;
    out.push({ ...FORMAS[2], dataInicio: addDays(r.aposentadoria, 1), dataFim: '' });
  }
  return out.map((f, i) => ({ sequencial: i + 1, ...f }));
}

export const formaCalculoVigente = (r: Registro) => formasCalculoHistorico(r).slice(-1)[0];

export function observacoes(r: Registro) {
  const rng = new Rng(r.base.id, 'observacoes');
  const n = rng.int(0, 3);
  const textos = [
    'Servidor apresentou documentação de dependentes para fins de imposto de renda.',
    'Atualização cadastral realizada no recadastramento anual.',
    'Processo de averbação de tempo de contribuição em análise.',
    'Servidor solicitou alteração de conta bancária para recebimento.',
    'Documentos de escolaridade conferidos pela unidade de gestão de pessoas.',
  ];
  const out = [];
  for (let k = 1; k <= n; k++) {
    const data = addDays(
      r.evolucao[0].dataInicio,
      rng.int(30, Math.max(31, daysBetween(r.evolucao[0].dataInicio, r.fimAtividade))),
    );
    out.push({
      sequencialObservacao: k,
      dataObservacao: data,
      observacao: rng.pick(textos),
      usuarioResponsavel: `${rng.pick(NOMES_FEMININOS)} ${rng.pick(['Lima', 'Alves', 'Rocha'])}`,
    });
  }
  return out.sort((a, b) => (a.dataObservacao < b.dataObservacao ? -1 : 1));
}

/** Pay suspended in some months (servants on leave without pay, or who missed re-registration). */
export function pagamentosSuspensos(r: Registro) {
  const rng = new Rng(r.base.id, 'suspenso');
  const chance = r.base.situacaoServidor === 'Afastado' ? 0.5 : 0.04;
  if (!rng.chance(chance)) return [];
  const inicio = Math.max(competenciaDe(r.evolucao[0].dataInicio), addMeses(r.referencia, -23));
  const fim = Math.min(competenciaDe(r.fimAtividade), r.referencia);
  if (fim < inicio) return [];
  const mes = addMeses(
    inicio,
    rng.int(0, Math.max(0, (Math.floor(fim / 100) - Math.floor(inicio / 100)) * 12 + (fim % 100) - (inicio % 100))),
  );
  const liberado = mes < r.referencia && rng.chance(0.6);
  return [
    {
      anoMesSuspensao: mes,
      motivo: rng.pick(['Ausência de recadastramento', 'Licença sem vencimento', 'Determinação judicial']),
      dataSuspensao: addDays(primeiroDia(mes), rng.int(0, 9)),
      dataLiberacao: liberado ? addDays(primeiroDia(addMeses(mes, 1)), rng.int(0, 20)) : '',
      situacao: liberado ? 'Liberado' : 'Suspenso',
      numeroProcesso: `1500.01.${rng.digits(7)}/${Math.floor(mes / 100)}-${rng.digits(2)}`,
    },
  ];
}

/** Publications in the Diário Oficial for the servant's acts (admission, career, leave). */
export function publicacoes(r: Registro) {
  const out: { numeroPublicacao: number; dataPublicacao: string; tipoAto: string; ementa: string; texto: string }[] =
    [];
  const b = r.base;
  const add = (data: string, tipoAto: string, ementa: string) => {
    const n = b.id * 1000 + out.length + 1;
    out.push({
      numeroPublicacao: n,
      dataPublicacao: data,
      tipoAto,
      ementa,
      texto: `${tipoAto}: ${ementa} Servidor(a) ${b.nome}, MASP ${b.masp}, ${b.instituicaoSigla}. Publicado no Diário Oficial de Minas Gerais em ${dataBRDoDia(data)}.`,
    });
  };
  add(addDays(b.dataAdmissao, -10), 'Ato de nomeação', `Nomeia para o cargo de ${r.carreira.cargo}.`);
  for (const e of r.evolucao.slice(1))
    add(
      addDays(e.dataInicio, 20),
      e.tipo === 'Promoção' ? 'Ato de promoção' : 'Ato de progressão',
      `Concede ${e.tipo.toLowerCase()} para o nível ${e.nivel}, grau ${e.grau}, a partir de ${dataBRDoDia(e.dataInicio)}.`,
    );
  for (const e of r.eventos.filter((x) => x.grupo === 'licenca' || x.grupo === 'feriasPremio'))
    add(addDays(e.dataInicio, -5), 'Ato de concessão', `Concede ${e.descricao.toLowerCase()} por ${e.dias} dias.`);
  if (r.aposentadoria)
    add(r.aposentadoria, 'Ato de aposentadoria', 'Concede aposentadoria voluntária com proventos integrais.');
  if (r.desligamento) add(r.desligamento, 'Ato de exoneração', 'Exonera a pedido.');
  return out;
}

export function historicoFuncional(r: Registro) {
  return publicacoes(r).map((p, i) => ({
    sequencial: i + 1,
    dataEvento: p.dataPublicacao,
    // 'Ato de promoção' → 'Promoção': a type is shown as a name, capitalised like the others.
    tipoEvento: p.tipoAto.replace(/^Ato de (\p{L})/u, (_, c: string) => c.toLocaleUpperCase('pt-BR')),
    descricao: p.ementa,
    numeroPublicacao: p.numeroPublicacao,
  }));
}

export function movimentacoes(r: Registro) {
  return r.lotacoes.slice(1).map((l, i) => ({
    sequencialMovimentacao: i + 1,
    dataMovimentacao: l.dataInicio,
    tipoMovimentacao: l.municipio === r.lotacoes[i].municipio ? 'Remoção' : 'Transferência',
    origem: r.lotacoes[i].unidade,
    destino: l.unidade,
  }));
}

export const eventosDo = (r: Registro, grupo: Evento['grupo']) => r.eventos.filter((e) => e.grupo === grupo);

export function inspecoesMedicas(r: Registro) {
  const rng = new Rng(r.base.id, 'inspecao');
  return eventosDo(r, 'afastamento')
    .filter((e) => e.dias > 3)
    .map((e, i) => ({
      sequencialInspecao: i + 1,
      sequencialAfastamento: e.sequencial,
      dataInspecao: addDays(e.dataInicio, rng.int(0, 2)),
      resultado: 'Apto com afastamento',
      diasConcedidos: e.dias,
      cid: rng.pick(['J11', 'M54.5', 'F32.1', 'S93.4', 'K35.8', 'A90']),
      perito: `Dr(a). ${rng.pick([...NOMES_FEMININOS, ...NOMES_MASCULINOS])} ${rng.pick(['Andrade', 'Barbosa', 'Teixeira'])}`,
    }));
}

export function ausenciasConsolidadas(r: Registro) {
  const anos = new Map<
    number,
    {
      ano: number;
      diasFalta: number;
      diasAfastamento: number;
      diasLicenca: number;
      diasFerias: number;
      diasFeriasPremio: number;
      totalDias: number;
    }
  >();
  for (const e of r.eventos) {
    const ano = Number(e.dataInicio.slice(0, 4));
    const a = anos.get(ano) ?? {
      ano,
      diasFalta: 0,
      diasAfastamento: 0,
      diasLicenca: 0,
      diasFerias: 0,
      diasFeriasPremio: 0,
      totalDias: 0,
    };
    const campo = (
      {
        falta: 'diasFalta',
        afastamento: 'diasAfastamento',
        licenca: 'diasLicenca',
        ferias: 'diasFerias',
        feriasPremio: 'diasFeriasPremio',
      } as const
    )[e.grupo];
    a[campo] += e.dias;
    a.totalDias += e.dias;
    anos.set(ano, a);
  }
  return [...anos.values()].sort((x, y) => y.ano - x.ano);
}

/** Balance of férias-prêmio per 5-year acquisition period (90 days each). */
export function saldosFeriasPremio(r: Registro) {
  const adm = r.evolucao[0].dataInicio;
  const out = [];
  for (let n = 1; addYears(adm, 5 * n) <= r.fimAtividade; n++) {
    const usufruidos = r.eventos
      .filter((e) => e.grupo === 'feriasPremio' && e.referencia === n)
      .reduce((s, e) => s + e.dias, 0);
    const convertidos = r.conversoes.filter((c) => c.numeroPeriodo === n).reduce((s, c) => s + c.dias, 0);
    const saldo = Math.max(0, 90 - usufruidos - convertidos);
    out.push({
      numeroPeriodo: n,
      dataInicioPeriodo: addYears(adm, 5 * (n - 1)),
      dataFimPeriodo: addDays(addYears(adm, 5 * n), -1),
      diasDireito: 90,
      diasUsufruidos: usufruidos,
      diasConvertidos: convertidos,
      diasSaldo: saldo,
      situacao: saldo === 0 ? 'Quitado' : 'Com saldo',
    });
  }
  return out;
}

export const maxIsoDate = maxIso;
