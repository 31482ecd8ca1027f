import { describe, expect, it } from 'vitest';
import { ementaCitada } from './legislacao.ts';

describe('ementaCitada', () => {
  it('drops the final period of an act summary quoted inside a sentence, and nothing else', () => {
    expect(ementaCitada('Reorganiza as carreiras dos servidores. ')).toBe('Reorganiza as carreiras dos servidores');
    expect(ementaCitada('Dispõe sobre a Lei nº 1.234, de 2020')).toBe('Dispõe sobre a Lei nº 1.234, de 2020');
    expect(ementaCitada('Altera o art. 5º.')).toBe('Altera o art. 5º');
  });
});
