import { describe, expect, it, vi } from 'vitest';
import { actions } from './actions.ts';
import { fillPath } from '../placeholders.ts';
import { formatValue } from '../../core/formatters.ts';
import { createRegistry, entryName, isEntryFile } from '../../core/registry.ts';
import { maskCpf } from './widgets/cpf.tsx';

describe('entry files', () => {
  it('an entry is a TypeScript file of the folder, not a test; its name is the file name', () => {
    expect(
      ['./widgets/cpf.tsx', './actions/openPdf.ts', './widgets/widgets.test.ts', './widgets/date.css'].filter(
        isEntryFile,
      ),
    ).toEqual(['./widgets/cpf.tsx', './actions/openPdf.ts']);
    expect(entryName('./widgets/multiSelect.tsx')).toBe('multiSelect');
  });
});

describe('createRegistry', () => {
  it('merges layers, later wins, and extend does not change the original', () => {
    const r = createRegistry('x', { a: 1, b: 2 }, { b: 3 });
    expect(r.get('b')).toBe(3);
    const r2 = r.extend({ c: 4 });
    expect(r2.names()).toEqual(['a', 'b', 'c']);
    expect(r.has('c')).toBe(false);
  });
});

describe('formatters', () => {
  it('cpf', () => expect(formatValue('cpf', '52998224725')).toBe('529.982.247-25'));
  it('date', () => {
    expect(formatValue('date', '2019-03-07')).toBe('07/03/2019');
    expect(formatValue('date', '2019-03-07T00:00:00-03:00')).toBe('07/03/2019');
  });
  it('titleCase keeps particles lower case', () =>
    expect(formatValue('titleCase', 'MARIA DA SILVA E SOUZA')).toBe('Maria da Silva e Souza'));
  it('an unknown formatter shows a visible error', () =>
    expect(formatValue('dinheiro', 1)).toMatch(/desconhecido.*dinheiro/));
  it('empty stays empty', () => expect(formatValue('cpf', null)).toBe(''));
});

describe('cpf mask', () => {
  it('masks progressively', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
  });
});

describe('navigate action', () => {
  it('substitutes {field} with the row value', () => {
    const go = vi.fn();
    actions.get('navigate')!({
      action: { action: 'navigate', label: 'Detalhar', to: '/rh/dados/{id}' },
      row: { id: 7 },
      navigate: go,
    });
    expect(go).toHaveBeenCalledWith('/rh/dados/7');
  });
  it('a missing field is an error', () => expect(() => fillPath('/x/{id}', {})).toThrow(/id/));
});
