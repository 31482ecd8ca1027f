/**
 * Gestão de laudas (/gestaoLauda/v1 and /laudasConsolidadas/v1, time-counting gateway; migration 023;
 * rules in docs/GESTAO-TEMPO.md "Gestão de laudas"): the option lists of the generation form, the
 * generation itself (a background job with progress, gateway/domain/gestao-lauda.ts), the list of
 * the unit's generated laudas, their detail, servants (paged), PDF and consolidated text, and the
 * models (the active laudas of migration 013 whose type is a nature of evolution).
 *
 * Every call carries codigoUnidadeUsuarioLogado (the router checks it is the token's unit). A
 * generated lauda or a model of another unit answers exactly like a missing one (code 2 on reads,
 * code 4 on the field that named it on writes); an institution of another unit named by the request
 * is refused with 403 (it reveals no record).
 *
 * Here the generation itself; the form's option lists and the models are opcoes.ts, the generated
 * laudas (list, detail, servants, PDF) geradas.ts — the family's other parts — and the consolidated
 * text laudasConsolidadas.ts.
 */
import { descricaoCargo, dirigentesAtivos } from '../../../domain/dirigentes.ts';
import { contarElegiveis } from '../../../domain/gestao-lauda.ts';
import { GESTAO_LAUDA } from '../../../domain/transitions.ts';
import { wakeJobs } from '../../../lib/jobs/runner.ts';
import { forbidden, ok } from '../../../lib/envelope.ts';
import { texto as str } from '../../../lib/text.ts';
import { write } from '../../../lib/write.ts';
import { defineHandlers } from '../../../contract/handler.ts';
import { MSG_ORGAO_FORA, orgaoDaUnidade } from '../../lib/institution-scope.ts';

export const MSG_SEM_SERVIDORES =
  'Nenhum servidor com progressão/promoção validada e ainda não incluída em lauda para o órgão/entidade, a regional e a natureza informados.';
export const MSG_MODELO = 'Modelo de lauda não encontrado entre os modelos ativos da unidade.';
export const MSG_MODELO_NATUREZA = 'O modelo de lauda escolhido não é da natureza da evolução informada.';
export const MSG_RESPONSAVEL =
  'O responsável pela assinatura deve ser um dirigente máximo ativo (não bloqueado) do órgão/entidade.';
export const MSG_LEGISLACAO = 'A legislação deve estar vigente e vinculada ao órgão/entidade e à natureza da evolução.';

/* ---------------------------------------------------------------- generation */

export default defineHandlers({
  'gestaoLauda.gerarGestaoLauda': async ({ db, auth, endpoint, input }) => {
    const answer = await write(db, auth!, endpoint, async (w) => {
      const orgao = str(input.orgaoEntidade);
      if (!(await orgaoDaUnidade(w.tx, orgao, auth!.unidade))) w.refuse(forbidden(MSG_ORGAO_FORA));
      const natureza = str(input.naturezaEvolucao);
      const regionalEscolhida = str(input.regional) || null;
      const { rows: m } = await w.tx.query<{
        unidade: string;
        situacao: string;
        tipo: string;
        titulo: string;
        texto: string;
      }>(
        `SELECT unidade_codigo AS unidade, situacao, tipo_personalizacao AS tipo, titulo, texto FROM lauda WHERE id = $1`,
        [Number(input.idModeloLauda)],
      );
      const modelo = w.foundInUnit(m[0], (x) => x.unidade, 'idModeloLauda', MSG_MODELO);
      if (modelo.situacao !== 'ATIVA') w.invalid('idModeloLauda', MSG_MODELO);
      if (modelo.tipo !== natureza) w.invalid('idModeloLauda', MSG_MODELO_NATUREZA);
      const dirigente = w.found(
        (await dirigentesAtivos(w.tx, orgao)).find((d) => d.idDirigenteMaximo === Number(input.idDirigenteMaximo)),
        'idDirigenteMaximo',
        MSG_RESPONSAVEL,
      );
      const { rows: lg } = await w.tx.query(
        `SELECT 1 FROM legislacao l JOIN legislacao_instituicao li ON li.legislacao_id = l.id AND li.instituicao_codigo = $2
        WHERE l.id = $1 AND l.unidade_codigo = $3 AND l.situacao = 'VIGENTE' AND l.natureza_evolucao IN ($4, 'PROGRESSAO_PROMOCAO')`,
        [Number(input.idLegislacao), orgao, auth!.unidade, natureza],
      );
      if (!lg.length) w.invalid('idLegislacao', MSG_LEGISLACAO);
      const aberta = await w.tx.query<{ id: number }>(
        `SELECT id FROM lauda_gerada WHERE instituicao_codigo = $1 AND natureza_evolucao = $2 AND status IN ('PENDENTE', 'PROCESSANDO')`,
        [orgao, natureza],
      );
      if (aberta.rows[0])
        w.invalid(
          'orgaoEntidade',
          `Já há uma lauda deste órgão/entidade e desta natureza em geração (nº ${aberta.rows[0].id}). Aguarde a conclusão.`,
        );
      const total = await contarElegiveis(w.tx, { instituicao: orgao, regional: regionalEscolhida, natureza });
      if (!total) w.invalid('orgaoEntidade', MSG_SEM_SERVIDORES);
      const cargo = descricaoCargo(dirigente.cargo);
      const { rows } = await w.tx.query<{ id: number }>(
        `INSERT INTO lauda_gerada (unidade_codigo, instituicao_codigo, regional, natureza_evolucao, lauda_id, titulo, texto_modelo, legislacao_id,
         dirigente_id, responsavel_nome, responsavel_cargo, status, total, cpf)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'PENDENTE', $12, $13) RETURNING id`,
        [
          auth!.unidade,
          orgao,
          regionalEscolhida,
          natureza,
          Number(input.idModeloLauda),
          modelo.titulo,
          modelo.texto,
          Number(input.idLegislacao),
          dirigente.idDirigenteMaximo,
          dirigente.nome,
          cargo,
          total,
          auth!.sub,
        ],
      );
      const id = rows[0].id;
      await w.audit('lauda_gerada', id, {
        status: { de: null, para: 'PENDENTE' },
        instituicao: { de: null, para: orgao },
        regional: { de: null, para: regionalEscolhida },
        naturezaEvolucao: { de: null, para: natureza },
        idModeloLauda: { de: null, para: Number(input.idModeloLauda) },
        idLegislacao: { de: null, para: Number(input.idLegislacao) },
        idDirigenteMaximo: { de: null, para: dirigente.idDirigenteMaximo },
        total: { de: null, para: total },
      });
      return ok(
        { idGestaoLauda: id, total },
        undefined,
        `Lauda nº ${id} em geração: ${total.toLocaleString('pt-BR')} servidor(es). Acompanhe o andamento nesta tela.`,
      );
    });
    // Starts the job once the row is committed (the request does not wait for it).
    if (answer.body.codigoMensagem === 0) wakeJobs(db, GESTAO_LAUDA.entity);
    return answer;
  },
});
