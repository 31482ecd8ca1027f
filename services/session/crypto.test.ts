import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson } from './crypto.ts';

/** Produced once with crypto-js AES and the CPF 52998224725; must keep decrypting the same way. */
const KNOWN = 'U2FsdGVkX1+kojcRmXRX1krjGsYYduM4OVzuSVklAVX2rfqRtoA1goyNkWTCq5ZBlaZRVwwtlTcA52XrGJ2jgdlVmOOBVvWiXADTwkmjo8M=';

describe('crypto', () => {
  it('decrypts a known ciphertext (known-answer test)', () => {
    expect(decryptJson(KNOWN, '52998224725')).toEqual(['pesquisa-servidor', '/recursos-humanos/pesquisa-servidor/']);
  });
  it('round-trips a JSON value', () => {
    expect(decryptJson(encryptJson({ a: [1, 'b'] }, '123'), '123')).toEqual({ a: [1, 'b'] });
  });
  it('answers null with the wrong passphrase or garbage', () => {
    expect(decryptJson(KNOWN, '11111111111')).toBeNull();
    expect(decryptJson('not-a-cipher', '52998224725')).toBeNull();
  });
});
