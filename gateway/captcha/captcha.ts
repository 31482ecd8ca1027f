/**
 * The captcha of the anonymous calls (access request, roles per unit, terms of use).
 *
 * - The challenge is an addition or subtraction of two small numbers ("14 + 7"), drawn on the
 *   server as an SVG made only of `<path>` strokes — every glyph is a polyline from a tiny stroke
 *   font, jittered, rotated and scaled at random, over noise curves and dots. There is no `<text>`
 *   and no `aria`/`title` carrying the answer, so nothing in the DOM is readable by a script
 *   without recognising the drawing.
 * - Only a salted SHA-256 of the answer is stored (table `captcha`), with a 5-minute expiry.
 * - The portal sends `{id}.{answer}` as the captcha token. Every captcha-protected call checks it;
 *   a wrong answer burns the challenge at once (no guessing on one image); the call that completes
 *   the flow (the access request, the terms acceptance) consumes it, so it is single use.
 *
 * Test seam: `enableTestSolver(db)` (set ONLY by tests/e2e/global-setup.ts through the
 * `captchaSolver` option of createApp) keeps the answers of that app's challenges in memory so
 * `GET /__test__/captcha/:id` can tell them. `npm start` never enables it.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const MSG_CAPTCHA_INVALIDO = 'Captcha inválido ou expirado.';

/** Stroke font on a 10 × 16 box: each glyph is a list of polylines. */
const GLYPHS: Record<string, [number, number][][]> = {
  '0': [
    [
      [2, 1],
      [8, 1],
      [9, 3],
      [9, 13],
      [8, 15],
      [2, 15],
      [1, 13],
      [1, 3],
      [2, 1],
    ],
    [
      [8, 3],
      [2, 13],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 2],
      [8, 1],
      [5, 7],
      [9, 10],
      [8, 14],
      [4, 15],
      [1, 13],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [6, 6],
      [9, 9],
      [8, 14],
      [4, 15],
      [1, 13],
    ],
  ],
  '6': [
    [
      [8, 1],
      [4, 2],
      [1, 8],
      [1, 13],
      [4, 15],
      [8, 14],
      [9, 10],
      [6, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 2],
      [5, 1],
      [8, 2],
      [8, 6],
      [5, 8],
      [1, 11],
      [2, 14],
      [5, 15],
      [8, 14],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [6, 8],
      [2, 7],
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 9],
      [6, 15],
      [2, 15],
    ],
  ],
  '+': [
    [
      [5, 4],
      [5, 12],
    ],
    [
      [1, 8],
      [9, 8],
    ],
  ],
  '-': [
    [
      [1, 8],
      [9, 8],
    ],
  ],
  '=': [
    [
      [1, 6],
      [9, 6],
    ],
    [
      [1, 10],
      [9, 10],
    ],
  ],
  '?': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [5, 8],
      [5, 11],
    ],
    [
      [5, 14],
      [5, 15],
    ],
  ],
};

export interface Challenge {
  texto: string;
  resposta: string;
}

/** A random challenge; the answer is never negative. */
export function newChallenge(rand: (max: number) => number = randomInt): Challenge {
  const a = 2 + rand(18);
  const b = 1 + rand(9);
  if (rand(2) === 0 && a > b) return { texto: `${a} - ${b}`, resposta: String(a - b) };
  return { texto: `${a} + ${b}`, resposta: String(a + b) };
}

const r2 = (n: number) => Math.round(n * 10) / 10;
const jitter = (amount: number) => (Math.random() - 0.5) * 2 * amount;

/** SVG of the challenge text followed by '= ?', drawn with paths only. */
export function renderSvg(texto: string, width = 220, height = 70): string {
  const chars = `${texto} = ?`.replace(/\s+/g, ' ').split('');
  const paths: string[] = [];
  // Noise behind the glyphs: curves and dots in muted colours.
  for (let i = 0; i < 6; i++) {
    const y1 = Math.random() * height;
    const y2 = Math.random() * height;
    paths.push(
      `<path d="M0 ${r2(y1)} C${r2(width / 3)} ${r2(Math.random() * height)} ${r2((2 * width) / 3)} ${r2(Math.random() * height)} ${width} ${r2(y2)}" stroke="hsl(${randomInt(360)},35%,60%)" stroke-width="${r2(1 + Math.random())}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    const x = r2(Math.random() * width);
    const y = r2(Math.random() * height);
    paths.push(`<path d="M${x} ${y}h1.4v1.4h-1.4z" fill="hsl(${randomInt(360)},30%,55%)"/>`);
  }
  let x = 10;
  for (const ch of chars) {
    if (ch === ' ') {
      x += 7;
      continue;
    }
    const glyph = GLYPHS[ch];
    if (!glyph) continue;
    const scale = 2.4 + Math.random() * 0.5;
    const angle = jitter(0.25);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const oy = 12 + jitter(6);
    const d = glyph
      .map((line) =>
        line
          .map(([gx, gy], i) => {
            const px = (gx - 5) * scale;
            const py = (gy - 8) * scale;
            const rx = px * cos - py * sin + x + 5 * scale + jitter(0.8);
            const ry = px * sin + py * cos + oy + 8 * scale + jitter(0.8);
            return `${i === 0 ? 'M' : 'L'}${r2(rx)} ${r2(ry)}`;
          })
          .join(''),
      )
      .join('');
    paths.push(
      `<path d="${d}" stroke="hsl(${200 + randomInt(40)},55%,${22 + randomInt(15)}%)" stroke-width="${r2(2.2 + Math.random())}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
    x += 10 * scale + 3 + jitter(2);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${paths.join('')}</svg>`;
}

const hashAnswer = (sal: string, resposta: string): string => createHash('sha256').update(`${sal}:${resposta.trim()}`).digest('hex');

/** Answers of solver-enabled apps (tests only), per database. */
const solvers = new WeakMap<Db, Map<string, string>>();

/** Test-only: remember the answers of the challenges issued on `db`. */
export function enableTestSolver(db: Db): void {
  solvers.set(db, new Map());
}

/** Test-only: the answer of a challenge, when the solver is enabled for `db`. */
export function testAnswer(db: Db, id: string): string | undefined {
  return solvers.get(db)?.get(id);
}

export interface IssuedCaptcha {
  id: string;
  /** data: URL of the SVG image. */
  imagem: string;
  expiraEm: string;
}

/** Creates and stores a challenge; the answer leaves the server only as a drawing. */
export async function issueCaptcha(db: Db, challenge: Challenge = newChallenge(), now = Date.now()): Promise<IssuedCaptcha> {
  const id = randomBytes(16).toString('base64url');
  const sal = randomBytes(16).toString('hex');
  const expira = new Date(now + CAPTCHA_TTL_MS);
  await db.query("DELETE FROM captcha WHERE expira_em < now() - interval '1 hour'");
  await db.query('INSERT INTO captcha (id, resposta_hash, sal, expira_em) VALUES ($1, $2, $3, $4)', [
    id,
    hashAnswer(sal, challenge.resposta),
    sal,
    expira.toISOString(),
  ]);
  solvers.get(db)?.set(id, challenge.resposta);
  const svg = renderSvg(challenge.texto);
  return { id, imagem: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiraEm: expira.toISOString() };
}

/** Splits the token `{id}.{answer}`. */
export function parseToken(token: unknown): { id: string; resposta: string } | null {
  if (typeof token !== 'string') return null;
  const i = token.lastIndexOf('.');
  if (i <= 0 || i === token.length - 1 || token.length > 120) return null;
  return { id: token.slice(0, i), resposta: token.slice(i + 1) };
}

/**
 * Checks a captcha token: true when the challenge exists, is unused and unexpired and the answer
 * matches. A wrong answer burns the challenge; `consume` burns it after a right one too.
 */
export async function verifyCaptcha(db: Db, token: unknown, { consume = false }: { consume?: boolean } = {}): Promise<boolean> {
  const t = parseToken(token);
  if (!t) return false;
  const { rows } = await db.query<{ resposta_hash: string; sal: string }>(
    'SELECT resposta_hash, sal FROM captcha WHERE id = $1 AND NOT usado AND expira_em > now()',
    [t.id],
  );
  const row = rows[0];
  if (!row) return false;
  const a = Buffer.from(hashAnswer(row.sal, t.resposta), 'hex');
  const b = Buffer.from(row.resposta_hash, 'hex');
  const right = a.length === b.length && timingSafeEqual(a, b);
  if (!right || consume) {
    // Atomic: of two concurrent calls with the same token only one can consume it.
    const burned = await db.query('UPDATE captcha SET usado = true WHERE id = $1 AND NOT usado RETURNING id', [t.id]);
    return right && burned.rows.length === 1;
  }
  return right;
}
