import { describe, expect, it } from 'vitest';
import pagamentos from '../../screens/processos-judiciais/pagamentos-retidos.screen.json';
import pesquisa from '../../screens/recursos-humanos/pesquisa-servidor.screen.json';
import type { ActionDef } from '../screens/types.ts';
import { keyboardHint } from './keyboardHint.ts';

describe('the keyboard help of a grid names the path to the row actions', () => {
  it("'Pesquisar servidor': Enter on a row opens 'Detalhar'", () => {
    const hint = keyboardHint({ rowActions: pesquisa.rowActions as unknown as ActionDef[], sortable: true });
    expect(hint).toContain("Enter na linha: 'Detalhar'");
    expect(hint).toContain('Enter no cabeçalho ordena');
    expect(hint).toContain('Tab sai da tabela.');
  });

  it("'Pagamentos retidos': the actions depend on the row, so it says how to reach and choose them", () => {
    const hint = keyboardHint({ rowActions: pagamentos.rowActions as unknown as ActionDef[], sortable: true });
    expect(hint).toContain('Enter na linha: a primeira ação disponível dela');
    expect(hint).toContain("End leva a 'Ações', onde Enter entra nos botões (← → escolhem, Enter aciona, Esc volta)");
  });

  it('a table without actions says only how to move and leave; a batch one how to tick', () => {
    expect(keyboardHint({})).toBe('Teclado: as setas movem entre as células; Tab sai da tabela.');
    expect(keyboardHint({ batch: true })).toContain('Espaço na coluna Seleção marca a linha');
  });
});
