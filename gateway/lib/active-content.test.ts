/**
 * Active content and type mismatches past the signature (lib/active-content.ts),
 * and that `verificarArquivo` refuses them with code-4 critiques naming the file. The three files
 * of the finding — a PDF with /OpenAction /JavaScript, a '%PDF-' file whose body is HTML with a
 * script, PNG magic followed by an SVG with onload — were all stored before.
 */
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { inspectContent } from './active-content.ts';
import { jpegOf, jpegSegment, PNG_SIGNATURE, pngChunk, pngOf } from '../testing/files.ts';
import { verificarArquivo } from './upload.ts';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const CATALOGO = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj';

/** A real PDF of the project's own generator (pdfkit: compressed page streams, a font). */
async function pdfkit(): Promise<Buffer> {
  const doc = new PDFDocument();
  const parts: Buffer[] = [];
  doc.on('data', (c: Buffer) => parts.push(c));
  const fim = new Promise((ok) => doc.on('end', ok));
  doc.text('Declaração de vínculo — <documento> de teste & "aspas"');
  doc.end();
  await fim;
  return Buffer.concat(parts);
}

describe('PDF', () => {
  it('accepts plain documents, a generated one and an opening view (destination array)', async () => {
    expect(inspectContent(pdf(CATALOGO), 'application/pdf')).toBeUndefined();
    expect(inspectContent(await pdfkit(), 'application/pdf')).toBeUndefined();
    expect(
      inspectContent(pdf('1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj'), 'application/pdf'),
    ).toBeUndefined();
    expect(
      inspectContent(
        pdf('1 0 obj << /Type /Catalog /OpenAction 14 0 R >> endobj 14 0 obj [3 0 R /XYZ null null null] endobj'),
        'application/pdf',
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      '/OpenAction with /JavaScript',
      '1 0 obj << /Type /Catalog /OpenAction 5 0 R >> endobj 5 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj',
    ],
    [
      'an /OpenAction dictionary',
      '1 0 obj << /Type /Catalog /OpenAction << /S /URI /URI (https://evil.example) >> >> endobj',
    ],
    ['/AA on a page', '3 0 obj << /Type /Page /AA << /O 6 0 R >> >> endobj'],
    ['/Launch', '6 0 obj << /S /Launch /F (cmd.exe) >> endobj'],
    ['a name hidden with #xx escapes', '5 0 obj << /S /J#61vaScript /J#53 (x) >> endobj'],
    ['an HTML body with a script', '<html><body><script>alert(1)</script></body></html>'],
    [
      'an embedded file (an .exe attached to the document)',
      '1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 8 0 R >> >> endobj 9 0 obj << /Type /EmbeddedFile /Length 2 >> stream\nMZ\nendstream endobj',
    ],
    ['a file attachment annotation', '3 0 obj << /Type /Annot /Subtype /FileAttachment /FS 10 0 R >> endobj'],
    ['rich media (Flash, video with its own player)', '3 0 obj << /Type /Annot /Subtype /RichMedia >> endobj'],
    ['an XFA form', '1 0 obj << /Type /Catalog /AcroForm << /XFA 11 0 R >> >> endobj'],
    ['an embedded file named with #xx escapes', '9 0 obj << /Type /Embedded#46ile >> endobj'],
    [
      'an SVG in an unfiltered stream',
      '4 0 obj << /Length 40 >> stream\n<svg onload="alert(1)"></svg>\nendstream endobj',
    ],
  ])('refuses %s', (_caso, body) => {
    expect(inspectContent(pdf(body), 'application/pdf')).toBe('active');
  });

  it('looks inside compressed object streams, and refuses one it cannot read', () => {
    const objetos = deflateSync(
      Buffer.from('1 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>', 'latin1'),
    );
    const comAcao = Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n7 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 99 >> stream\n',
        'latin1',
      ),
      objetos,
      Buffer.from('\nendstream endobj\n%%EOF\n', 'latin1'),
    ]);
    expect(inspectContent(comAcao, 'application/pdf')).toBe('active');
    const limpo = Buffer.concat([
      Buffer.from('%PDF-1.7\n7 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >> stream\n', 'latin1'),
      deflateSync(Buffer.from('1 0 << /Type /Catalog /Pages 2 0 R >>', 'latin1')),
      Buffer.from('\nendstream endobj\n%%EOF\n', 'latin1'),
    ]);
    expect(inspectContent(limpo, 'application/pdf')).toBeUndefined();
    expect(
      inspectContent(
        pdf('7 0 obj << /Type /ObjStm /Filter /LZWDecode >> stream\nxxxx\nendstream endobj'),
        'application/pdf',
      ),
    ).toBe('active');
    expect(
      inspectContent(
        pdf('7 0 obj << /Type /ObjStm /Filter /FlateDecode >> stream\nnao e zlib\nendstream endobj'),
        'application/pdf',
      ),
    ).toBe('active');
  });
});

describe('PNG', () => {
  it('accepts a PNG whatever its pixel bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 4096 }),
        (px) => inspectContent(pngOf(Buffer.from(px)), 'image/png') === undefined,
      ),
    );
  });

  it('refuses PNG magic followed by an SVG, anything after IEND, and markup in a text chunk', () => {
    const svg = Buffer.concat([
      PNG_SIGNATURE,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ]);
    expect(inspectContent(svg, 'image/png')).toBe('malformed');
    expect(
      inspectContent(Buffer.concat([pngOf(Buffer.from([0, 0])), Buffer.from('<html><script>x</script>')]), 'image/png'),
    ).toBe('malformed');
    expect(
      inspectContent(
        pngOf(Buffer.alloc(2), [pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>'))]),
        'image/png',
      ),
    ).toBe('active');
    expect(inspectContent(pngOf(Buffer.alloc(2)).subarray(0, 40), 'image/png')).toBe('malformed');
  });
});

describe('JPEG', () => {
  it('accepts a JPEG whatever its scan bytes, zero padding and a chained image (Multi-Picture Format)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 4096 }),
        (scan) => inspectContent(jpegOf(Buffer.from(scan)), 'image/jpeg') === undefined,
      ),
    );
    const foto = jpegOf(Buffer.from([1, 2, 0xff, 3]));
    expect(inspectContent(Buffer.concat([foto, Buffer.alloc(16)]), 'image/jpeg')).toBeUndefined();
    expect(inspectContent(Buffer.concat([foto, foto]), 'image/jpeg')).toBeUndefined();
  });

  it('refuses JPEG magic followed by an SVG or HTML, a trailing page, and markup in a comment', () => {
    expect(inspectContent(Buffer.from('\xff\xd8\xff<svg onload="alert(1)"></svg>', 'latin1'), 'image/jpeg')).toBe(
      'malformed',
    );
    expect(inspectContent(Buffer.from('\xff\xd8\xff\xe0<html><script>alert(1)</script>', 'latin1'), 'image/jpeg')).toBe(
      'malformed',
    );
    expect(
      inspectContent(Buffer.concat([jpegOf(Buffer.alloc(8)), Buffer.from('<html><script>x</script>')]), 'image/jpeg'),
    ).toBe('malformed');
    expect(
      inspectContent(
        jpegOf(Buffer.alloc(8), [jpegSegment(0xfe, Buffer.from('<script>alert(1)</script>'))]),
        'image/jpeg',
      ),
    ).toBe('active');
  });
});

describe('verificarArquivo', () => {
  const rec = (bytes: Buffer, nome: string) => ({ campo: 'file', nome, bytes, truncado: false });

  it('refuses active content and impostor images with code-4 critiques naming the file', () => {
    expect(verificarArquivo(rec(pdf('<html><script>alert(1)</script></html>'), 'laudo.pdf'))).toEqual({
      critica: {
        campo: 'file',
        mensagem: "O arquivo 'laudo.pdf' contém conteúdo ativo (scripts ou ações automáticas) e não pode ser enviado.",
      },
    });
    expect(verificarArquivo(rec(Buffer.concat([PNG_SIGNATURE, Buffer.from('<svg onload="x"/>')]), 'foto.png'))).toEqual(
      {
        critica: { campo: 'file', mensagem: "O arquivo 'foto.png' não é um PDF, PNG ou JPEG válido." },
      },
    );
    expect(verificarArquivo(rec(pngOf(Buffer.alloc(4)), 'foto.png'))).toHaveProperty(
      'arquivo.tipoConteudo',
      'image/png',
    );
  });
});
