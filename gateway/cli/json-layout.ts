/**
 * The layout prettier keeps of a JSON file: an object written with a newline between its `{` and its
 * first key stays on several lines, any other is put on one line when it fits. Reading which objects
 * a file spreads (by JSON pointer) and writing a document with the same ones spread lets a file
 * written again from its data keep its author's layout, so its diff shows only what changed.
 */

const escaparChave = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointers of the objects of `texto` (valid JSON) laid out on several lines. */
export function objetosEspalhados(texto: string): Set<string> {
  const espalhados = new Set<string>();
  let i = 0;
  const espacos = () => {
    while (i < texto.length && /\s/.test(texto[i])) i++;
  };
  const cadeia = (): string => {
    const inicio = i++;
    while (texto[i] !== '"') i += texto[i] === '\\' ? 2 : 1;
    return JSON.parse(texto.slice(inicio, ++i)) as string;
  };
  const valor = (ponteiro: string): void => {
    espacos();
    if (texto[i] === '{') {
      const depois = ++i;
      espacos();
      if (texto.slice(depois, i).includes('\n')) espalhados.add(ponteiro);
      if (texto[i] === '}') return void i++;
      for (;;) {
        espacos();
        const chave = cadeia();
        espacos();
        i++; // ':'
        valor(`${ponteiro}/${escaparChave(chave)}`);
        espacos();
        if (texto[i++] === '}') return;
      }
    }
    if (texto[i] === '[') {
      i++;
      espacos();
      if (texto[i] === ']') return void i++;
      for (let n = 0; ; n++) {
        valor(`${ponteiro}/${n}`);
        espacos();
        if (texto[i++] === ']') return;
      }
    }
    if (texto[i] === '"') return void cadeia();
    while (i < texto.length && !/[\s,\]}]/.test(texto[i])) i++;
  };
  valor('');
  return espalhados;
}

/** `valor` as JSON with the objects at `espalhados` opened by a newline, every other one compact. */
export function jsonComEspalhados(valor: unknown, espalhados: ReadonlySet<string>, ponteiro = ''): string {
  if (Array.isArray(valor))
    return `[${valor.map((v, n) => jsonComEspalhados(v, espalhados, `${ponteiro}/${n}`)).join(',')}]`;
  if (valor === null || typeof valor !== 'object') return JSON.stringify(valor);
  const membros = Object.entries(valor)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${JSON.stringify(k)}:${jsonComEspalhados(v, espalhados, `${ponteiro}/${escaparChave(k)}`)}`);
  return `{${espalhados.has(ponteiro) && membros.length ? '\n' : ''}${membros.join(',')}}`;
}
