/** The request schema helpers of multipart requests (lib/multipart.ts); reading a request is tested over HTTP (documento.test.ts). */
import { describe, expect, it } from 'vitest';
import { arrayProperties, semArquivos } from './multipart.ts';

describe('request schema helpers', () => {
  const request = {
    type: 'object',
    additionalProperties: false,
    required: ['numero', 'file'],
    properties: {
      numero: { type: 'string' },
      file: { type: 'string', format: 'binary' },
      tags: { type: 'array' },
      opt: { type: ['array', 'null'] },
    },
  };
  it('semArquivos drops the file properties and their required entries', () => {
    expect(semArquivos(request, ['file'])).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['numero'],
      properties: { numero: { type: 'string' }, tags: { type: 'array' }, opt: { type: ['array', 'null'] } },
    });
    expect(request.properties.file).toBeDefined();
  });
  it('arrayProperties lists the array-typed properties', () =>
    expect(arrayProperties(request)).toEqual(['tags', 'opt']));
});
