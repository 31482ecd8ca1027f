/** `npm run lint` second half: the browser source gate (scripts/gates/forbidden.ts). */
import { resolve } from 'node:path';
import { scanBrowserCode } from './forbidden.ts';

const problems = scanBrowserCode(resolve(import.meta.dirname, '../..'));
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
console.log('fontes do navegador: sem eval, new Function ou HTML cru fora do sanitizador.');
