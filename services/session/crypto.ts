/**
 * AES encryption of a JSON value with the user's CPF as the passphrase, in the OpenSSL "salted"
 * format crypto-js writes (`AES.encrypt(text, passphrase).toString()`): base64 of 'Salted__', an
 * 8-byte salt and the AES-256-CBC ciphertext (PKCS#7), key and IV from the passphrase and salt by
 * EVP_BytesToKey with MD5 (one round). The spec does this for the `papeis` and
 * `permissoesUsuario` cookies. And the SHA-256 of the PKCE verifier.
 *
 * The primitives are the audited @noble libraries (AES-CBC from @noble/ciphers, MD5 and SHA-256
 * from @noble/hashes, ≈4 KB gzip of the first page where crypto-js took ≈6), synchronous unlike
 * Web Crypto (which also needs a secure context): the session is read while the first page
 * renders. Only the OpenSSL framing is written here; crypto.test.ts proves it interoperates with
 * crypto-js both ways and still reads a cookie crypto-js wrote.
 *
 * This is obfuscation, not security: the CPF is known to the browser. Route guards built on it
 * are convenience; the gateways enforce roles on the server.
 */
import { cbc } from '@noble/ciphers/aes';
import { md5 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** OpenSSL's EVP_BytesToKey (MD5, one round): 32 bytes of key and 16 of IV. */
function keyAndIv(passphrase: string, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  const pass = utf8(passphrase);
  let derived: Uint8Array = new Uint8Array(0);
  let block: Uint8Array = new Uint8Array(0);
  while (derived.length < 48) {
    block = md5(concat(block, pass, salt));
    derived = concat(derived, block);
  }
  return { key: derived.slice(0, 32), iv: derived.slice(32, 48) };
}

const SALTED = utf8('Salted__');

const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * SHA-256 of a text, base64url without padding: the PKCE S256 `code_challenge` of a verifier
 * (RFC 7636 4.2). Synchronous, unlike Web Crypto, so the 'Entrar' link can carry it when it is
 * drawn (services/oidc.ts).
 */
export function sha256Base64url(text: string): string {
  return toBase64(sha256(utf8(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function encryptJson(
  value: unknown,
  passphrase: string,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(8)),
): string {
  const { key, iv } = keyAndIv(passphrase, salt);
  return toBase64(concat(SALTED, salt, cbc(key, iv).encrypt(utf8(JSON.stringify(value)))));
}

/** The decrypted value, or null when the text is not ours (wrong CPF, tampered or truncated). */
export function decryptJson<T = unknown>(cipherText: string, passphrase: string): T | null {
  try {
    const raw = fromBase64(cipherText);
    if (raw.length < 32 || (raw.length - 16) % 16 !== 0 || !SALTED.every((b, i) => raw[i] === b)) return null;
    const { key, iv } = keyAndIv(passphrase, raw.subarray(8, 16));
    // Throws on bad PKCS#7 padding (a wrong passphrase, almost always).
    const plain = new TextDecoder('utf-8', { fatal: true }).decode(cbc(key, iv).decrypt(raw.subarray(16)));
    if (!plain) return null;
    return JSON.parse(plain) as T;
  } catch {
    return null;
  }
}
