// @vitest-environment jsdom
/**
 * The options of a select whose parameters read its record (a nested table's filter): when the
 * record changes while the first list is still coming, the newest list wins whichever answer
 * arrives last, and the older request is cancelled.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../services/http/dataProvider.ts';
import type { CallResult } from '../../services/http/envelope.ts';
import { DataProviderContext } from '../data.tsx';
import { useOptions, type OptionsSource } from './useOptions.ts';

/** A provider whose answers the test releases: each lists one option named after its parameter. */
function heldProvider() {
  const pending: { codigo: unknown; signal?: AbortSignal; release: () => void }[] = [];
  const provider = ((req: { params?: { codigo?: unknown }; signal?: AbortSignal }) =>
    new Promise<CallResult>((resolve) =>
      pending.push({
        codigo: req.params?.codigo,
        signal: req.signal,
        release: () =>
          resolve({
            codigoMensagem: 0,
            mensagem: '',
            dataServidor: '',
            listaCriticas: [],
            data: [{ nome: `Opção de ${String(req.params?.codigo)}` }],
          }),
      }),
    )) as unknown as DataProvider;
  return { provider, pending };
}

const source: OptionsSource = { endpoint: 'processosServidores.assuntos', params: { codigo: '{codigo}' } };

describe('useOptions with a list in flight', () => {
  it('shows the options of the newest record whichever answer arrives last, and cancels the older request', async () => {
    const { provider, pending } = heldProvider();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <DataProviderContext value={provider}>{children}</DataProviderContext>
      </MemoryRouter>
    );
    const hook = renderHook(({ codigo }) => useOptions({ type: 'string' }, source, { codigo }), {
      wrapper,
      initialProps: { codigo: 1 },
    });
    hook.rerender({ codigo: 2 });
    expect(pending.map((p) => [p.codigo, p.signal?.aborted])).toEqual([
      [1, true],
      [2, false],
    ]);
    await act(async () => pending[1].release());
    await act(async () => pending[0].release());
    expect(hook.result.current).toEqual([{ value: 'Opção de 2', label: 'Opção de 2' }]);
  });
});
