/**
 * `formacoesEscolares.lista`: the schooling tab of the servant's record (routes/lib/servant-record.ts).
 */
import * as R from '../../servidores/index.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { section } from '../lib/servant-record.ts';

export default defineHandlers({
  'formacoesEscolares.lista': section(R.formacoes, { defaultSort: [['anoConclusao', 'DESC']] }),
});
