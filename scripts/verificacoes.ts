/**
 * `npm run verificar`: the static checks of `npm test` (documents, generated types and docs up to
 * date, types, lint, format, dependency audit), two at a time. Each is one process that keeps one
 * core busy (tsc, eslint, prettier), so one after another left the second core idle for most of
 * the ~45 s they take together. Each check's output is printed whole when it ends, under its
 * name and time, so two of them never interleave; every check runs even after one failed, and the
 * run fails if any did.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** npm scripts, longest first so the short ones fill the other core meanwhile. */
export const VERIFICACOES = [
  'typecheck',
  'lint',
  'format:check',
  'schemas:types -- --check',
  'schemas:check',
  'docs:screens -- --check',
  'audit',
];

interface Resultado {
  nome: string;
  code: number;
  segundos: number;
}

function rodar(nome: string): Promise<Resultado> {
  const t0 = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', ...nome.split(' ')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const saida: string[] = [];
    child.stdout.on('data', (c: Buffer) => saida.push(c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => saida.push(c.toString('utf8')));
    child.on('close', (code) => {
      const segundos = (Date.now() - t0) / 1000;
      const texto = saida.join('').trimEnd();
      console.log(`[verificar] ${nome}: ${code === 0 ? 'ok' : 'FALHOU'} em ${segundos.toFixed(1)} s`);
      if (texto) console.log(texto.replace(/^/gm, `[${nome.split(' ')[0]}] `));
      done({ nome, code: code ?? 1, segundos });
    });
  });
}

/** Runs `nomes` with at most `vagas` at once; resolves with every result, in `nomes`' order. */
export async function emParalelo<T>(nomes: string[], vagas: number, fazer: (n: string) => Promise<T>): Promise<T[]> {
  const resultados: T[] = new Array(nomes.length);
  let proximo = 0;
  const trabalhador = async () => {
    while (proximo < nomes.length) {
      const i = proximo++;
      resultados[i] = await fazer(nomes[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(vagas, nomes.length)) }, trabalhador));
  return resultados;
}

async function main() {
  const t0 = Date.now();
  const vagas = Math.min(2, availableParallelism());
  const resultados = await emParalelo(VERIFICACOES, vagas, rodar);
  const falhas = resultados.filter((r) => r.code !== 0).map((r) => r.nome);
  console.log(
    `[verificar] ${resultados.length} verificações em ${((Date.now() - t0) / 1000).toFixed(0)} s: ${
      falhas.length ? `FALHARAM ${falhas.join(', ')}` : 'todas passaram'
    }`,
  );
  process.exit(falhas.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
