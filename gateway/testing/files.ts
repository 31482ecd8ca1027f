/**
 * Test helper: small files that are structurally what their signature says (lib/active-content.ts
 * walks PNG chunks and JPEG segments, so a signature followed by random bytes is no longer an
 * image), with the pieces the upload tests vary — pixel data, extra chunks or segments.
 */
import { crc32 } from 'node:zlib';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), td, u32(crc32(td))]);
}

/** A PNG: IHDR (1×1 grey), the `extra` chunks, one IDAT holding `pixels`, IEND. */
export function pngOf(pixels: Buffer, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.concat([u32(1), u32(1), Buffer.from([8, 0, 0, 0, 0])]);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One JPEG marker segment: FF, marker, length (itself included), data. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16(data.length + 2), data]);
}

/**
 * A baseline JPEG: SOI, JFIF, the `extra` segments, tables, frame, one scan whose entropy-coded
 * data is `scan` (every FF byte stuffed with 00, as an encoder writes it), EOI.
 */
export function jpegOf(scan: Buffer, extra: Buffer[] = []): Buffer {
  const stuffed: number[] = [];
  for (const b of scan) stuffed.push(...(b === 0xff ? [0xff, 0x00] : [b]));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...extra,
    jpegSegment(0xdb, Buffer.alloc(65)),
    jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, Buffer.alloc(29)),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from(stuffed),
    Buffer.from([0xff, 0xd9]),
  ]);
}
