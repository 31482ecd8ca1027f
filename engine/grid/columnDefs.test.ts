import { describe, expect, it } from 'vitest';
import { screenColumnDefs } from './columnDefs.tsx';

const none = { get: () => undefined };

describe('screen columns as ag-grid columns', () => {
  it("amounts are right-aligned (the pay slip's 'Valor'), text is not", () => {
    const defs = screenColumnDefs(
      [
        { field: 'descricaoVerba', header: 'Descrição' },
        { field: 'valor', header: 'Valor', format: 'moeda' },
        { field: 'percentual', header: 'Percentual', format: 'percentual' },
      ],
      null,
      none,
    );
    expect(defs.map((d) => d.type)).toEqual([undefined, 'rightAligned', 'rightAligned']);
  });

  it('a status column is pinned beside the actions, and its tags break between words, only when asked', () => {
    const cols = [{ field: 's', header: 'Situação', cell: 'status' }];
    const plain = screenColumnDefs(cols, null, none)[0];
    expect([plain.pinned, plain.autoHeight]).toEqual([undefined, undefined]);
    expect(screenColumnDefs(cols, null, none, { pinStatus: true })[0].pinned).toBe('right');
    expect(screenColumnDefs(cols, null, none, { breakStatus: true })[0]).toMatchObject({
      wrapText: true,
      autoHeight: true,
    });
  });
});
