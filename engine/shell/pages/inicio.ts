/**
 * Headless part of 'Início' (/home): the one call that feeds it (`aviso.consultaPendencia`: new
 * notices and the pending work the user's roles in the unit allow) and the link each count opens —
 * the screen where that work is done, filtered so that its total is the count. A kind of work the
 * gateway leaves out (the user lacks its resource) is not shown at all.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { basicCall } from '../../../services/http/basicCall.ts';

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

/**
 * Loads the counts once and on `reload` (auto-refresh, 'Ciente' on a notice); a reload keeps the
 * last counts on screen. Nothing is asked while `ativo` is false: without a unit there are no counts.
 */
export function useInicio(call: typeof basicCall = basicCall, ativo = true) {
  const [state, setState] = useState<InicioState>({ status: 'carregando' });
  const seq = useRef(0);
  const reload = useCallback(async () => {
    if (!ativo) return;
    const id = ++seq.current;
    const r = await call({ endpoint: 'aviso.consultaPendencia' });
    if (id !== seq.current) return;
    const c = r.content;
    setState(
      c && c.codigoMensagem === 0 && c.data
        ? { status: 'ok', dados: c.data }
        : (s) => (s.status === 'ok' ? s : { status: 'erro' }),
    );
  }, [call, ativo]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
