import { describe, expect, it } from 'vitest';
import { loadScreen, SCREENS } from './catalogue.ts';

describe('screen catalogue', () => {
  it('knows every screen by its meta and loads its whole document on demand', async () => {
    const meta = SCREENS.find((s) => s.id === 'pesquisa-servidor')!;
    expect(meta).toMatchObject({ route: '/recursos-humanos/pesquisa-servidor/', kind: 'search' });
    expect('columns' in meta).toBe(false);
    const doc = await loadScreen('pesquisa-servidor');
    expect(doc.id).toBe('pesquisa-servidor');
    expect('columns' in doc).toBe(true);
    expect(loadScreen('pesquisa-servidor')).toBe(loadScreen('pesquisa-servidor'));
    await expect(loadScreen('nao-existe')).rejects.toThrow('Tela desconhecida: nao-existe');
  });
});
