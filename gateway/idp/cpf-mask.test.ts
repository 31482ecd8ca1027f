import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CPF_MASK_JS, mascararCpf } from './cpf-mask.ts';

describe("the identity provider's CPF mask", () => {
  it('masks the digits as far as they go, drops anything else and stops at 11 digits', () => {
    expect(
      ['', '3', '390', '3905', '390533', '3905334', '390533447', '3905334470', '39053344705'].map(mascararCpf),
    ).toEqual(['', '3', '390', '390.5', '390.533', '390.533.4', '390.533.447', '390.533.447-0', '390.533.447-05']);
    expect(mascararCpf('390.533.447-05')).toBe('390.533.447-05');
    expect(mascararCpf(' 390 533 447 05 9 ')).toBe('390.533.447-05');
  });

  it('is what the served script runs on every input of the field', () => {
    const listeners: (() => void)[] = [];
    const campo = { value: '', addEventListener: (_: string, fn: () => void) => listeners.push(fn) };
    runInNewContext(CPF_MASK_JS, { document: { getElementById: (id: string) => (id === 'cpf' ? campo : null) } });
    expect(listeners).toHaveLength(1);
    campo.value = '39053344705';
    listeners[0]();
    expect(campo.value).toBe('390.533.447-05');
  });
});
