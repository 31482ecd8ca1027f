/** A pay slip's lines as the endpoints answer them: an employer's contribution is not the servant's earning. */
import { describe, expect, it } from 'vitest';
import { linhaJson } from './secoes-contracheque.ts';

describe('linhaJson', () => {
  it("types each line: 'Vantagem', 'Desconto', and the employer's contributions 'Encargo patronal'", () => {
    const linha = (tipo: 'V' | 'D' | 'P') =>
      linhaJson({ codigoVerba: '9001', descricaoVerba: 'X', tipo, referencia: '', valor: 100 });
    expect(linha('V').tipo).toBe('Vantagem');
    expect(linha('D').tipo).toBe('Desconto');
    expect(linha('P').tipo).toBe('Encargo patronal');
  });
});
