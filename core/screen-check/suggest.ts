/** Closest-name suggestions for the checker's messages (edit distance). */
/** Edit distance, to suggest the closest known name. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** "Use um destes: a, b" or "Você quis dizer 'x'?" */
export function suggest(value: string, known: readonly string[]): string {
  const best = [...known].sort((x, y) => distance(value, x) - distance(value, y))[0];
  const close =
    best !== undefined &&
    (distance(value, best) <= Math.max(2, Math.floor(best.length / 3)) ||
      value.startsWith(best) ||
      best.startsWith(value));
  if (close) return `Você quis dizer '${best}'?`;
  return known.length <= 12 ? `Use um destes: ${known.join(', ')}.` : 'Veja a lista em docs/screens.md ou no catálogo.';
}
