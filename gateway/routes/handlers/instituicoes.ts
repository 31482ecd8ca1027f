/**
 * `instituicoes.lista`: the institutions of the token's unit, never another unit's.
 */
import { defineHandlers } from '../../contract/handler.ts';
import { instituicoesDoToken } from '../lib/institution-scope.ts';

export default defineHandlers({
  'instituicoes.lista': instituicoesDoToken,
});
