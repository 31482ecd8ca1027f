/**
 * `usuario.porCpf` (catalogue schemas/endpoints/usuario-cpf.json): a user's record for the
 * administrator analysing an access request, when the CPF belongs to the token's unit — someone
 * with neither a role nor a request in the unit answers like a CPF without an account (code 2).
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import { onlyDigits } from '../../../schemas/formats.ts';
import { noResult, ok } from '../../lib/envelope.ts';
import { pertenceAUnidade } from '../../security/users.ts';
import { defineHandlers } from '../../contract/handler.ts';

export default defineHandlers({
  'usuario.porCpf': async ({ db, auth, input }) => {
    const cpf = onlyDigits(String(input.cpf));
    // Someone with neither a role nor a request in the unit answers like a CPF without an account.
    if (!(await pertenceAUnidade(db, cpf, auth!.unidade))) return noResult();
    const {
      rows: [u],
    } = await db.query<RecordOf<'usuario.porCpf'>>(
      `SELECT u.cpf, u.nome, u.nome_social AS "nomeSocial", u.email, u.matricula,
            un.sigla || ' - ' || un.nome AS "unidadeOrigem"
       FROM usuario u JOIN unidade un ON un.codigo = u.unidade_codigo
      WHERE u.cpf = $1`,
      [cpf],
    );
    return u ? ok(u) : noResult();
  },
});
