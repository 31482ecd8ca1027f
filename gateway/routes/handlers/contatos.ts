/**
 * `contatos.dadosContatosPessoa`: the contacts tab of the servant's record (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { section } from '../lib/servant-record.ts';

export default defineHandlers({
  'contatos.dadosContatosPessoa': section(R.contatos),
});
