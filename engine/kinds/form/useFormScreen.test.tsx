// @vitest-environment jsdom
/**
 * The record a form edits is the one the route names now: the instance stays when only the route's
 * parameter changes, so the answer for the record left behind can arrive last — it must not fill
 * the form, and its request is cancelled.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormScreenDoc } from '../../screens/types.ts';
import { heldProvider } from '../../testing/heldProvider.ts';
import { useFormScreen } from './useFormScreen.ts';

const screen = {
  id: 'lauda-cadastro',
  kind: 'form',
  title: 'Cadastro de lauda',
  area: 'gestao-tempo',
  route: '/gestao-tempo/parametrizacoes/parametrizacao-laudas/editar/:idLauda',
  menuKey: 'x',
  source: { endpoint: 'lauda.detalheLauda', params: { idLauda: ':idLauda' } },
  form: { schema: { type: 'object', properties: { titulo: { type: 'string' } } } },
  submit: { endpoint: 'lauda.editarLauda' },
} as unknown as FormScreenDoc;

describe('useFormScreen', () => {
  it('fills the form with the record the route names now, whichever answer arrives last', async () => {
    const { provider, pending } = heldProvider((req) => ({ titulo: `Lauda ${String(req.params?.idLauda)}` }));
    const release = (id: unknown) => act(() => pending.find((p) => p.request.params?.idLauda === id)!.release());
    const hook = renderHook(({ idLauda }) => useFormScreen(screen, { idLauda }, provider), {
      initialProps: { idLauda: '1' },
    });
    hook.rerender({ idLauda: '2' });
    await waitFor(() => expect(pending.map((p) => p.request.params?.idLauda)).toEqual(['1', '2']));
    expect(pending.map((p) => p.signal?.aborted)).toEqual([true, false]);
    await release('2');
    await waitFor(() => expect(hook.result.current.data).toEqual({ titulo: 'Lauda 2' }));
    await release('1');
    expect(hook.result.current.data).toEqual({ titulo: 'Lauda 2' });
    expect(hook.result.current.state.loading).toBe(false);
  });
});
