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

/** Portuguese text of a JSON parse error message. */
export function jsonErrorMessage(english: string): string {
  for (const [re, text] of RULES) {
    const m = re.exec(english);
    if (m) return `JSON inválido: ${text}.`;
  }
  return 'JSON inválido: verifique vírgulas, aspas, chaves e colchetes perto deste ponto.';
}
