/**
 * `situacoesServidores.lista`: the servant situations, a code list of the filter dropdowns.
 */
import { defineHandlers } from '../../contract/handler.ts';
import { codeList } from '../lib/code-lists.ts';

export default defineHandlers({
  'situacoesServidores.lista': codeList('situacao_servidor'),
});
