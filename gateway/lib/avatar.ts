/**
 * The photo the reference gateway serves for a user (`usuario.foto`). The state's gateways hold real
 * photos; this one has none, so it draws a deterministic avatar from the CPF: a 5×5 pattern mirrored
 * left to right in one colour, like the identicons of code hosts. Same CPF, same picture — so a user
 * recognises their own menu — and nothing of the CPF can be read back from it (a SHA-256 of it picks
 * the cells and the hue).
 */
import { createHash } from 'node:crypto';

const CELLS = 5;
const CELL = 12;
const MARGIN = 6;
const SIZE = CELLS * CELL + 2 * MARGIN;

/** The cells to fill (column, row): the left three columns from the hash, mirrored onto the right two. */
export function avatarCells(digest: Buffer): [number, number][] {
  const cells: [number, number][] = [];
  for (let row = 0; row < CELLS; row++) {
    for (let col = 0; col < Math.ceil(CELLS / 2); col++) {
      if ((digest[1 + row * 3 + col] & 1) === 0) continue;
      cells.push([col, row]);
      if (col !== CELLS - 1 - col) cells.push([CELLS - 1 - col, row]);
    }
  }
  return cells;
}

/** The avatar of `cpf` as an SVG document (digits only or masked: the same picture). */
export function avatarSvg(cpf: string): string {
  const digest = createHash('sha256').update(cpf.replace(/\D/g, '')).digest();
  const hue = Math.round((digest[0] / 256) * 360);
  const rects = avatarCells(digest)
    .map(
      ([col, row]) => `<rect x="${MARGIN + col * CELL}" y="${MARGIN + row * CELL}" width="${CELL}" height="${CELL}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue} 30% 94%)"/>` +
    `<g fill="hsl(${hue} 55% 42%)">${rects}</g></svg>`
  );
}
