/**
 * The paging styles of the catalogue and the names of their keys on the wire. Pure: the gateway
 * adds these keys to a paged endpoint's request (gateway/lib/validation.ts re-exports them) and a
 * search screen built from an endpoint leaves them out of its filters, in the scripts and in the
 * screen editor alike (core/screen-check/scaffold-from.ts).
 */
import type { CatalogueEndpoint } from './generated/catalogue.ts';

export type Paging = CatalogueEndpoint['paging'];

/** Names of the paging keys in each paging style. */
export function pagingKeys(paging: Paging) {
  return paging === 'time-counting'
    ? { page: 'pagina', size: 'tamanhoPagina', sort: 'campoOrdenacao', order: 'tipoOrdenacaoAscDesc' }
    : { page: 'page', size: 'size', sort: 'sort', order: 'order' };
}
