/**
 * The upload checks (lib/upload.ts): type by content, the safe stored name, the per-file and
 * per-request checks. Property tests
 * (fast-check) cover the names an attacker could send, not just the ones we thought of.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_NOME_ARQUIVO,
  MAX_UPLOAD_BYTES,
  detectarTipo,
  nomeSeguro,
  verificarArquivo,
  verificarArquivos,
} from './upload.ts';

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

describe('detectarTipo (magic bytes)', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(detectarTipo(PDF)).toEqual({ tipo: 'application/pdf', ext: 'pdf' });
    expect(detectarTipo(Buffer.from([...PNG_SIG, 0, 0]))).toEqual({ tipo: 'image/png', ext: 'png' });
    expect(detectarTipo(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toEqual({ tipo: 'image/jpeg', ext: 'jpg' });
  });

  it('refuses everything else, including near misses', () => {
    for (const b of [
      Buffer.alloc(0),
      Buffer.from('%PDF'),
      Buffer.from(' %PDF-1.4'),
      Buffer.from('%pdf-1.4'),
      Buffer.from(PNG_SIG.slice(0, 7)),
      Buffer.from([0xff, 0xd8]),
      Buffer.from('MZ\x90\x00', 'latin1'),
      Buffer.from('GIF89a'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ])
      expect(detectarTipo(b)).toBeUndefined();
  });

  it('depends only on the first bytes (anything may follow a signature)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        (tail) => detectarTipo(Buffer.concat([PDF, tail]))?.tipo === 'application/pdf',
      ),
    );
  });
});

describe('nomeSeguro', () => {
  it.each([
    ['laudo.pdf', 'pdf', 'laudo.pdf'],
    ['foto.pdf', 'png', 'foto.png'],
    ['scan.JPEG', 'jpg', 'scan.jpg'],
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\Laudo.pdf', 'pdf', 'Laudo.pdf'],
    ['a\u0000b.pdf', 'pdf', 'ab.pdf'],
    ['Relatório   de férias.pdf', 'pdf', 'Relatório-de-férias.pdf'],
    // NFD input comes out NFC (one code point per accented letter).
    ['Relato\u0301rio.pdf', 'pdf', 'Relatório.pdf'],
    ['exe\u202Efdp.pdf', 'pdf', 'exefdp.pdf'],
    ['.htaccess', 'png', 'arquivo.png'],
    ['...', 'pdf', 'arquivo.pdf'],
    ['', 'jpg', 'arquivo.jpg'],
    ['semextensao', 'pdf', 'semextensao.pdf'],
    ['arquivo.tar.gz', 'pdf', 'arquivo.tar.pdf'],
    // '/' is a path separator even inside a tag: only the last segment remains.
    ['<script>alert(1)</script>.pdf', 'pdf', 'script.pdf'],
    ['<b>a(1)&b</b>', 'pdf', 'b.pdf'],
    ['a..b...pdf', 'pdf', 'a.b.pdf'],
    ['日本語.pdf', 'pdf', 'arquivo.pdf'],
  ])('%j (%s) → %j', (original, ext, esperado) => expect(nomeSeguro(original, ext)).toBe(esperado));

  it('cuts long names to 100 characters, keeping the extension', () => {
    const n = nomeSeguro(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(n).toHaveLength(MAX_NOME_ARQUIVO);
    expect(n.endsWith('.pdf')).toBe(true);
  });

  it('whatever the input: a bare, short, allowed name with the detected extension, stable when re-applied', () => {
    const nomes = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc
        .array(fc.constantFrom('..', '/', '\\', '.', ' ', '\u0000', '\n', 'é', 'a', 'pdf', '-', '\u202e', 'C:'), {
          maxLength: 40,
        })
        .map((a) => a.join('')),
    );
    fc.assert(
      fc.property(nomes, fc.constantFrom('pdf', 'png', 'jpg'), (original, ext) => {
        const n = nomeSeguro(original, ext);
        expect(n.length).toBeLessThanOrEqual(MAX_NOME_ARQUIVO);
        expect(n).toMatch(/^[A-Za-z0-9_\u00C0-\u024F][A-Za-z0-9._\-\u00C0-\u024F]*$/);
        expect(n.endsWith(`.${ext}`)).toBe(true);
        expect(n).not.toMatch(/[/\\\p{Cc}]|\.\./u);
        expect(n).toBe(n.normalize('NFC'));
        expect(nomeSeguro(n, ext)).toBe(n);
      }),
    );
  });
});

describe('verificarArquivo / verificarArquivos', () => {
  const rec = (bytes: Buffer, nome = 'x.pdf', truncado = false) => ({ campo: 'file', nome, bytes, truncado });

  it('accepts a valid file with its hash and detected type', () => {
    const r = verificarArquivo(rec(PDF, 'Laudo final.PDF'));
    expect(r).toEqual({
      arquivo: {
        nomeOriginal: 'Laudo final.PDF',
        nomeArquivo: 'Laudo-final.pdf',
        tipoConteudo: 'application/pdf',
        tamanho: PDF.length,
        sha256: createHash('sha256').update(PDF).digest('hex'),
        bytes: PDF,
      },
    });
  });

  it('refuses an oversized, a non-PDF/PNG/JPEG and an empty nameless part', () => {
    expect(verificarArquivo(rec(Buffer.alloc(0), 'grande.pdf', true))).toEqual({
      critica: { campo: 'file', mensagem: "O arquivo 'grande.pdf' excede o tamanho máximo permitido de 4 MB." },
    });
    expect(verificarArquivo(rec(Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).toHaveProperty(
      'critica.mensagem',
      "O arquivo 'x.pdf' excede o tamanho máximo permitido de 4 MB.",
    );
    expect(verificarArquivo(rec(Buffer.from('texto'), 'laudo.pdf'))).toEqual({
      critica: { campo: 'file', mensagem: "O arquivo 'laudo.pdf' não é um PDF, PNG ou JPEG válido." },
    });
    expect(verificarArquivo(rec(Buffer.alloc(0), ''))).toEqual({
      critica: { campo: 'file', mensagem: 'Selecione o arquivo.' },
    });
    // The message never carries control characters from the sent name.
    expect(verificarArquivo(rec(Buffer.from('x'), 'a\u0000\nb.pdf'))).toHaveProperty(
      'critica.mensagem',
      "O arquivo 'ab.pdf' não é um PDF, PNG ou JPEG válido.",
    );
  });

  it('requires declared required files, refuses repeated and undeclared ones', () => {
    expect(verificarArquivos(['file'], ['file'], []).criticas).toEqual([
      { campo: 'file', mensagem: 'Selecione o arquivo.' },
    ]);
    expect(verificarArquivos(['file'], [], []).criticas).toEqual([]);
    expect(verificarArquivos(['file'], ['file'], [rec(PDF), rec(PDF)]).criticas).toEqual([
      { campo: 'file', mensagem: 'Envie um único arquivo neste campo.' },
    ]);
    const r = verificarArquivos(['file'], ['file'], [rec(PDF), { ...rec(PDF), campo: 'outro' }]);
    expect(r.criticas).toEqual([{ campo: 'outro', mensagem: 'Parâmetro não reconhecido: outro.' }]);
    expect(r.arquivos.file.tipoConteudo).toBe('application/pdf');
  });
});
