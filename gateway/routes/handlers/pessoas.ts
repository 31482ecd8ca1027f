/**
 * `pessoas.pesquisaFonetica`: the servant search by a name that sounds like `nomeAproximado`
 * ('Luis Souza' finds 'Luiz Sousa'), scoped to the token's unit. It is the servant list with the
 * phonetic filter required, so both searches page, sort and answer alike.
 */
import type { Handlers } from '../../contract/handler.ts';
import { listaServidores } from './admissoes.ts';

export const pessoasHandlers = {
  'pessoas.pesquisaFonetica': (ctx) => listaServidores(ctx),
} satisfies Handlers<'pessoas.pesquisaFonetica'>;
