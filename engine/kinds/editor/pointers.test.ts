import { describe, expect, it } from 'vitest';
import { lineOfPointer } from './pointers.ts';

const text = `{
  "id": "x",
  "source": { "endpoint": "a.b" },
  "columns": [
    { "field": "nome", "header": "Nome" },
    {
      "field": "cpf",
      "header": "CPF"
    }
  ],
  "a/b": 1
}
`;

describe('JSON pointer → line', () => {
  it('finds properties, array items and nested values', () => {
    expect(lineOfPointer(text, '/id')).toBe(2);
    expect(lineOfPointer(text, '/source/endpoint')).toBe(3);
    expect(lineOfPointer(text, '/columns/0/header')).toBe(5);
    expect(lineOfPointer(text, '/columns/1')).toBe(6);
    expect(lineOfPointer(text, '/columns/1/header')).toBe(8);
    expect(lineOfPointer(text, '/a~1b')).toBe(11);
  });

  it('falls back to the closest ancestor, and the document for the root', () => {
    expect(lineOfPointer(text, '/columns/1/format')).toBe(6);
    expect(lineOfPointer(text, '/columns/7/field')).toBe(4);
    expect(lineOfPointer(text, '/')).toBe(1);
    expect(lineOfPointer(text, '')).toBe(1);
  });

  it('still maps a document that does not parse yet', () => {
    // Typing: the closing brace is not there yet.
    expect(lineOfPointer('{\n  "id": "x",\n  "kind": "search",\n  "title": "T"\n', '/title')).toBe(4);
  });
});
