/**
 * The generated laudas of 'Gestão de laudas' (table lauda_gerada, migration 023) as their readers
 * see them — the list, the detail, the servants, the PDF (gestaoLauda) and the consolidated text
 * (laudasConsolidadas): one of the token's unit (another unit's answers exactly like a missing one,
 * code 2) whose documents open only once it is CONCLUIDA.
 */
import type { RecordOf } from '../../../core/endpoint-types.ts';
import type { Db } from '../../db/types.ts';
import { type CabecalhoLauda, NATUREZA_DESCRICAO, type ServidorLauda } from '../../domain/gestao-lauda.ts';
import { identificacaoAto as identificacao } from '../../domain/legislacao.ts';
import { GESTAO_LAUDA } from '../../domain/transitions.ts';
import { badRequest } from '../../lib/envelope.ts';
import { dataHoraSql } from '../../lib/text.ts';
import { inUnit, missingRecord } from '../../lib/unit-scope.ts';

export const MSG_EM_ANDAMENTO = 'A lauda ainda está sendo gerada. Aguarde a conclusão para abri-la.';

export const STATUS_DESCRICAO = GESTAO_LAUDA.states;

/** Fields of a generated lauda (alias g; institution i; requester u; legislation lg). */
export const CAMPOS = `g.id AS "idGestaoLauda", g.titulo, g.instituicao_codigo AS "orgaoEntidade", i.sigla || ' - ' || i.nome AS instituicao, i.nome AS "instituicaoNome",
  COALESCE(g.regional, 'Todas') AS regional,
  i.sigla || CASE WHEN g.regional IS NULL THEN ' (todas as regionais)' ELSE ' — ' || g.regional END AS abrangencia, g.natureza_evolucao AS "naturezaEvolucao", g.lauda_id AS "idModeloLauda", g.legislacao_id AS "idLegislacao",
  lg.tipo, lg.numero, lg.ano, lg.ementa, g.dirigente_id AS "idDirigenteMaximo", g.responsavel_nome AS responsavel, g.responsavel_cargo AS "cargoResponsavel",
  g.status, g.total, g.processados, COALESCE(g.mensagem_erro, '') AS "mensagemErro", COALESCE(u.nome, g.cpf) AS "geradaPor",
  ${dataHoraSql('g.criado_em')} AS "criadoEm", COALESCE(${dataHoraSql('g.concluido_em')}, '') AS "concluidoEm",
  to_char(g.criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS "geradaEmIso", g.unidade_codigo AS unidade, g.texto_modelo AS "textoModelo"`;
export const DE = `FROM lauda_gerada g JOIN instituicao i ON i.codigo = g.instituicao_codigo JOIN legislacao lg ON lg.id = g.legislacao_id LEFT JOIN usuario u ON u.cpf = g.cpf`;

/** A row of CAMPOS: the list's record before its computed fields, with the internal ones. */
export interface Gerada extends Omit<
  RecordOf<'gestaoLauda.listaGestaoLauda'>,
  'numeroLauda' | 'legislacao' | 'naturezaEvolucaoDescricao' | 'statusDescricao' | 'percentual' | 'progresso'
> {
  abrangencia: string;
  instituicaoNome: string;
  tipo: string;
  numero: string;
  ano: number;
  ementa: string;
  geradaEmIso: string;
  unidade: string;
  textoModelo: string;
}

export const numeroLauda = (g: Pick<Gerada, 'idGestaoLauda' | 'geradaEmIso'>) =>
  `Lauda nº ${g.idGestaoLauda}/${g.geradaEmIso.slice(0, 4)}`;
export const cabecalho = (g: Gerada): CabecalhoLauda => ({
  instituicao: g.instituicaoNome,
  responsavel: g.responsavel,
  cargoResponsavel: g.cargoResponsavel,
  geradaEm: g.geradaEmIso,
  numero: numeroLauda(g),
});

/** The list/detail shape of a generated lauda (without the internal fields). */
export function saida(g: Gerada) {
  const {
    unidade: _u,
    textoModelo: _t,
    geradaEmIso: _g,
    instituicaoNome: _i,
    tipo: _tp,
    numero: _n,
    ano: _a,
    ementa,
    ...resto
  } = g;
  const percentual = g.total
    ? Math.min(100, Math.floor((100 * g.processados) / g.total))
    : g.status === 'CONCLUIDA'
      ? 100
      : 0;
  return {
    ...resto,
    numeroLauda: numeroLauda(g),
    legislacao: `${identificacao(g)} — ${ementa}`,
    naturezaEvolucaoDescricao: NATUREZA_DESCRICAO[g.naturezaEvolucao],
    statusDescricao: STATUS_DESCRICAO[g.status] ?? g.status,
    percentual,
    progresso: `${g.processados.toLocaleString('pt-BR')} de ${g.total.toLocaleString('pt-BR')} (${percentual}%)`,
  };
}

export async function gerada(db: Db, id: number, auth: { unidade: string } | undefined): Promise<Gerada | undefined> {
  const { rows } = await db.query<Gerada>(`SELECT ${CAMPOS} ${DE} WHERE g.id = $1`, [id]);
  return inUnit(rows[0], (x) => x.unidade, auth);
}

/** A servant of a generated lauda (alias s). */
export type LinhaServidor = ServidorLauda & { idGtProgressao: string; nivelAnterior: string; grauAnterior: string };
export const CAMPOS_SERVIDOR = `s.progressao_id::text AS "idGtProgressao", s.servidor_id AS "servidorId", s.nome, s.nome_social AS "nomeSocial", s.masp, s.cpf, s.cargo, s.carreira, s.regional,
  s.nivel_anterior AS "nivelAnterior", s.grau_anterior AS "grauAnterior", s.nivel, s.grau,
  to_char(s.data_admissao, 'YYYY-MM-DD') AS "dataAdmissao", to_char(s.data_vigencia, 'YYYY-MM-DD') AS "dataVigencia",
  to_char(s.periodo_inicio, 'YYYY-MM-DD') AS "periodoInicio", to_char(s.periodo_fim, 'YYYY-MM-DD') AS "periodoFim",
  s.numero_ato AS "numeroAto", to_char(s.data_publicacao, 'YYYY-MM-DD') AS "dataPublicacao"`;

/** Servants of a generated lauda in the document's order (by name), `limite` from `offset`. */
export async function servidores(
  db: Db,
  id: number,
  limite: number,
  offset: number,
  ordem = `s.nome_busca, s.progressao_id`,
) {
  const { rows } = await db.query<LinhaServidor>(
    `SELECT ${CAMPOS_SERVIDOR} FROM lauda_gerada_servidor s WHERE s.lauda_gerada_id = $1 ORDER BY ${ordem} LIMIT ${limite} OFFSET ${offset}`,
    [id],
  );
  return rows;
}

/** A generated lauda that can be opened as a document: of the unit (code 2 otherwise) and CONCLUIDA (code 4 otherwise). */
export async function concluida(db: Db, id: number, auth: { unidade: string } | undefined) {
  const g = await gerada(db, id, auth);
  if (!g) return { answer: missingRecord() };
  if (g.status !== 'CONCLUIDA')
    return {
      answer: badRequest([
        {
          campo: 'idGestaoLauda',
          mensagem: g.status === 'ERRO' ? 'A geração desta lauda falhou. Gere-a novamente.' : MSG_EM_ANDAMENTO,
        },
      ]),
    };
  return { g };
}
