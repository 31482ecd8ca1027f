/**
 * A fixed list of codes with their words (a select's options, in its order) and the words of one
 * code — the code itself when the list does not know it, so an old row still shows something.
 */
export interface DescribedCodes<C extends string> {
  items: readonly { codigo: C; descricao: string }[];
  describe: (codigo: string) => string;
}

export function describedCodes<C extends string>(
  items: readonly { codigo: C; descricao: string }[],
): DescribedCodes<C> {
  const words = new Map<string, string>(items.map((i) => [i.codigo, i.descricao]));
  return { items, describe: (codigo) => words.get(codigo) ?? codigo };
}
