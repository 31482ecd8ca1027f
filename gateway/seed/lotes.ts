/**
 * The seed's passes over every servant, in batches of ids, with the two sides of the work
 * overlapped: while the server writes one batch (its transaction), this process reads and builds
 * the next one (the servants' records are built in JavaScript). On two cores each side gets one
 * instead of waiting for the other. Batches are still written one after another in id order, so
 * every row gets the id it gets without the overlap.
 *
 * `ler` must issue its reads at once (no read after another's answer): it is called before the
 * previous batch is written, and on PGlite, whose one connection runs an open transaction's
 * statements first, a read issued later would wait for that transaction and nothing would overlap.
 */
export interface Lotes<T> {
  /** The largest servant id (ids run from 1). */
  max: number;
  tamanho: number;
  ler: (ids: number[]) => Promise<T>;
  /** Writes one batch: ids `de` to `ate` (`ate` may pass `max` on the last one). */
  gravar: (dados: T, de: number, ate: number) => Promise<void>;
  progress?: (done: number, total: number) => void;
}

/**
 * Servants built between two `ceder()` (lib/ceder.ts): building a batch takes hundreds of milliseconds
 * of JavaScript, during which a transaction waiting to send its next statement would otherwise wait too.
 */
export const CEDER = 250;

/** A promise awaited later: rejected meanwhile, it must not count as an unhandled rejection. */
export function depois<P>(p: Promise<P>): Promise<P> {
  p.catch(() => undefined);
  return p;
}

export async function emLotes<T>(o: Lotes<T>): Promise<void> {
  const idsDe = (de: number) => Array.from({ length: Math.min(o.tamanho, o.max - de + 1) }, (_, k) => de + k);
  let leitura = o.max >= 1 ? depois(o.ler(idsDe(1))) : undefined;
  let gravacao: Promise<void> = Promise.resolve();
  for (let de = 1; de <= o.max; de += o.tamanho) {
    const dados = await leitura!;
    leitura = de + o.tamanho <= o.max ? depois(o.ler(idsDe(de + o.tamanho))) : undefined;
    await gravacao;
    const ate = de + o.tamanho - 1;
    gravacao = depois(o.gravar(dados, de, ate).then(() => o.progress?.(Math.min(o.max, ate), o.max)));
  }
  await gravacao;
}
