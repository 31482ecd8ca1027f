// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDoc } from '../screens/types.ts';

// Each kind's chunk stands for itself (the real ones need the whole engine around them).
vi.mock('../kinds/detail/index.ts', () => ({ default: () => <p>tela de detalhe</p> }));
vi.mock('../kinds/tabs/index.tsx', () => ({ default: () => <p>tela de abas</p> }));

const { preloadKind, screenKinds } = await import('./screenKinds.ts');

afterEach(cleanup);

/** Renders a kind in a Suspense boundary and says whether its first commit showed the fallback. */
function primeiroQuadro(kind: string): string {
  const Kind = screenKinds.get(kind)!;
  act(() => {
    render(
      <Suspense fallback={<p>Carregando…</p>}>
        <Kind screen={{ id: 'x', kind } as ScreenDoc} />
      </Suspense>,
    );
  });
  return document.body.textContent ?? '';
}

describe('screen kinds', () => {
  it('suspends while a kind chunk is on its way, then shows the kind', async () => {
    expect(primeiroQuadro('detail')).toBe('Carregando…');
    expect(await screen.findByText('tela de detalhe')).toBeTruthy();
  });

  it('renders a kind whose chunk has arrived in the first frame — no fallback (React holds one ≥ 300 ms)', async () => {
    preloadKind('tabs');
    await vi.dynamicImportSettled();
    expect(primeiroQuadro('tabs')).toBe('tela de abas');
    cleanup();
    // A kind opened once (detail, above) is also there at once the next time.
    expect(primeiroQuadro('detail')).toBe('tela de detalhe');
  });
});
