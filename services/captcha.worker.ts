/**
 * Web Worker of the ALTCHA proof of work (services/captcha.ts): altcha-lib's worker loop with the
 * Web Crypto PBKDF2 (no WebAssembly, no eval). Vite bundles it as its own file of the portal's
 * origin, so the CSP's `script-src 'self'` covers it (no blob: worker).
 */
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
