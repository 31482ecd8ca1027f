/**
 * `pessoas.pesquisaFonetica`: the servant search by a name that sounds like `nomeAproximado`
 * ('Luis Souza' finds 'Luiz Sousa'), scoped to the token's unit. It is the servant search with the
 * phonetic filter required (routes/lib/servant-search.ts), so both searches page, sort and answer alike.
 */
import { defineHandlers } from '../../contract/handler.ts';
import { servantSearch } from '../lib/servant-search.ts';

export default defineHandlers({
  'pessoas.pesquisaFonetica': (ctx) => servantSearch(ctx),
});
