import { describe, expect, it } from 'vitest';
import { step } from '../lib/state-machine.ts';
import { impressaoDocumento, telasDoUsuario, telasEfetivas } from './telas.ts';
import { TELA_VERSAO } from './transitions.ts';

describe('TELA_VERSAO: the states of a screen version and the commands between them', () => {
  const ESTADOS = Object.keys(TELA_VERSAO.states);
  /** Every legal (from, command) → to; any other pair is refused. */
  const LEGAIS: Record<string, string> = {
    'RASCUNHO editar': 'RASCUNHO',
    'RASCUNHO submeter': 'EM_REVISAO',
    'EM_REVISAO publicar': 'PUBLICADA',
    'EM_REVISAO devolver': 'RASCUNHO',
    'PUBLICADA retirar': 'RETIRADA',
    'PUBLICADA substituir': 'RETIRADA',
    'RETIRADA restaurar': 'RETIRADA',
  };

  it('allows exactly the declared transitions, from every state', () => {
    for (const de of ESTADOS)
      for (const { command } of TELA_VERSAO.transitions) {
        const r = step(TELA_VERSAO, de, command);
        const esperado = LEGAIS[`${de} ${command}`];
        expect(r, `${de} ${command}`).toEqual(
          esperado ? { ok: true, to: esperado } : expect.objectContaining({ ok: false }),
        );
      }
  });

  it('names the current state in a refusal', () => {
    expect(step(TELA_VERSAO, 'PUBLICADA', 'publicar')).toEqual({
      ok: false,
      mensagem: "Não é possível publicar esta versão da tela: a situação atual é 'Publicada'.",
    });
    expect(step(TELA_VERSAO, 'RASCUNHO', 'restaurar')).toEqual({
      ok: false,
      mensagem: "Não é possível restaurar esta versão da tela: a situação atual é 'Rascunho'.",
    });
  });

  it('a submitted version is no longer edited, a published one never goes back to review', () => {
    expect(step(TELA_VERSAO, 'EM_REVISAO', 'editar').ok).toBe(false);
    expect(step(TELA_VERSAO, 'PUBLICADA', 'devolver').ok).toBe(false);
    expect(step(TELA_VERSAO, 'RETIRADA', 'publicar').ok).toBe(false);
  });
});

describe('the screens in force', () => {
  const arquivo = (id: string, menuKey = 'pesquisa-servidor') => ({ id, menuKey, origem: 'arquivo' });
  const publicada = (id: string, menuKey = 'pesquisa-servidor') => ({ id, menuKey, origem: 'publicada' });

  it('lays each published screen over the shipped one of its id, keeps the order, appends new ids', () => {
    const efetivas = telasEfetivas([arquivo('a'), arquivo('b'), arquivo('c')], [publicada('d'), publicada('b')]);
    expect(efetivas.map((t) => `${t.id}:${t.origem}`)).toEqual([
      'a:arquivo',
      'b:publicada',
      'c:arquivo',
      'd:publicada',
    ]);
  });

  it('a withdrawn screen is not published: the shipped one is back', () => {
    expect(telasEfetivas([arquivo('a')], []).map((t) => t.origem)).toEqual(['arquivo']);
  });

  it("a user's menu takes the screens whose menuKey the user's roles grant, and no other", () => {
    const telas = [publicada('a', 'pesquisa-servidor'), publicada('b', 'legislacao'), { id: 'c', menuKey: 7 }];
    expect(telasDoUsuario(telas, ['pesquisa-servidor', 'dados-servidor']).map((t) => t.id)).toEqual(['a']);
    expect(telasDoUsuario(telas, [])).toEqual([]);
  });
});

describe("a document's fingerprint in the audit trail", () => {
  it('is the same whatever the order of the properties, and differs with any value', () => {
    const a = impressaoDocumento({ id: 'x', title: 'T', columns: [{ field: 'a', header: 'A' }] });
    expect(impressaoDocumento({ columns: [{ header: 'A', field: 'a' }], title: 'T', id: 'x' })).toBe(a);
    expect(impressaoDocumento({ id: 'x', title: 'T.', columns: [{ field: 'a', header: 'A' }] })).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
  });
});
