// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatHover, typeLines } from './hover.ts';

describe("the editor's hover", () => {
  it('puts the type and each constraint on a line of its own', () => {
    expect(typeLines('string`pattern`: ^\\d+$')).toEqual(['string', '`pattern`: ^\\d+$']);
    expect(typeLines('string`format`: dataBR`pattern`: x')).toEqual(['string', '`format`: dataBR', '`pattern`: x']);
    const box = formatHover({ message: 'O campo da linha.', typeInfo: 'string`pattern`: ^[a-z]+$' });
    const lines = [...box.querySelectorAll('.cm6-json-schema-hover--code > div')].map((d) => d.textContent);
    expect(lines).toEqual(['string', 'pattern: ^[a-z]+$']);
    expect(box.querySelector('.cm6-json-schema-hover--description')?.textContent).toBe('O campo da linha.');
  });
  it('never reads a description as HTML', () => {
    const box = formatHover({ message: '<img src=x onerror=alert(1)> e `kind`', typeInfo: 'string' });
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('.cm6-json-schema-hover--description code')?.textContent).toBe('kind');
  });
});
