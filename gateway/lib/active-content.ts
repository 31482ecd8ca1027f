/**
 * What a file holds beyond its first bytes. The magic number says which type a
 * file claims to be (lib/upload.ts `detectarTipo`); this module refuses the files that are more
 * than that type, or not that type at all past the signature:
 *
 * - PDF with ACTIONS: a name `/JavaScript`, `/JS`, `/AA` (additional actions), `/Launch`, or an
 *   `/OpenAction` that is an action (a dictionary, or a reference to one) — a destination array
 *   (`/OpenAction [3 0 R /Fit]`, inline or referenced: the opening page and zoom that LaTeX,
 *   Acrobat and others write) is a view setting and stays.
 * - PDF CARRYING other content a viewer runs or hands on: embedded files (`/EmbeddedFile`,
 *   `/EmbeddedFiles`, `/FileAttachment` — an .exe or .bat the next reader is invited to open),
 *   `/RichMedia` (Flash and players of their own) and `/XFA` forms (scripted by design). A document
 *   uploaded to an HR record is a scan or a generated page; none of these belongs in one.
 *   Names are compared after `#xx` escapes are decoded (`/J#61vaScript`)
 *   and also inside object streams (`/Type /ObjStm`, where a PDF 1.5+ can keep its catalogue
 *   compressed); an object stream that cannot be inflated cannot be checked and is refused.
 * - Web markup where a document or picture has none: `<script`, `<html`, `<svg`, `<iframe`,
 *   `<object`, `<embed`, `<body`, `<!doctype html` — in a PDF outside its streams (a '%PDF-' file
 *   whose body is an HTML page), in its unfiltered non-image streams and its object streams, in a
 *   PNG's non-pixel chunks, in a JPEG's header segments.
 * - Images whose structure is not their type's: a PNG must be chunks from IHDR to IEND with nothing
 *   after it; a JPEG must be marker segments to its end-of-image, followed by nothing, zero padding
 *   or another JPEG (the Multi-Picture Format of some cameras). 'PNG magic, then an SVG' is neither.
 *
 * Pixel data (IDAT, entropy-coded JPEG scans, PDF images) and compressed PDF page streams are not
 * scanned for markup: in 4 MB of compressed bytes a short tag occurs by chance, and no viewer
 * reads them as markup. The check is linear in the file's size.
 */
import { inflateSync } from 'node:zlib';

/** The content types an upload may have (upload.ts detects them by their bytes). */
export type TipoConteudo = 'application/pdf' | 'image/png' | 'image/jpeg';

/** Why a file is refused: active content, or bytes that are not the type their signature claims. */
export type ContentProblem = 'active' | 'malformed';

const MARKUP = /<(?:script|html|svg|iframe|object|embed|body)[\s/>]|<!doctype\s+html/i;
/** The names of active content; a PDF name is '/' then regular characters (ISO 32000-1 §7.3.5). */
const PDF_ACTION_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'OpenAction',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
]);
const PDF_ACTION = new RegExp(`/(${[...PDF_ACTION_NAMES].join('|')})(?=[\\s/<>[\\]()%{}]|$)`, 'g');
const PDF_ESCAPED_NAME = /\/([^\s/<>[\]()%{}#]*#[0-9A-Fa-f]{2}[^\s/<>[\]()%{}]*)/g;
/** Longest inflated object stream: an object stream of a 4 MB file is far smaller; more is a bomb. */
const MAX_INFLATED = 16 * 1024 * 1024;

export function inspectContent(bytes: Buffer, tipo: TipoConteudo): ContentProblem | undefined {
  if (tipo === 'application/pdf') return inspectPdf(bytes);
  if (tipo === 'image/png') return inspectPng(bytes);
  return inspectJpeg(bytes, 0);
}

/* ------------------------------------------------------------------------------------------ PDF */

/**
 * Whether PDF syntax `text` names an action (see the file comment). An `/OpenAction N G R` is a view
 * setting when object N G of `whole` (the file's text outside streams) is a destination array.
 */
function pdfHasAction(text: string, whole: string = text): boolean {
  const found = [...text.matchAll(PDF_ACTION)].map((m) => ({ name: m[1], end: m.index + m[0].length }));
  // Only names with #xx escapes need decoding: a per-name callback over every name was slow.
  for (const m of text.matchAll(PDF_ESCAPED_NAME)) {
    const name = m[1].replace(/#([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (PDF_ACTION_NAMES.has(name)) found.push({ name, end: m.index + m[0].length });
  }
  for (const { name, end } of found) {
    if (name !== 'OpenAction') return true;
    const value = text.slice(end, end + 64);
    if (/^\s*\[/.test(value)) continue;
    const ref = /^\s*(\d{1,10})\s+(\d{1,5})\s+R\b/.exec(value);
    if (!ref || !new RegExp(`(?<!\\d)${ref[1]}\\s+${ref[2]}\\s+obj\\s*\\[`).test(whole)) return true;
  }
  return false;
}

/** A stream's dictionary (the text since its object's start) and its bytes. */
interface PdfStream {
  dict: string;
  data: Buffer;
}

/** Splits a PDF into its text outside streams and its streams (delimited by the keywords). */
function splitPdf(bytes: Buffer): { outside: string; streams: PdfStream[] } {
  const text = bytes.toString('latin1');
  const parts: string[] = [];
  const streams: PdfStream[] = [];
  const keyword = /stream\r?\n/g;
  let pos = 0;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    // 'endstream' also ends in 'stream': only an opening keyword starts a stream.
    if (text.slice(Math.max(0, m.index - 3), m.index) === 'end') continue;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const stop = end < 0 ? text.length : end;
    const before = text.slice(pos, m.index);
    parts.push(before);
    streams.push({ dict: before.slice(before.lastIndexOf(' obj') + 1), data: bytes.subarray(start, stop) });
    pos = stop;
    keyword.lastIndex = stop;
  }
  parts.push(text.slice(pos));
  return { outside: parts.join('\n'), streams };
}

function inspectPdf(bytes: Buffer): ContentProblem | undefined {
  const { outside, streams } = splitPdf(bytes);
  if (MARKUP.test(outside) || pdfHasAction(outside)) return 'active';
  for (const s of streams) {
    const objectStream = /\/Type\s*\/ObjStm\b/.test(s.dict);
    const filters = [...s.dict.matchAll(/\/Filter\s*(\[[^\]]*\]|\/\w+)/g)].map((f) => f[1]).join(' ');
    let content: Buffer;
    if (filters === '') {
      // An unfiltered stream is text (page operators, an HTML page smuggled in) unless it is an image.
      if (!objectStream && /\/Subtype\s*\/Image\b/.test(s.dict)) continue;
      content = s.data;
    } else if (!objectStream) continue;
    else if (!/^(\/FlateDecode|\[\s*\/FlateDecode\s*\])$/.test(filters)) return 'active';
    else {
      try {
        content = inflateSync(s.data, { maxOutputLength: MAX_INFLATED });
      } catch {
        return 'active';
      }
    }
    const text = content.toString('latin1');
    if (MARKUP.test(text) || (objectStream && pdfHasAction(text, outside))) return 'active';
  }
  return undefined;
}

/* ------------------------------------------------------------------------------------------ PNG */

function inspectPng(bytes: Buffer): ContentProblem | undefined {
  let pos = 8;
  let first = true;
  while (pos + 12 <= bytes.length) {
    const len = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && (type !== 'IHDR' || len !== 13))) return 'malformed';
    const end = pos + 12 + len;
    if (end > bytes.length) return 'malformed';
    if (type !== 'IDAT' && MARKUP.test(bytes.toString('latin1', pos + 8, pos + 8 + len))) return 'active';
    if (type === 'IEND') return end === bytes.length ? undefined : 'malformed';
    first = false;
    pos = end;
  }
  return 'malformed';
}

/* ----------------------------------------------------------------------------------------- JPEG */

/** JPEG images one file may chain (a camera's Multi-Picture Format: the photo and a few previews). */
const MAX_CHAINED_JPEGS = 8;

/**
 * Walks the JPEG starting at `start` (its FF D8): header segments by their lengths, entropy-coded
 * scans to the next marker, up to the end-of-image; what follows must be nothing, zero padding or
 * another JPEG. `depth` bounds how many images one file may chain.
 */
function inspectJpeg(bytes: Buffer, start: number, depth = 0): ContentProblem | undefined {
  let pos = start + 2;
  for (;;) {
    if (bytes[pos] !== 0xff) return 'malformed';
    while (bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) return 'malformed';
    const marker = bytes[pos++];
    if (marker === 0xd9) return afterEndOfImage(bytes, pos, depth);
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (marker === 0x00 || pos + 2 > bytes.length) return 'malformed';
    const len = bytes.readUInt16BE(pos);
    if (len < 2 || pos + len > bytes.length) return 'malformed';
    // Application segments (EXIF, XMP …) and comments carry text: no web markup there.
    if (
      ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) &&
      MARKUP.test(bytes.toString('latin1', pos + 2, pos + len))
    )
      return 'active';
    pos += len;
    if (marker === 0xda) {
      // Entropy-coded data: FF is followed by 00 (a stuffed byte) or a restart marker inside it.
      for (;;) {
        pos = bytes.indexOf(0xff, pos);
        if (pos < 0 || pos + 1 >= bytes.length) return 'malformed';
        const next = bytes[pos + 1];
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) pos += next === 0xff ? 1 : 2;
        else break;
      }
    }
  }
}

/** After an end-of-image at `pos`: nothing, zero padding, or another JPEG. */
function afterEndOfImage(bytes: Buffer, pos: number, depth: number): ContentProblem | undefined {
  let p = pos;
  while (p < bytes.length && bytes[p] === 0x00) p++;
  if (p === bytes.length) return undefined;
  if (depth + 1 < MAX_CHAINED_JPEGS && bytes[p] === 0xff && bytes[p + 1] === 0xd8 && bytes[p + 2] === 0xff)
    return inspectJpeg(bytes, p, depth + 1);
  return 'malformed';
}
