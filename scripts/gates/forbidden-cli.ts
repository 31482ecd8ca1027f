/** `npm run lint` second half: the browser source gate (scripts/gates/forbidden.ts). */
import { resolve } from 'node:path';
import { scanBrowserCode, scanClock, scanHistory, scanVocabulary } from './forbidden.ts';

const root = resolve(import.meta.dirname, '../..');
const problems = [...scanBrowserCode(root), ...scanHistory(root), ...scanClock(root), ...scanVocabulary(root)];
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
console.log(
  'fontes do navegador: sem eval, new Function ou HTML cru fora do sanitizador; código sem números de issue; SQL lê o relógio só por now(); a maquinaria com um nome só.',
);
