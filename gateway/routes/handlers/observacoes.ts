/**
 * `observacoes.lista`: the notes tab of the servant's record (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { section } from '../lib/servant-record.ts';

export default defineHandlers({
  'observacoes.lista': section(R.observacoes, { defaultSort: [['dataObservacao', 'DESC']] }),
});
