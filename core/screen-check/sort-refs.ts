/**
 * What a screen may sort by. A paged endpoint sorts on the server, by the fields its catalogue entry
 * lists (`sortable`); a list without paging is sorted in the portal (engine/query/wholeList.ts), by
 * any field of its rows.
 */
import type { CatalogueEndpoint } from '../generated/catalogue.ts';
import { suggest } from './suggest.ts';

const isList = (ep: CatalogueEndpoint) => (ep.paging ?? 'none') === 'none';

/** Why `field` cannot order `ep`'s rows (a default sort, a column's `sortField`, an export's sort), or undefined. */
export function sortProblem(ep: CatalogueEndpoint, field: string): string | undefined {
  if (isList(ep)) {
    const fields = Object.keys(ep.response.properties ?? {});
    return fields.includes(field)
      ? undefined
      : `o campo de ordenação '${field}' não existe na resposta de '${ep.name}'. ${suggest(field, fields)}`;
  }
  const sortable = ep.sortable ?? [];
  return sortable.includes(field)
    ? undefined
    : `o endpoint '${ep.name}' não ordena por '${field}'. ${suggest(field, sortable)}`;
}

/**
 * A sortable column of a paged table sends its field as the server's sort key: the endpoint must
 * sort by it, or the click on the header ends in a refused request. A list's column sorts in the portal.
 */
export function sortableColumnProblem(ep: CatalogueEndpoint, field: string): string | undefined {
  if (isList(ep)) return undefined;
  const sortable = ep.sortable ?? [];
  if (sortable.includes(field)) return undefined;
  return (
    `a coluna '${field}' é ordenável, mas o endpoint '${ep.name}' não ordena por '${field}'. Marque "sortable": false na coluna` +
    (sortable.length
      ? ` ou informe em "sortField" um campo que ele ordena. ${suggest(field, sortable)}`
      : ' (o endpoint não ordena por nenhum campo).')
  );
}
