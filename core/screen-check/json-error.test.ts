import { describe, expect, it } from 'vitest';
import { jsonErrorMessage, parsePosition } from './json-error.ts';

/** The message this runtime's parser gives for `text`. */
const parseError = (text: string): string => {
  try {
    JSON.parse(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('parsed');
};

describe('jsonErrorMessage', () => {
  it.each([
    ['{"a": 1,}', 'nome de uma propriedade'],
    ['{"a": 1 "b": 2}', 'depois do valor da propriedade'],
    ['[1 2]', 'depois do item da lista'],
    ['{"a": "b', 'aspa de fechamento'],
    ['{"a": [1,', 'termina antes de fechar'],
    ['{} x', 'depois do fim do documento'],
  ])('translates the parser error of %s', (text, words) => {
    const message = jsonErrorMessage(parseError(text));
    expect(message).toMatch(/^JSON inválido: /);
    expect(message).toContain(words);
    // the words themselves, not the source of the rule that makes them
    expect(message).not.toMatch(/=>|\(\)/);
  });

  it('says the line and column where the parser stopped', () => {
    expect(jsonErrorMessage(parseError('{"a": 1,}'), { line: 3, column: 5 })).toMatch(
      /^JSON inválido na linha 3, coluna 5: esperado o nome de uma propriedade/,
    );
    expect(jsonErrorMessage('Something new', { line: 1, column: 2 })).toBe(
      'JSON inválido na linha 1, coluna 2: verifique vírgulas, aspas, chaves e colchetes perto deste ponto.',
    );
  });

  it('never shows the parser’s English', () => {
    for (const text of ['{', '{"a" 1}', '{a: 1}', 'tru', '{"a": -}', '"\\x"', '{"a": 1}}']) {
      expect(jsonErrorMessage(parseError(text))).not.toMatch(
        /[A-Z][a-z]+ (?:token|property|end|string|number|character)/,
      );
    }
  });

  it("reads where the parser stopped from V8's line and column, else from its position", () => {
    expect(parsePosition('Expected double-quoted property name in JSON at position 9 (line 1 column 10)', '')).toEqual({
      line: 1,
      column: 10,
    });
    expect(parsePosition('Unexpected token } in JSON at position 12', '{\n  "a": 1,\n}')).toEqual({
      line: 3,
      column: 1,
    });
    expect(parsePosition('Unexpected end of JSON input', '{\n  "a": ')).toEqual({ line: 2, column: 8 });
    expect(parsePosition('Something else', '{')).toBeUndefined();
  });
});
