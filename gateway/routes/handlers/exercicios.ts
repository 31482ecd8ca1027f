/**
 * `exercicios.lista`: the exercise tab of the servant's record (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { NEWEST_FIRST, section } from '../lib/servant-record.ts';

export default defineHandlers({
  'exercicios.lista': section(R.exercicios, { defaultSort: NEWEST_FIRST }),
});
