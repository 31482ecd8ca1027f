import { beforeEach, describe, expect, it, vi } from 'vitest';

const kinds = vi.hoisted(() => ({ preloadKind: vi.fn() }));
const docs = vi.hoisted(() => ({ loadScreen: vi.fn(() => Promise.resolve({})) }));
vi.mock('../registry/screenKinds.ts', () => kinds);
vi.mock('./catalogue.ts', async (original) => ({
  ...(await original<typeof import('./catalogue.ts')>()),
  loadScreen: docs.loadScreen,
}));

const { preloadRoute, screenAt } = await import('./preload.ts');
const { preloadTarget } = await import('../registry/cells/actions.tsx');

describe('preloading a screen on intent', () => {
  beforeEach(() => {
    kinds.preloadKind.mockClear();
    docs.loadScreen.mockClear();
  });

  it('finds the screen of a filled address (route parameters, trailing slash, query)', () => {
    expect(screenAt('/recursos-humanos/dados-servidor/42')?.id).toBe('dados-servidor');
    expect(screenAt('/recursos-humanos/pesquisa-servidor?x=1')?.id).toBe('pesquisa-servidor');
    expect(screenAt('/recursos-humanos/pesquisa-servidor/')?.id).toBe('pesquisa-servidor');
    expect(screenAt('/nao-existe/1')).toBeUndefined();
  });

  it("starts the document and the kind's chunk together, once per screen", () => {
    expect(preloadRoute('/recursos-humanos/dados-servidor/42')).toBe(true);
    expect(docs.loadScreen).toHaveBeenCalledWith('dados-servidor');
    expect(kinds.preloadKind).toHaveBeenCalledWith('detail');
    preloadRoute('/recursos-humanos/dados-servidor/43');
    expect(docs.loadScreen).toHaveBeenCalledTimes(1);
    expect(preloadRoute('/nao-existe')).toBe(false);
  });

  it("a row's navigate action preloads its target; other actions and unfillable addresses do nothing", () => {
    const row = { id: 7 };
    preloadTarget({ action: 'navigate', label: 'Detalhar', to: '/recursos-humanos/pesquisa-servidor/' } as never, row);
    expect(docs.loadScreen).toHaveBeenCalledWith('pesquisa-servidor');
    docs.loadScreen.mockClear();
    preloadTarget({ action: 'download', label: 'Baixar', to: '/x/{id}' } as never, row);
    preloadTarget(
      { action: 'navigate', label: 'Detalhar', to: '/recursos-humanos/dados-servidor/{semCampo}' } as never,
      row,
    );
    expect(docs.loadScreen).not.toHaveBeenCalled();
  });
});
