import { describe, expect, it } from 'vitest';
import { chaveFonetica, chavesFoneticas } from './fonetica.ts';

describe('chaveFonetica (pt-BR, BuscaBR-like)', () => {
  it.each([
    ['Luis', 'Luiz'],
    ['Souza', 'Sousa'],
    ['Thiago', 'Tiago'],
    ['Felipe', 'Phelipe'],
    ['Gonçalves', 'Goncalves'],
    ['Vitor', 'Victor'],
    ['Wagner', 'Vagner'],
    ['Yasmin', 'Iasmim'],
    ['Helena', 'Elena'],
    ['Mattos', 'Matos'],
    ['Rafaella', 'Rafaela'],
    ['Queiroz', 'Keiroz'],
    ['Nascimento', 'Nasimento'],
    ['Baptista', 'Batista'],
    ['Carla', 'Karla'],
  ])('%s sounds like %s', (a, b) => {
    expect(chaveFonetica(a)).toBe(chaveFonetica(b));
    expect(chaveFonetica(a)).not.toBe('');
  });

  it.each([
    ['Luis', 'Lucas'],
    ['Souza', 'Silva'],
    ['Guilherme', 'Jilerme'],
    ['Maria', 'Mario'],
  ])('%s does not sound like %s', (a, b) => {
    expect(chaveFonetica(a)).not.toBe(chaveFonetica(b));
  });

  it('keys every token, drops connectors and repeats, ignores case and accents', () => {
    expect(chavesFoneticas('Luiz  de Sousa da SOUZA')).toEqual(['LUIS', 'SOUSA']);
    expect(chavesFoneticas('JOSÉ')).toEqual(chavesFoneticas('jose'));
    expect(chavesFoneticas('de da dos')).toEqual([]);
  });
});
