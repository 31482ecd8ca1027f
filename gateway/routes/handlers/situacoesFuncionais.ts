/**
 * `situacoesFuncionais.lista`: the functional situations, a code list of the filter dropdowns.
 */
import { defineHandlers } from '../../contract/handler.ts';
import { codeList } from '../lib/code-lists.ts';

export default defineHandlers({
  'situacoesFuncionais.lista': codeList('situacao_funcional'),
});
