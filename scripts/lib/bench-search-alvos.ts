/**
 * Part 1 of `npm run bench:search` (scripts/bench-search.ts): the targeted queries — a CPF, a name,
 * deep pages, each area's usual filters — with the handler each calls and its input for run `i`.
 */
import type { PagingInput } from '../../gateway/lib/sql-paging.ts';

/** One targeted query: its handler, its input for run `i` (real names and CPFs vary per run), its page. */
export interface AlvoBusca {
  label: string;
  endpoint: string;
  input: (i: number) => Record<string, unknown>;
  paging: PagingInput;
}

/** The queries, over `amostra` (names and CPFs of the unit, one per run) and the open bonus year. */
export function alvosDeBusca(amostra: { cpf: string; nome: string }[], anoAberto: number): AlvoBusca[] {
  // A different spelling of the same sound: 'Luiz Sousa' is asked as 'Luis Souza'.
  const respell = (nome: string) => {
    const t = nome.split(' ');
    return `${t[0]} ${t[t.length - 1]}`.replace(/z/g, 's').replace(/ph/gi, 'f').replace(/y/g, 'i');
  };
  // The first two words of run i's name: the searches by part of a name.
  const doisNomes = (i: number) => amostra[i].nome.split(' ').slice(0, 2).join(' ');
  const page = (p: number, size = 10): PagingInput => ({
    page: p,
    size,
    offset: p * size,
    order: 'ASC',
    orders: ['ASC'],
    sort: 'nome',
  });

  return [
    {
      label: 'fonética (pessoas.pesquisaFonetica)',
      endpoint: 'pessoas.pesquisaFonetica',
      input: (i) => ({ nomeAproximado: respell(amostra[i].nome) }),
      paging: page(0),
    },
    {
      label: 'CPF (admissoes.listaServidores)',
      endpoint: 'admissoes.listaServidores',
      input: (i) => ({ cpf: amostra[i].cpf }),
      paging: page(0),
    },
    {
      // Part of a name (first two words), as bench:load's users type it: mid-alphabet names.
      label: 'nome (admissoes.listaServidores)',
      endpoint: 'admissoes.listaServidores',
      input: (i) => ({ nome: doisNomes(i) }),
      paging: page(0),
    },
    {
      label: 'um prenome, só (admissoes.listaServidores)',
      endpoint: 'admissoes.listaServidores',
      input: (i) => ({ nome: amostra[i].nome.split(' ')[0] }),
      paging: page(0),
    },
    {
      label: 'órgão + situações, por nome, página 1',
      endpoint: 'admissoes.listaServidores',
      input: () => ({ orgaoEntidade: '1261', codigoSituacaoFuncional: '1', codigoSituacaoServidor: '1' }),
      paging: page(0),
    },
    {
      label: 'órgão + situações, por nome, página 1.000',
      endpoint: 'admissoes.listaServidores',
      input: () => ({ orgaoEntidade: '1261', codigoSituacaoFuncional: '1', codigoSituacaoServidor: '1' }),
      paging: page(999),
    },
    // Gestão do tempo: the bonus search a user runs — year + institution, CPF, name.
    {
      label: 'gratificação: ano + órgão, por nome',
      endpoint: 'complementoAfastamento.gratificacaoNatalina',
      input: () => ({ ano: anoAberto, orgaoEntidade: '1261' }),
      paging: page(0),
    },
    {
      label: 'gratificação: ano + CPF',
      endpoint: 'complementoAfastamento.gratificacaoNatalina',
      input: (i) => ({ ano: anoAberto, cpf: amostra[i].cpf }),
      paging: page(0),
    },
    {
      label: 'gratificação: ano + nome',
      endpoint: 'complementoAfastamento.gratificacaoNatalina',
      input: (i) => ({ ano: anoAberto, nome: doisNomes(i) }),
      paging: page(0),
    },
    // Recadastramento: pending pensioners of the unit by name; CPF; name; SMS month summary.
    {
      label: 'recadastramento: pendentes, por nome',
      endpoint: 'admissao.recadastramento',
      input: () => ({ situacaoRecadastramento: 'PENDENTE' }),
      paging: page(0),
    },
    {
      label: 'recadastramento: CPF',
      endpoint: 'admissao.recadastramento',
      input: (i) => ({ cpf: amostra[i].cpf }),
      paging: page(0),
    },
    {
      label: 'recadastramento: nome',
      endpoint: 'admissao.recadastramento',
      input: (i) => ({ nome: doisNomes(i) }),
      paging: page(0),
    },
    {
      label: 'recadastramento: resumo de aniversariantes do mês',
      endpoint: 'relatorios.aniversariantesDoMesResumo',
      input: (i) => ({ mes: 1 + (i % 12) }),
      paging: page(0),
    },
    // Progressão e promoção: institution + situation, CPF, name; time-counting size 5.
    {
      label: 'progressão: órgão + situação, por nome',
      endpoint: 'progressaoPromocao.listaProgressaoPromocao',
      input: () => ({ orgaoEntidade: '1261', situacaoValidacao: 'AGUARDANDO_VALIDACAO' }),
      paging: page(0, 5),
    },
    {
      label: 'progressão: CPF',
      endpoint: 'progressaoPromocao.listaProgressaoPromocao',
      input: (i) => ({ cpf: amostra[i].cpf }),
      paging: page(0, 5),
    },
    {
      label: 'progressão: nome',
      endpoint: 'progressaoPromocao.listaProgressaoPromocao',
      input: (i) => ({ nomeAproximado: doisNomes(i) }),
      paging: page(0, 5),
    },
    // Dirigentes máximos: the unit's officials by name, time-counting size 5; by CPF.
    {
      label: 'dirigentes máximos: unidade, por nome',
      endpoint: 'dirigenteMaximo.listaDirigenteMaximo',
      input: () => ({}),
      paging: page(0, 5),
    },
    {
      label: 'dirigentes máximos: buscarCpf',
      endpoint: 'dirigenteMaximo.buscarCpf',
      input: (i) => ({ cpfDirigenteMaximo: amostra[i].cpf }),
      paging: page(0),
    },
    // Processos judiciais: the screens' default orders (filing date, month) and filters.
    ...(
      [
        ['processos: unidade, por ajuizamento', 'processosJudiciais.listarProcesso', () => ({}), 'dataAjuizamento'],
        [
          'processos: assunto + situação',
          'processosJudiciais.listarProcesso',
          () => ({ codigoAssunto: 3, situacao: 'AGUARDANDO_ANALISE' }),
          'dataAjuizamento',
        ],
        [
          'processos: CPF',
          'processosJudiciais.listarProcesso',
          (i: number) => ({ cpf: amostra[i].cpf }),
          'dataAjuizamento',
        ],
        [
          'processos: período de ajuizamento',
          'processosJudiciais.listarProcesso',
          () => ({ dataInicio: '01/01/2020', dataFim: '31/12/2020' }),
          'dataAjuizamento',
        ],
        ['pagamentos retidos: unidade', 'pagamentosBloqueados.listar', () => ({}), 'competencia'],
        [
          'pagamentos retidos: situação',
          'pagamentosBloqueados.listar',
          () => ({ situacao: 'PAGAMENTO_BLOQUEADO' }),
          'competencia',
        ],
      ] as const
    ).map(([label, endpoint, input, sort]) => ({
      label,
      endpoint,
      input: input as (i: number) => Record<string, unknown>,
      paging: { ...page(0), sort, order: 'DESC' as const, orders: ['DESC' as const] },
    })),
  ];
}
