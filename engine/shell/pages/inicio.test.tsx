// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { basicCall } from '../../../services/http/basicCall.ts';
import { SCREENS } from '../../screens/catalogue.ts';
import {
  itensPendencia,
  PENDENCIAS,
  pendenciasPrevistas,
  rotuloPendencia,
  useInicio,
  type Pendencias,
} from './inicio.ts';

const answer = (data: Pendencias | null, codigoMensagem = 0) =>
  ({
    content: data ? { codigoMensagem, mensagem: '', dataServidor: '', listaCriticas: [], data } : null,
    errors: null,
  }) as Awaited<ReturnType<typeof basicCall>>;

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

describe('useInicio', () => {
  it('loading, then the answer; a failed reload keeps the last counts; a first failure is an error', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce(answer({ possuiPendencia: true, quantidade: 2, pendencias: { solicitacoesAcesso: 3 } }));
    const { result } = renderHook(() => useInicio(call as unknown as typeof basicCall));
    expect(result.current.state.status).toBe('carregando');
    await waitFor(() => expect(result.current.state.status).toBe('ok'));
    expect(call).toHaveBeenCalledWith({ endpoint: 'aviso.consultaPendencia' });
    call.mockResolvedValueOnce(answer(null));
    await act(() => result.current.reload());
    expect(result.current.state).toMatchObject({ status: 'ok', dados: { quantidade: 2 } });

    const falha = vi.fn().mockResolvedValue(answer({ possuiPendencia: false, quantidade: 0 }, 1));
    const h2 = renderHook(() => useInicio(falha as unknown as typeof basicCall));
    await waitFor(() => expect(h2.result.current.state.status).toBe('erro'));
  });
});
