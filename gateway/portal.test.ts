/**
 * The bytes on the wire: hashed assets go precompressed (brotli, else gzip, else as they are) with
 * `Vary: Accept-Encoding` and immutable caching; index.html stays `no-cache`; gateway JSON is
 * compressed on the fly without losing the security headers; PDFs, XLSX and CSV report downloads
 * still arrive byte for byte.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/vite/precompress.ts';
import { createApp, type GatewayApp } from './app.ts';
import { BRUNO } from './db/demo-users.ts';
import { headerProblems } from './lib/header-gate.ts';
import { modeloDeTeste } from './testing/templates.ts';
import { accessToken, ALTCHA_TESTE, freePort, sessionFor } from './testing/support.ts';

let gw: GatewayApp;
let dist: string;
let exame: string;
let sisapmg: string;
const JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, nome: "Servidor ${i}" }`).join(', ')}];\n`;
const SMALL = 'console.log(1);\n';
const INDEX = `<!doctype html><html lang="pt-BR"><head><title>Portal RH</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<!-- x -->'.repeat(150)}</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'prh-portal-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-abc123.js'), JS);
  writeFileSync(join(dist, 'assets/small-abc123.js'), SMALL);
  precompressDir(join(dist, 'assets'));
  const port = await freePort();
  const opts = {
    port,
    host: '127.0.0.1',
    dataDir: ':memory:',
    seedSize: 500,
    distDir: dist,
    logger: false,
    altcha: ALTCHA_TESTE,
    // The run's seeded database of 500 (gateway/testing/templates.ts). Asking for it, rather than using it
    // only when another file has already written it, means this file never seeds a private copy
    // that nobody else reuses.
    dbSnapshot: await modeloDeTeste(500),
  };
  gw = await createApp(opts);
  const sid = await sessionFor(gw, BRUNO.cpf);
  exame = await accessToken(gw, sid, '1261', '/gw/exame');
  sisapmg = await accessToken(gw, sid, '1261');
});
afterAll(async () => {
  await gw?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => gw.app.inject({ method: 'GET', url, headers });

describe('precompressed assets', () => {
  it('the build plugin writes .br and .gz only for compressible files above 1 KB', () => {
    expect(existsSync(join(dist, 'assets/index-abc123.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets/index-abc123.js.gz'))).toBe(true);
    expect(existsSync(join(dist, 'assets/small-abc123.js.br'))).toBe(false);
    const png = mkdtempSync(join(tmpdir(), 'prh-png-'));
    writeFileSync(join(png, 'logo.png'), Buffer.alloc(4096));
    copyFileSync(join(dist, 'assets/index-abc123.js'), join(png, 'a.css'));
    expect(precompressDir(png).map((d) => d.file.slice(png.length + 1))).toEqual(['a.css']);
    rmSync(png, { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, with Vary and immutable caching', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
    expect(res.rawPayload.length).toBeLessThan(JS.length / 4);
    expect(headerProblems(res.headers as Record<string, string>)).toEqual([]);
  });

  it('gzip when brotli is not accepted, the file itself when nothing is', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(JS);
    // A file without a copy (too small) is compressed on the fly, like any dynamic answer.
    const small = await get('/assets/small-abc123.js', { 'accept-encoding': 'br' });
    const smallBody =
      small.headers['content-encoding'] === 'br' ? brotliDecompressSync(small.rawPayload).toString() : small.body;
    expect(smallBody).toBe(SMALL);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html (the SPA fallback) stays no-cache, compressed on the fly', async () => {
    for (const url of ['/', '/home', '/recursos-humanos/pesquisa-servidor/']) {
      const res = await get(url, { 'accept-encoding': 'gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX);
      expect(headerProblems(res.headers as Record<string, string>)).toEqual([]);
    }
    expect((await get('/assets/nao-existe-123.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('is a real robots file that keeps every crawler out, not the SPA page', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    expect(res.body).not.toContain('<!doctype html>');
    expect(headerProblems(res.headers as Record<string, string>)).toEqual([]);
  });
});

describe('dynamic answers', () => {
  it('a gateway JSON answer is compressed and keeps no-store and the security headers', async () => {
    const url = '/gw/sisapmg/admissoes/v1/listaServidores?page=0&size=60';
    const res = await get(url, { authorization: `Bearer ${sisapmg}`, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(headerProblems(res.headers as Record<string, string>)).toEqual([]);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.codigoMensagem).toBe(0);
    expect(body.objeto.length).toBeGreaterThan(0);
    const plain = await get(url, { authorization: `Bearer ${sisapmg}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Everything but the server's clock: two requests can straddle a second (`dataServidor`).
    const semRelogio = ({ dataServidor: _, ...resto }: { dataServidor: string }) => resto;
    expect(semRelogio(plain.json())).toEqual(semRelogio(body));
  });

  it('report downloads (XLSX, PDF, CSV) arrive whole: binaries as they are, text decompressing to the same bytes', async () => {
    const R = '/gw/exame/relatorios/v1';
    const solicita = async (formato: string) => {
      const res = await gw.app.inject({
        method: 'POST',
        url: `${R}/solicitaRelatorioServidores`,
        headers: { authorization: `Bearer ${exame}` },
        payload: {
          tela: 'pesquisa-servidor',
          formato,
          filtros: { exportarTudo: false },
          paginacao: { page: 0, size: 20 },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().objeto.idRelatorio as number;
    };
    const ids = { XLSX: await solicita('XLSX'), PDF: await solicita('PDF'), CSV: await solicita('CSV') };
    await gw.jobs.drain('relatorio_solicitado');
    const dl = (id: number, enc?: string) =>
      get(`${R}/download/${id}`, { authorization: `Bearer ${exame}`, ...(enc ? { 'accept-encoding': enc } : {}) });

    const xlsx = await dl(ids.XLSX, 'gzip, br');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].actualRowCount).toBe(21);

    const pdf = await dl(ids.PDF, 'gzip, br');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const csvPlain = await dl(ids.CSV);
    const csvGz = await dl(ids.CSV, 'gzip');
    expect(csvPlain.headers['content-disposition']).toMatch(/attachment; filename=".*\.csv"/);
    expect(csvGz.headers['content-disposition']).toBe(csvPlain.headers['content-disposition']);
    const csv = csvGz.headers['content-encoding'] === 'gzip' ? gunzipSync(csvGz.rawPayload) : csvGz.rawPayload;
    expect(csv.equals(csvPlain.rawPayload)).toBe(true);
    expect(csvPlain.body.trim().split('\r\n')).toHaveLength(21);
    expect(headerProblems(csvGz.headers as Record<string, string>)).toEqual([]);
  }, 60_000);
});
