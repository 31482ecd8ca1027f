// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { CallRequest } from '../../../services/http/callEndpoint.ts';
import { stubProvider, type BasicFn, type BasicResult } from '../../../services/http/dataProvider.ts';
import { DataProviderContext } from '../../data.tsx';
import { queryClientFor } from '../../query/queryClients.ts';
import { SCREENS } from '../../screens/catalogue.ts';
import {
  itensPendencia,
  PENDENCIAS,
  pendenciasPrevistas,
  rotuloPendencia,
  inicioKey,
  useInicio,
  type Pendencias,
} from './inicio.ts';

const answer = (data: Pendencias | null, codigoMensagem = 0) =>
  ({
    content: data ? { codigoMensagem, mensagem: '', dataServidor: '', listaCriticas: [], data } : null,
    errors: null,
  }) as BasicResult;

describe('Início: pending work', () => {
  it('expects, while loading, the counts whose screen the menu offers; each count opens a real screen', () => {
    expect(
      pendenciasPrevistas(new Set(['/usuarios/solicitacoes/', '/relatorios/pesquisar-relatorios', '/home'])).map(
        (d) => d.chave,
      ),
    ).toEqual(['solicitacoesAcesso', 'relatoriosProntos']);
    const routes = new Set(SCREENS.map((s) => s.route));
    expect(PENDENCIAS.filter((d) => !routes.has(d.href.split('?')[0])).map((d) => d.href)).toEqual([]);
  });

  it('shows only the counts the gateway sent, in the page order, each with its filtered link', () => {
    const itens = itensPendencia({
      possuiPendencia: false,
      quantidade: 0,
      pendencias: { relatoriosProntos: 2, solicitacoesAcesso: 0 },
    });
    expect(itens.map((i) => [i.chave, i.quantidade, i.href])).toEqual([
      ['solicitacoesAcesso', 0, '/usuarios/solicitacoes/?situacao=PENDENTE'],
      ['relatoriosProntos', 2, '/relatorios/pesquisar-relatorios'],
    ]);
    expect(itensPendencia(null)).toEqual([]);
    expect(itensPendencia({ possuiPendencia: false, quantidade: 0 })).toEqual([]);
  });

  it('singular for one, plural otherwise (zero included)', () => {
    const d = PENDENCIAS[0];
    expect(rotuloPendencia({ ...d, quantidade: 1 })).toBe('solicitação de acesso a aprovar');
    expect(rotuloPendencia({ ...d, quantidade: 0 })).toBe('solicitações de acesso a aprovar');
  });

  it('every link filters a screen by a value its filter declares', async () => {
    const screens = import.meta.glob<{
      route: string;
      filters?: { schema: { properties: Record<string, { oneOf?: { const: string }[] }> } };
    }>('../../../screens/*/*.screen.json', { eager: true, import: 'default' });
    for (const p of PENDENCIAS) {
      const [route, qs] = p.href.split('?');
      const doc = Object.values(screens).find((s) => s.route === route);
      expect(doc, p.href).toBeTruthy();
      for (const [k, v] of new URLSearchParams(qs ?? '')) {
        const prop = doc!.filters!.schema.properties[k];
        expect(prop, `${p.href} ${k}`).toBeTruthy();
        if (prop.oneOf) expect(prop.oneOf.map((o) => o.const)).toContain(v);
      }
    }
  });
});

/** A provider whose basic calls `basic` answers (each test its own, so its own query cache). */
const withProvider = (basic: (r: CallRequest) => Promise<BasicResult>) => {
  const provider = stubProvider(() => answer(null).content!, { basic: basic as unknown as BasicFn });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProviderContext value={provider}>{children}</DataProviderContext>
  );
  return { provider, wrapper };
};

describe('useInicio', () => {
  it('loading, then the answer; a failed reload keeps the last counts; a first failure is an error', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce(answer({ possuiPendencia: true, quantidade: 2, pendencias: { solicitacoesAcesso: 3 } }));
    const { wrapper } = withProvider(call);
    const { result } = renderHook(() => useInicio('1501'), { wrapper });
    expect(result.current.state.status).toBe('carregando');
    await waitFor(() => expect(result.current.state.status).toBe('ok'));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'aviso.consultaPendencia' }));
    call.mockResolvedValueOnce(answer(null));
    await act(() => result.current.reload());
    expect(result.current.state).toMatchObject({ status: 'ok', dados: { quantidade: 2 } });

    const falha = vi.fn().mockResolvedValue(answer({ possuiPendencia: false, quantidade: 0 }, 1));
    const h2 = renderHook(() => useInicio('1501'), { wrapper: withProvider(falha).wrapper });
    await waitFor(() => expect(h2.result.current.state.status).toBe('erro'));
  });

  it('asks nothing without a unit', async () => {
    const call = vi.fn();
    const { result } = renderHook(() => useInicio(undefined), { wrapper: withProvider(call).wrapper });
    await act(() => result.current.reload());
    expect(call).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('carregando');
  });

  it('an older answer that arrives after a newer one never replaces it', async () => {
    let soltarAntiga: (r: BasicResult) => void = () => undefined;
    const antiga = new Promise<BasicResult>((resolve) => (soltarAntiga = resolve));
    const call = vi
      .fn()
      .mockResolvedValueOnce(answer({ possuiPendencia: true, quantidade: 2 }))
      .mockReturnValueOnce(antiga)
      .mockResolvedValueOnce(answer({ possuiPendencia: true, quantidade: 5 }));
    const { provider, wrapper } = withProvider(call);
    const { result } = renderHook(() => useInicio('1501'), { wrapper });
    await waitFor(() => expect(result.current.state).toMatchObject({ dados: { quantidade: 2 } }));
    // A refresh whose answer is slow, then a newer one ('Ciente', the next tick) answered at once.
    let lenta: Promise<void> = Promise.resolve();
    act(() => void (lenta = result.current.reload()));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    act(() => void result.current.reload());
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ok', dados: { quantidade: 5 } }));
    await act(async () => {
      soltarAntiga(answer({ possuiPendencia: true, quantidade: 1 }));
      await lenta;
      // The cache tells its observers on the next task: let it, so a late answer would show.
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(queryClientFor(provider).getQueryData(inicioKey('1501'))).toMatchObject({ quantidade: 5 });
    expect(result.current.state).toMatchObject({ status: 'ok', dados: { quantidade: 5 } });
  });

  it('asks again when its key is invalidated (a notice read, the auto-refresh)', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce(answer({ possuiPendencia: true, quantidade: 2 }))
      .mockResolvedValueOnce(answer({ possuiPendencia: true, quantidade: 1 }));
    const { provider, wrapper } = withProvider(call);
    const { result } = renderHook(() => useInicio('1501'), { wrapper });
    await waitFor(() => expect(result.current.state).toMatchObject({ dados: { quantidade: 2 } }));
    await act(() => queryClientFor(provider).invalidateQueries({ queryKey: inicioKey() }));
    expect(call).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ok', dados: { quantidade: 1 } }));
  });
});
