/**
 * `instituicoesPoc.lista`: the institutions of the token's unit for the year-end bonus screens.
 */
import { defineHandlers } from '../../contract/handler.ts';
import { instituicoesDoToken } from '../lib/institution-scope.ts';

export default defineHandlers({
  'instituicoesPoc.lista': instituicoesDoToken,
});
