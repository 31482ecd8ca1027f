/**
 * `substitutos.lista`: the substitutions tab of the servant's record (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { NEWEST_FIRST, section } from '../lib/servant-record.ts';

export default defineHandlers({
  'substitutos.lista': section(R.substitutos, { defaultSort: NEWEST_FIRST }),
});
