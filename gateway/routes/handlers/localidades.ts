/**
 * `localidades.enderecoPessoa`: the address tab of the servant's record (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { section } from '../lib/servant-record.ts';

export default defineHandlers({
  'localidades.enderecoPessoa': section(R.endereco),
});
