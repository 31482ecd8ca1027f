/**
 * `pensoesAlimento.lista`: the alimony pensions the servant pays (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { NEWEST_FIRST, section } from '../lib/servant-record.ts';

export default defineHandlers({
  'pensoesAlimento.lista': section(R.pensoesAlimento, { defaultSort: NEWEST_FIRST }),
});
