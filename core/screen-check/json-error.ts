/**
 * The message for a screen document that is not JSON, in Portuguese — the checker's (schemas:check,
 * the editor's list of problems) and the editor's mark alike. `JSON.parse` words its errors in
 * English and differently per engine; the analyst reads the portal in Portuguese, so the known
 * shapes are translated and anything else gets a general hint, with the line and column.
 */

type Rule = [RegExp, (m: RegExpExecArray) => string];

const RULES: Rule[] = [
  [
    /Expected (?:double-quoted )?property name/i,
    () => 'esperado o nome de uma propriedade entre aspas duplas ou "}" (há uma vírgula sobrando?)',
  ],
  [
    /Expected ',' or '}' after property value/i,
    () => 'esperada "," ou "}" depois do valor da propriedade (falta uma vírgula?)',
  ],
  [
    /Expected ',' or '\]' after array element/i,
    () => 'esperada "," ou "]" depois do item da lista (falta uma vírgula?)',
  ],
  [/Expected ':' after property name/i, () => 'esperado ":" depois do nome da propriedade'],
  [/Unterminated string/i, () => 'texto entre aspas sem a aspa de fechamento'],
  [
    /Bad control character in string literal/i,
    () => 'caractere de controle dentro de um texto (use \\n para quebra de linha)',
  ],
  [/Bad (?:escaped character|Unicode escape)/i, () => 'sequência de escape inválida dentro de um texto'],
  [/Unexpected end of JSON input/i, () => 'o texto termina antes de fechar todas as chaves e colchetes'],
  [/Unexpected non-whitespace character after JSON/i, () => 'há texto depois do fim do documento'],
  [
    /(?:No number after minus sign|Exponent part is missing a number|Unterminated fractional number)/i,
    () => 'número incompleto',
  ],
  [/Unexpected token '?(.)'?/i, (m) => `caractere inesperado "${m[1]}"`],
];

/** Where the parser stopped, counted from 1 as the editor's gutter and status line count. */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * Portuguese text of a JSON parse error message, with the line and column where the parser stopped
 * when known — the message is also read away from the mark (the list of problems, a screen reader).
 */
export function jsonErrorMessage(english: string, at?: TextPosition): string {
  const where = at ? ` na linha ${at.line}, coluna ${at.column}` : '';
  for (const [re, text] of RULES) {
    const m = re.exec(english);
    if (m) return `JSON inválido${where}: ${text(m)}.`;
  }
  return `JSON inválido${where}: verifique vírgulas, aspas, chaves e colchetes perto deste ponto.`;
}

/**
 * Where a parser's message says it stopped in `text`: V8's '(line 3 column 5)', else its
 * 'position 42' counted into lines, or the text's end when the text ends too soon; undefined when
 * it says none of these.
 */
export function parsePosition(english: string, text: string): TextPosition | undefined {
  const lc = /line (\d+) column (\d+)/i.exec(english);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/i.exec(english);
  const at = pos ? Number(pos[1]) : /end of JSON input/i.test(english) ? text.length : undefined;
  if (at === undefined) return undefined;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
