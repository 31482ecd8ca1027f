/**
 * AES encryption of a JSON value with the user's CPF as the passphrase (crypto-js, OpenSSL-style
 * salted format), as the spec does for the `papeis` and `permissoesUsuario` cookies.
 *
 * This is obfuscation, not security: the CPF is known to the browser. Route guards built on it
 * are convenience; the gateways enforce roles on the server. Keep every use of crypto-js here so
 * it can be replaced in one place.
 */
import AES from 'crypto-js/aes';
import Base64url from 'crypto-js/enc-base64url';
import Utf8 from 'crypto-js/enc-utf8';
import SHA256 from 'crypto-js/sha256';

/**
 * SHA-256 of a text, base64url without padding: the PKCE S256 `code_challenge` of a verifier
 * (RFC 7636 4.2). Synchronous, unlike Web Crypto, so the 'Entrar' link can carry it when it is
 * drawn (services/oidc.ts).
 */
export function sha256Base64url(text: string): string {
  return SHA256(text).toString(Base64url);
}

export function encryptJson(value: unknown, passphrase: string): string {
  return AES.encrypt(JSON.stringify(value), passphrase).toString();
}

/** The decrypted value, or null when the text is not ours (wrong CPF, tampered or truncated). */
export function decryptJson<T = unknown>(cipherText: string, passphrase: string): T | null {
  try {
    const plain = AES.decrypt(cipherText, passphrase).toString(Utf8);
    if (!plain) return null;
    return JSON.parse(plain) as T;
  } catch {
    return null;
  }
}
