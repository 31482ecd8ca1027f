import { describe, expect, it } from 'vitest';
import { gridRowId } from './rowId.ts';

describe('gridRowId', () => {
  it('keeps a plain id (the servant record id the row opens)', () => {
    expect(gridRowId({ id: 301, nome: 'ANA' })).toBe('301');
    expect(gridRowId({ id: '0001234-55.2024.8.13.0024' })).toBe('0001234-55.2024.8.13.0024');
  });

  it('a row without id gets an id with nothing ag-grid would escape, distinct per row, stable per content', () => {
    const a = { cpf: '39053344705', nome: 'Ana "Adm"', unidade: 'SEPLAG & cia' };
    const b = { cpf: '27408155570', nome: 'Bruno' };
    expect(gridRowId(a)).toMatch(/^h[0-9a-f]{8}$/);
    expect(gridRowId(a)).toBe(gridRowId({ ...a }));
    expect(gridRowId(a)).not.toBe(gridRowId(b));
  });

  it('an id with characters ag-grid escapes is hashed too', () => {
    expect(gridRowId({ id: 'a"b' })).toMatch(/^h[0-9a-f]{8}$/);
  });

  it("a screen's rowKey keeps a row the same row when its values change", () => {
    const emGeracao = { idGestaoLauda: 3, situacao: 'EM GERAÇÃO', percentual: 100 };
    const concluida = { ...emGeracao, situacao: 'CONCLUÍDA' };
    expect(gridRowId(emGeracao, 'idGestaoLauda')).toBe('3');
    expect(gridRowId(concluida, 'idGestaoLauda')).toBe(gridRowId(emGeracao, 'idGestaoLauda'));
    expect(gridRowId(concluida)).not.toBe(gridRowId(emGeracao));
  });
});
