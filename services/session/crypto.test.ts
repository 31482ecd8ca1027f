import AES from 'crypto-js/aes';
import Base64url from 'crypto-js/enc-base64url';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import SHA256 from 'crypto-js/sha256';
import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson, sha256Base64url } from './crypto.ts';

/** Produced once with crypto-js AES and the CPF 52998224725; must keep decrypting the same way. */
const KNOWN =
  'U2FsdGVkX1+kojcRmXRX1krjGsYYduM4OVzuSVklAVX2rfqRtoA1goyNkWTCq5ZBlaZRVwwtlTcA52XrGJ2jgdlVmOOBVvWiXADTwkmjo8M=';

/** Values of every length around the block size, with accents and non-BMP characters. */
const SAMPLES: unknown[] = [
  [],
  'x',
  ['pesquisa-servidor', '/recursos-humanos/pesquisa-servidor/'],
  { nome: 'João Ninguém', papéis: ['GESTOR', 'SERVIDOR'], n: 1.5 },
  'a'.repeat(14),
  'a'.repeat(15),
  'a'.repeat(16),
  'ção😀'.repeat(40),
  Array.from({ length: 300 }, (_, i) => `rota-${i}`),
];

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
    expect(decryptJson(KNOWN.slice(0, 40), '52998224725')).toBeNull();
    expect(decryptJson('', '52998224725')).toBeNull();
  });
  it('reads what crypto-js writes and writes what crypto-js reads (the cookies of existing sessions)', () => {
    for (const value of SAMPLES) {
      for (const cpf of ['52998224725', '0', 'senha com ç']) {
        const fromCryptoJs = AES.encrypt(JSON.stringify(value), cpf).toString();
        expect(decryptJson(fromCryptoJs, cpf)).toEqual(value);
        const ours = encryptJson(value, cpf);
        expect(JSON.parse(AES.decrypt(ours, cpf).toString(Utf8))).toEqual(value);
      }
    }
  });
  it('writes the salted format: the same salt gives crypto-js’s bytes', () => {
    const salt = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const value of SAMPLES) {
      const theirs = AES.encrypt(JSON.stringify(value), '52998224725', {
        salt: Hex.parse('0102030405060708'),
      } as object).toString();
      expect(encryptJson(value, '52998224725', salt)).toBe(theirs);
    }
  });
  it('hashes as crypto-js (SHA-256 base64url for PKCE; the key derivation is checked by the salted bytes above)', () => {
    for (const text of [
      '',
      'abc',
      'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      'ção😀'.repeat(30),
      'x'.repeat(55),
      'x'.repeat(56),
      'x'.repeat(64),
    ]) {
      expect(sha256Base64url(text)).toBe(SHA256(text).toString(Base64url));
    }
    // RFC 7636 appendix B.
    expect(sha256Base64url('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
