/**
 * The screen editor's message for text that is not JSON, in Portuguese. The browser's parser
 * (`JSON.parse`, through CodeMirror's jsonParseLinter) words its errors in English and differently
 * per engine; the analyst reads the editor in Portuguese, so the known shapes are translated and
 * anything else gets a general hint. The position stays where the linter marks it.
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
