import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_META_KEYS } from '../../engine/screens/types.ts';
import { screenMeta } from './screen-meta.ts';

describe('screen meta in the first page', () => {
  it('keeps the route, menu entry and title of a screen, and none of its body', () => {
    const text = readFileSync(
      join(import.meta.dirname, '../../screens/recursos-humanos/dados-servidor.screen.json'),
      'utf8',
    );
    const meta = JSON.parse(screenMeta(text));
    expect(Object.keys(meta).every((k) => (SCREEN_META_KEYS as readonly string[]).includes(k))).toBe(true);
    expect(meta).toMatchObject({
      id: 'dados-servidor',
      kind: 'detail',
      hidden: true,
      route: '/recursos-humanos/dados-servidor/:id',
    });
    expect(meta.tabs).toBeUndefined();
    expect(screenMeta(text).length).toBeLessThan(text.length / 20);
  });

  it("drops the note '*Campos de preenchimento obrigatório' from a page without a required field", () => {
    const meta = (path: string) =>
      JSON.parse(screenMeta(readFileSync(join(import.meta.dirname, '../../screens', path), 'utf8')));
    expect(meta('processos-judiciais/pagamentos-retidos.screen.json').subtitle).toBe(false);
    expect(meta('gestao-tempo/consulta-gratificacao-natalina.screen.json').subtitle).toBeUndefined();
    expect(meta('gestao-avisos/cadastrar-novo-aviso.screen.json').subtitle).toBeUndefined();
  });
});
