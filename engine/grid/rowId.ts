/**
 * The id ag-grid gives a row (`getRowId`, the `row-id` attribute the keyboard handler reads back).
 * ag-grid HTML-escapes the id it writes, so an id with quotes or '&' never reads back as itself:
 * the whole row as JSON — the id of rows without `id`, such as the users of 'Relatório de
 * usuários' — came back as '{&quot;cpf&quot;…' and Enter on those rows found nothing.
 * A plain id stays as it is (the servant's record id the tests read); anything else becomes a
 * short hash of its text, which has nothing to escape.
 *
 * The id comes from the field the screen names as its `rowKey` ('id' by default). A row without
 * it is known by its whole content, so a refresh that changes one of its values makes it a new
 * row: ag-grid fades the old one out beside the new one and the keyboard focus on it is lost
 * (the lauda list refreshing its progress showed both rows at once). Screens whose rows change in
 * place name their key.
 */

/** Characters ag-grid writes as they are. */
const PLAIN = /^[\w.:/-]+$/;

/** FNV-1a, 32 bits, as 8 hex digits: identical rows share an id, as their JSON did. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export function gridRowId(row: Record<string, unknown>, keyField = 'id'): string {
  const value = row[keyField];
  const id = value === undefined || value === null ? '' : String(value);
  if (id !== '' && PLAIN.test(id)) return id;
  return `h${hash(id || JSON.stringify(row))}`;
}
