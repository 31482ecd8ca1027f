/**
 * `naturalizacao.tipos`: the kinds of naturalisation, a code list of the record's labels.
 */
import { defineHandlers } from '../../contract/handler.ts';
import { codeList } from '../lib/code-lists.ts';

export default defineHandlers({
  'naturalizacao.tipos': codeList('tipo_naturalizacao'),
});
