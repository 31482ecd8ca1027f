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
import { DataProviderContext } from '../data.tsx';
import { heldProvider } from '../testing/heldProvider.ts';
import { useOptions, type OptionsSource } from './useOptions.ts';

/** Held answers: each lists one option named after its parameter. */
const held = () => heldProvider((req) => [{ nome: `Opção de ${String(req.params?.codigo)}` }]);

const source: OptionsSource = { endpoint: 'processosServidores.assuntos', params: { codigo: '{codigo}' } };

describe('useOptions with a list in flight', () => {
  it('shows the options of the newest record whichever answer arrives last, and cancels the older request', async () => {
    const { provider, pending } = held();
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
    expect(pending.map((p) => [p.request.params?.codigo, p.signal?.aborted])).toEqual([
      [1, true],
      [2, false],
    ]);
    await act(async () => pending[1].release());
    await act(async () => pending[0].release());
    expect(hook.result.current).toEqual([{ value: 'Opção de 2', label: 'Opção de 2' }]);
  });
});
