/**
 * What a lauda generation is made from ('Gestão de laudas', /gestaoLauda/v1): the option lists of
 * the generation form (natures, models, signers, legislation, institutions, regionals) and the
 * models themselves (the active laudas of migration 013 whose type is a nature of evolution). An
 * institution of another unit named by the request is refused with 403 (it reveals no record); a
 * model of another unit answers like a missing one.
 */
import type { RecordOf } from '../../../../core/endpoint-types.ts';
import type { Db } from '../../../db/types.ts';
import { descricaoCargo, dirigentesAtivos } from '../../../domain/dirigentes.ts';
import { NATUREZA_DESCRICAO, NATUREZAS } from '../../../domain/gestao-lauda.ts';
import { forbidden, noResult, ok } from '../../../lib/envelope.ts';
import { dataHoraSql, texto as str } from '../../../lib/text.ts';
import { inUnit, missingRecord } from '../../../lib/unit-scope.ts';
import { defineHandlers, type Handler } from '../../../contract/handler.ts';
import { identificacaoAto as identificacao } from '../../../domain/legislacao.ts';
import { marcadoresDe } from '../../../domain/laudas.ts';
import {
  instituicoesDaUnidade,
  MSG_ORGAO_FORA,
  orgaoDaUnidade,
  regionaisDaUnidade,
} from '../../lib/institution-scope.ts';

/** The institution a request names must be the unit's (403 otherwise: it reveals no record). */
async function orgaoOuRecusa(db: Db, orgao: string, unidade: string) {
  return orgao && !(await orgaoDaUnidade(db, orgao, unidade)) ? forbidden(MSG_ORGAO_FORA) : undefined;
}

/* ---------------------------------------------------------------- option lists */

const naturezaEvolucao: Handler<'gestaoLauda.naturezaEvolucao'> = () =>
  Promise.resolve(ok(NATUREZAS.map((n) => ({ ...n }))));

/** The unit's ACTIVE laudas whose type is a nature of evolution (optionally one): the models a generation may use. */
const nomeModeloLauda: Handler<'gestaoLauda.nomeModeloLauda'> = async ({ db, auth, input }) => {
  const { rows } = await db.query<RecordOf<'gestaoLauda.nomeModeloLauda'>>(
    `SELECT id AS "idModeloLauda", titulo AS "nomeModeloLauda", tipo_personalizacao AS "naturezaEvolucao" FROM lauda
      WHERE unidade_codigo = $1 AND situacao = 'ATIVA' AND tipo_personalizacao IN ('PROGRESSAO', 'PROMOCAO') AND ($2 = '' OR tipo_personalizacao = $2)
      ORDER BY titulo, id`,
    [auth!.unidade, str(input.naturezaEvolucao)],
  );
  return rows.length ? ok(rows) : noResult();
};

const IDENT_LEG = `l.tipo, l.numero, l.ano`;
const NATUREZA_LEGISLACAO: Record<string, string> = {
  ...NATUREZA_DESCRICAO,
  PROGRESSAO_PROMOCAO: 'Progressão e promoção',
};

/** VIGENTE legislation of the unit, optionally linked to one institution and covering one nature. */
const legislacao: Handler<'gestaoLauda.legislacao'> = async ({ db, auth, input }) => {
  const orgao = str(input.orgaoEntidade);
  const recusa = await orgaoOuRecusa(db, orgao, auth!.unidade);
  if (recusa) return recusa;
  const nat = str(input.naturezaEvolucao);
  const { rows } = await db.query<{
    idLegislacao: number;
    tipo: string;
    numero: string;
    ano: number;
    ementa: string;
    naturezaEvolucao: string;
    siglas: string | null;
  }>(
    `SELECT l.id AS "idLegislacao", ${IDENT_LEG}, l.ementa, l.natureza_evolucao AS "naturezaEvolucao",
            (SELECT string_agg(i.sigla, ', ' ORDER BY i.sigla) FROM legislacao_instituicao li JOIN instituicao i ON i.codigo = li.instituicao_codigo
              WHERE li.legislacao_id = l.id) AS siglas
       FROM legislacao l
      WHERE l.unidade_codigo = $1 AND l.situacao = 'VIGENTE'
        AND ($2 = '' OR EXISTS (SELECT 1 FROM legislacao_instituicao li WHERE li.legislacao_id = l.id AND li.instituicao_codigo = $2))
        AND ($3 = '' OR l.natureza_evolucao IN ($3, 'PROGRESSAO_PROMOCAO'))
      ORDER BY l.data_publicacao DESC, l.id DESC`,
    [auth!.unidade, orgao, nat],
  );
  if (!rows.length) return noResult();
  // The label says what the act covers (nature; institutions), since the form's select lists every act of the unit.
  return ok(
    rows.map((r) => ({
      idLegislacao: r.idLegislacao,
      descricao: `${identificacao(r)} (${NATUREZA_LEGISLACAO[r.naturezaEvolucao] ?? r.naturezaEvolucao}; ${r.siglas ?? '—'}) — ${r.ementa}`,
      naturezaEvolucao: r.naturezaEvolucao,
    })),
  );
};

/* ---------------------------------------------------------------- models */

export default defineHandlers({
  'gestaoLauda.instituicoes': instituicoesDaUnidade,
  'gestaoLauda.regional': regionaisDaUnidade,
  'gestaoLauda.nomeModeloLauda': nomeModeloLauda,
  /** The signers: the ACTIVE supreme officials (dirigentesAtivos: blocked ones excluded) of one or every institution of the unit. */
  'gestaoLauda.responsavelAssinatura': async ({ db, auth, input }) => {
    const orgao = str(input.orgaoEntidade);
    const recusa = await orgaoOuRecusa(db, orgao, auth!.unidade);
    if (recusa) return recusa;
    const { rows: insts } = await db.query<{ codigo: string; sigla: string }>(
      `SELECT codigo, sigla FROM instituicao WHERE unidade_codigo = $1 AND ($2 = '' OR codigo = $2) ORDER BY sigla`,
      [auth!.unidade, orgao],
    );
    const out: RecordOf<'gestaoLauda.responsavelAssinatura'>[] = [];
    for (const i of insts)
      for (const d of await dirigentesAtivos(db, i.codigo)) {
        const cargo = descricaoCargo(d.cargo);
        out.push({
          idDirigenteMaximo: d.idDirigenteMaximo,
          nome: d.nome,
          cargo,
          orgaoEntidade: i.codigo,
          descricao: `${d.nome} — ${cargo} (${i.sigla})`,
        });
      }
    return out.length ? ok(out) : noResult();
  },
  'gestaoLauda.legislacao': legislacao,
  'gestaoLauda.naturezaEvolucao': naturezaEvolucao,
  'gestaoLauda.listaModeloLauda': async ({ db, auth, input }) => {
    const { rows } = await db.query<Omit<RecordOf<'gestaoLauda.listaModeloLauda'>, 'naturezaEvolucaoDescricao'>>(
      `SELECT l.id AS "idModeloLauda", l.titulo AS "nomeModeloLauda", l.tipo_personalizacao AS "naturezaEvolucao", l.situacao,
            ${dataHoraSql('l.atualizado_em')} AS "atualizadoEm", (SELECT count(*)::int FROM lauda_gerada g WHERE g.lauda_id = l.id) AS "laudasGeradas"
       FROM lauda l WHERE l.unidade_codigo = $1 AND l.tipo_personalizacao IN ('PROGRESSAO', 'PROMOCAO') AND ($2 = '' OR l.tipo_personalizacao = $2)
      ORDER BY l.situacao, l.titulo, l.id`,
      [auth!.unidade, str(input.naturezaEvolucao)],
    );
    if (!rows.length) return noResult();
    return ok(rows.map((r) => ({ ...r, naturezaEvolucaoDescricao: NATUREZA_DESCRICAO[r.naturezaEvolucao] })));
  },
  'gestaoLauda.detalheModeloLauda': async ({ db, auth, input }) => {
    const { rows } = await db.query<
      Omit<RecordOf<'gestaoLauda.detalheModeloLauda'>, 'naturezaEvolucaoDescricao' | 'marcadores'> & { unidade: string }
    >(
      `SELECT l.id AS "idModeloLauda", l.titulo AS "nomeModeloLauda", l.tipo_personalizacao AS "naturezaEvolucao", l.situacao, l.texto,
            l.unidade_codigo AS unidade, ${dataHoraSql('l.atualizado_em')} AS "atualizadoEm"
       FROM lauda l WHERE l.id = $1 AND l.tipo_personalizacao IN ('PROGRESSAO', 'PROMOCAO')`,
      [Number(input.idModeloLauda)],
    );
    const r = inUnit(rows[0], (x) => x.unidade, auth);
    if (!r) return missingRecord();
    const { unidade: _u, ...m } = r;
    const usados = marcadoresDe(m.texto);
    return ok({
      ...m,
      naturezaEvolucaoDescricao: NATUREZA_DESCRICAO[m.naturezaEvolucao],
      marcadores: usados.length ? usados.map((x) => `{${x}}`).join(', ') : 'Nenhum',
    });
  },
});
