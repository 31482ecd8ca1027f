/**
 * What the keyboard does in a grid, said in words (engine/grid/keys.ts is what it does): shown
 * under the grid while a keyboard user is in it, and its description for screen readers. The row
 * actions are buttons out of the Tab order, so without it nothing tells how to reach them.
 */
import type { ActionDef } from '../screens/types.ts';

export interface HintGrid {
  rowActions?: ActionDef[];
  batch?: boolean;
  sortable?: boolean;
}

/** The keys of this grid, main action named when every row has the same one. */
export function keyboardHint({ rowActions = [], batch, sortable }: HintGrid): string {
  const parts = ['Teclado: as setas movem entre as células'];
  if (sortable) parts.push('Enter no cabeçalho ordena');
  const first = rowActions[0];
  if (first) {
    const same = !first.visibleWhen && !first.disabledWhen;
    parts.push(same ? `Enter na linha: '${first.label}'` : 'Enter na linha: a primeira ação disponível dela');
    parts.push(
      rowActions.length > 1 || !same
        ? "End leva a 'Ações', onde Enter entra nos botões (← → escolhem, Enter aciona, Esc volta)"
        : "End leva a 'Ações'",
    );
  }
  if (batch) parts.push('Espaço na coluna Seleção marca a linha');
  parts.push('Tab sai da tabela.');
  return parts.join('; ');
}
