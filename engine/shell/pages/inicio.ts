/**
 * Headless part of 'Início' (/home): the one call that feeds it (`aviso.consultaPendencia`: new
 * notices and the pending work the user's roles in the unit allow) and the link each count opens —
 * the screen where that work is done, filtered so that its total is the count. A kind of work the
 * gateway leaves out (the user lacks its resource) is not shown at all.
 */
import { hashKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '../../data.tsx';
import { AUTO_REFRESH, CallFailure, queryClientFor } from '../../query/queryClients.ts';

export interface Pendencias {
  possuiPendencia: boolean;
  quantidade: number;
  pendencias?: Partial<Record<PendenciaChave, number>>;
}

export type PendenciaChave =
  | 'solicitacoesAcesso'
  | 'desbloqueiosPagamento'
  | 'processosAguardandoAnalise'
  | 'acertosAvosPendentes'
  | 'acertosAvosRetificar'
  | 'relatoriosProntos';

export interface PendenciaDef {
  chave: PendenciaChave;
  /** What the count counts (pt-BR, plural; the singular is derived by `rotuloPendencia`). */
  rotulo: [singular: string, plural: string];
  href: string;
  icon: string;
}

/** In the order the page shows them: what waits on others first, then the user's own files. */
export const PENDENCIAS: readonly PendenciaDef[] = [
  {
    chave: 'solicitacoesAcesso',
    rotulo: ['solicitação de acesso a aprovar', 'solicitações de acesso a aprovar'],
    href: '/usuarios/solicitacoes/?situacao=PENDENTE',
    icon: 'new-person',
  },
  {
    chave: 'desbloqueiosPagamento',
    rotulo: ['desbloqueio de pagamento a analisar', 'desbloqueios de pagamento a analisar'],
    href: '/processos-judiciais/pagamentos-retidos/?situacao=AGUARDANDO_APROVACAO_DESBLOQUEIO',
    icon: 'unlock',
  },
  {
    chave: 'processosAguardandoAnalise',
    rotulo: ['processo judicial aguardando análise', 'processos judiciais aguardando análise'],
    href: '/processos-judiciais/consulta-de-processos/?situacao=AGUARDANDO_ANALISE',
    icon: 'take-action',
  },
  {
    chave: 'acertosAvosPendentes',
    rotulo: ['acerto de avos a indicar', 'acertos de avos a indicar'],
    href: '/gestao-tempo/gratificacao-natalina/gestao-alteracao-avos/?situacao=PENDENTE',
    icon: 'calculator',
  },
  {
    chave: 'acertosAvosRetificar',
    rotulo: ['acerto de avos a retificar', 'acertos de avos a retificar'],
    href: '/gestao-tempo/gratificacao-natalina/gestao-alteracao-avos/?situacao=RETIFICAR_ACERTO',
    icon: 'edit',
  },
  {
    chave: 'relatoriosProntos',
    rotulo: ['relatório pronto em Meus relatórios', 'relatórios prontos em Meus relatórios'],
    href: '/relatorios/pesquisar-relatorios',
    icon: 'document',
  },
];

export interface PendenciaItem extends PendenciaDef {
  quantidade: number;
}

/** The counts the answer holds, in the page's order (absent ones left out). */
export function itensPendencia(p: Pendencias | null): PendenciaItem[] {
  const counts = p?.pendencias ?? {};
  return PENDENCIAS.flatMap((d) =>
    typeof counts[d.chave] === 'number' ? [{ ...d, quantidade: counts[d.chave]! }] : [],
  );
}

/**
 * The counts the page expects before they arrive: those whose screen the user's menu offers (the
 * gateway leaves out the kinds a user's roles do not reach). The loading state draws one placeholder
 * tile each, so the page does not jump when the counts come.
 */
export function pendenciasPrevistas(hrefs: ReadonlySet<string>): PendenciaDef[] {
  return PENDENCIAS.filter((d) => hrefs.has(d.href.split('?')[0]));
}

export const rotuloPendencia = (i: Pick<PendenciaItem, 'rotulo' | 'quantidade'>): string =>
  i.quantidade === 1 ? i.rotulo[0] : i.rotulo[1];

export type InicioState = { status: 'carregando' } | { status: 'erro' } | { status: 'ok'; dados: Pendencias };

/** The counts' place in the query cache, per unit: what a notice read or a refresh invalidates. */
export const inicioKey = (unidade?: string) => (unidade === undefined ? ['inicio'] : ['inicio', unidade]);

const MSG_SEM_RESPOSTA = 'Sem resposta do servidor.';

/**
 * The counts of the unit through the query cache: asked as the page mounts, again on `reload`
 * and whenever their key is invalidated (auto-refresh, 'Ciente' on a notice), which `atualizado`
 * tells (the time, as the page says it). A newer request cancels the one in flight, so an older
 * answer that arrives late never replaces a newer one; a failed reload keeps the last counts on
 * screen. Nothing is asked without a unit.
 */
export function useInicio(unidade: string | undefined) {
  const provider = useDataProvider();
  const client = queryClientFor(provider);
  const query = useQuery(
    {
      queryKey: inicioKey(unidade),
      queryFn: async ({ signal }): Promise<Pendencias> => {
        const { content } = await provider.basic({ endpoint: 'aviso.consultaPendencia', signal });
        if (content?.codigoMensagem === 0 && content.data) return content.data;
        throw content ? new CallFailure(content) : new Error(MSG_SEM_RESPOSTA);
      },
      enabled: unidade !== undefined,
      meta: AUTO_REFRESH,
    },
    client,
  );
  const [atualizado, setAtualizado] = useState<string | null>(null);
  useEffect(() => {
    const hash = hashKey(inicioKey(unidade));
    return client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'invalidate' && e.query.queryHash === hash)
        setAtualizado(new Date().toLocaleTimeString('pt-BR'));
    });
  }, [client, unidade]);
  const state: InicioState = query.data
    ? { status: 'ok', dados: query.data }
    : query.isError
      ? { status: 'erro' }
      : { status: 'carregando' };
  const { refetch } = query;
  const reload = useCallback(async () => {
    if (unidade !== undefined) await refetch();
  }, [refetch, unidade]);
  return { state, reload, atualizado };
}
