/**
 * The entities a declared write changes (the catalogue's `write.entity`; gateway/routes/declared-write.ts
 * runs the write): where the record lives, how it is read and locked with its unit, state and
 * version, and the state machine its commands follow. The lock also reads what the commands' domain
 * rules need; `R` names those columns for the handlers.
 */
import { onlyDigits } from '../../schemas/formats.ts';
import { pertenceAUnidadeSql } from '../lib/papeis.ts';
import { dataSql } from '../lib/text.ts';
import {
  AVISO,
  AVOS_ALTERADO,
  CURATELA,
  DIRIGENTE_MAXIMO,
  LAUDA,
  LEGISLACAO,
  PAGAMENTO_RETIDO,
  PROCESSO_JUDICIAL,
  PROGRESSAO_SERVIDOR,
  SOLICITACAO_ACESSO,
  TELA_VERSAO,
} from './transitions.ts';
import type { Machine } from '../lib/state-machine.ts';

/** What every locked record has: the unit it belongs to, its version, its state (when it has one). */
export interface LockedRecord {
  unidade: string | null;
  versao: number;
  situacao: string;
}

/** A record's key: the tables' numeric ids, or a text key (a user's CPF). */
export type RecordKey = number | string;

export interface Entity<R extends LockedRecord = LockedRecord, K extends RecordKey = number> {
  /** The catalogue's and the audit trail's name. */
  name: string;
  /** The table the state and version are written to, and its key column. */
  table: string;
  key: string;
  /** The key as the request's value gives it (default a number: the tables' ids). */
  keyOf?: (v: unknown) => K;
  /**
   * The record named by $1 with `unidade`, `versao`, `situacao` and the columns of `R`, locked (FOR
   * UPDATE); with `lockInUnit`, $2 is the token's unit, for a record whose unit is a rule rather
   * than a column (a user belongs to every unit where they hold a role).
   */
  lock: string;
  lockInUnit?: boolean;
  /** The refusal of a missing record or another unit's, on the record's field (default 'Registro não encontrado.'). */
  notFound?: string;
  /** The machine of its state, kept in `stateColumn`. */
  machine?: Machine;
  stateColumn: string;
  /** Who last changed the record and when, set by every write that changes it (columns, when the table keeps them). */
  stamp?: { by?: string; at: string };
  /** Phantom: the type of the locked row, for the handlers. */
  readonly row?: R;
}

function entity<R extends LockedRecord = LockedRecord, K extends RecordKey = number>(
  e: Omit<Entity<R, K>, 'key' | 'stateColumn' | 'row'> & Partial<Pick<Entity<R, K>, 'key' | 'stateColumn'>>,
): Entity<R, K> {
  return { key: 'id', stateColumn: 'situacao', ...e };
}

export const AVISO_ENTITY = entity({
  name: 'aviso',
  table: 'aviso',
  lock: 'SELECT unidade_codigo AS unidade, situacao, versao FROM aviso WHERE id = $1 FOR UPDATE',
  machine: AVISO,
});

export const LAUDA_ENTITY = entity<LockedRecord & { titulo: string; tipo: string; texto: string }>({
  name: 'lauda',
  stamp: { by: 'atualizado_por', at: 'atualizado_em' },
  table: 'lauda',
  lock: `SELECT unidade_codigo AS unidade, situacao, versao, titulo, tipo_personalizacao AS tipo, texto FROM lauda WHERE id = $1 FOR UPDATE`,
  machine: LAUDA,
});

export const SOLICITACAO_ACESSO_ENTITY = entity<
  LockedRecord & { id: number; cpf: string; nome: string; email: string; papeis: string[]; senha_hash: string | null }
>({
  name: 'solicitacao_acesso',
  table: 'solicitacao_acesso',
  lock: `SELECT id, cpf, nome, email, unidade_codigo AS unidade, papeis, situacao, senha_hash, versao FROM solicitacao_acesso WHERE id = $1 FOR UPDATE`,
  machine: SOLICITACAO_ACESSO,
});

export const PROCESSO_JUDICIAL_ENTITY = entity<
  LockedRecord & {
    cumprimento: string | null;
    indicativo: string | null;
    decisao: string | null;
    parecer: string | null;
  }
>({
  name: 'processo_judicial',
  table: 'processo_judicial',
  lock: `SELECT i.unidade_codigo AS unidade, p.situacao, p.versao, p.cumprimento, p.indicativo_suspensao AS indicativo,
                  ${dataSql('p.data_decisao')} AS decisao, p.parecer
             FROM processo_judicial p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE p.id = $1 FOR UPDATE OF p`,
  machine: PROCESSO_JUDICIAL,
});

export const PAGAMENTO_RETIDO_ENTITY = entity({
  name: 'pagamento_retido',
  table: 'pagamento_retido',
  lock: `SELECT i.unidade_codigo AS unidade, r.situacao, r.versao FROM pagamento_retido r JOIN instituicao i ON i.codigo = r.instituicao_codigo
            WHERE r.id = $1 FOR UPDATE OF r`,
  machine: PAGAMENTO_RETIDO,
});

/** An act's data as the legislation screens send and its lock reads it (dates DD/MM/AAAA). */
export interface DadosLegislacao {
  tipo: string;
  numero: string;
  ano: number;
  dataPublicacao: string;
  naturezaEvolucao: string;
  ementa: string;
  carreiras: string[];
  instituicoes: string[];
}

export const LEGISLACAO_ENTITY = entity<LockedRecord & DadosLegislacao>({
  name: 'legislacao',
  stamp: { by: 'atualizado_por', at: 'atualizado_em' },
  table: 'legislacao',
  lock: `SELECT unidade_codigo AS unidade, situacao, versao, tipo, numero, ano, ${dataSql('data_publicacao')} AS "dataPublicacao",
             natureza_evolucao AS "naturezaEvolucao", ementa,
             ARRAY(SELECT carreira_codigo FROM legislacao_carreira WHERE legislacao_id = l.id ORDER BY 1) AS carreiras,
             ARRAY(SELECT instituicao_codigo FROM legislacao_instituicao WHERE legislacao_id = l.id ORDER BY 1) AS instituicoes
           FROM legislacao l WHERE id = $1 FOR UPDATE`,
  machine: LEGISLACAO,
});

export const DIRIGENTE_MAXIMO_ENTITY = entity<
  LockedRecord & { cargo: string; dataInicio: string; ato: string; admissao: string; motivo: string | null }
>({
  name: 'dirigente_maximo',
  stamp: { by: 'atualizado_por', at: 'atualizado_em' },
  table: 'dirigente_maximo',
  lock: `SELECT i.unidade_codigo AS unidade, d.situacao, d.versao, d.cargo, to_char(d.data_inicio, 'YYYY-MM-DD') AS "dataInicio",
                  d.ato_nomeacao AS ato, to_char(s.data_admissao, 'YYYY-MM-DD') AS admissao, d.motivo
             FROM dirigente_maximo d JOIN instituicao i ON i.codigo = d.instituicao_codigo JOIN servidor s ON s.id = d.servidor_id
            WHERE d.id = $1 FOR UPDATE OF d`,
  machine: DIRIGENTE_MAXIMO,
});

export const PROGRESSAO_SERVIDOR_ENTITY = entity<LockedRecord & { id: number; servidorId: number }>({
  name: 'progressao_servidor',
  stamp: { by: 'atualizado_por', at: 'atualizado_em' },
  table: 'progressao_servidor',
  lock: `SELECT id::int AS id, unidade_codigo AS unidade, situacao, versao, servidor_id AS "servidorId" FROM progressao_servidor WHERE id = $1 FOR UPDATE`,
  machine: PROGRESSAO_SERVIDOR,
});

export const AVOS_ALTERADO_ENTITY = entity<
  LockedRecord & { servidor_id: number; ano: number; avos_apurados: number; valor_devido: string }
>({
  name: 'avos_alterado',
  stamp: { at: 'atualizado_em' },
  table: 'avos_alterado',
  lock: `SELECT unidade_codigo AS unidade, situacao, versao, servidor_id, ano, avos_apurados, valor_devido FROM avos_alterado WHERE id = $1 FOR UPDATE`,
  machine: AVOS_ALTERADO,
});

/** A pensioner: its curatorship is its state (CURATELA); re-registration edits it by version. */
export const PENSIONISTA_ENTITY = entity<
  LockedRecord & {
    id: number;
    numero_pessoa: string;
    cpf: string;
    data_nascimento: unknown;
    ultimo_recadastramento: unknown;
  } & Record<string, unknown>
>({
  name: 'pensionista',
  table: 'pensionista',
  lock: `SELECT p.*, p.situacao_curatela AS situacao, i.unidade_codigo AS unidade
             FROM pensionista p JOIN instituicao i ON i.codigo = p.instituicao_codigo WHERE p.id = $1 FOR UPDATE OF p`,
  machine: CURATELA,
  stateColumn: 'situacao_curatela',
});

/**
 * A leave or absence type's parametrisation for the avos (parametro_ausencia, keyed by its code):
 * the state's, of no unit, with no state of its own (situacao '' never changes).
 */
export const PARAMETRO_AUSENCIA_ENTITY = entity<
  LockedRecord & { grupo: string; conta: boolean; complementacao: string | null }
>({
  name: 'parametro_ausencia',
  table: 'parametro_ausencia',
  key: 'codigo_tipo',
  stamp: { by: 'atualizado_por', at: 'atualizado_em' },
  lock: `SELECT NULL::text AS unidade, '' AS situacao, versao, grupo, conta_exercicio AS conta,
    tipo_complementacao AS complementacao FROM parametro_ausencia WHERE codigo_tipo = $1 FOR UPDATE`,
});

/**
 * A user of the portal, keyed by CPF, as 'Alterar permissões' changes their roles in the token's
 * unit: of that unit when they belong to it, with no state of its own (situacao '' never changes).
 */
export const USUARIO_ENTITY = entity<LockedRecord, string>({
  name: 'usuario',
  table: 'usuario',
  key: 'cpf',
  keyOf: (v) => onlyDigits(String(v)),
  lock: `SELECT CASE WHEN ${pertenceAUnidadeSql('u.cpf', '$2')} THEN $2 END AS unidade, '' AS situacao, versao
           FROM usuario u WHERE cpf = $1 FOR UPDATE`,
  lockInUnit: true,
  notFound: 'Usuário não encontrado nesta unidade.',
});

/**
 * A version of a screen document (tela_versao, docs/ARCHITECTURE.md "Published screens"): the
 * deployment's, of no unit — the catalogue declares its writes `unitScoped: false`.
 */
export const TELA_VERSAO_ENTITY = entity<
  LockedRecord & {
    telaId: string;
    numero: number;
    documento: Record<string, unknown>;
    motivoDevolucao: string | null;
  }
>({
  name: 'tela_versao',
  table: 'tela_versao',
  stamp: { by: 'atualizado_por', at: 'atualizado_em' },
  lock: `SELECT NULL::text AS unidade, situacao, versao, tela_id AS "telaId", numero, documento,
                motivo_devolucao AS "motivoDevolucao" FROM tela_versao WHERE id = $1 FOR UPDATE`,
  notFound: 'Versão de tela não encontrada.',
  machine: TELA_VERSAO,
});

/** Every declared entity by its catalogue name (the router's registry). */
export const ENTITIES: Readonly<Record<string, Entity<LockedRecord, RecordKey>>> = Object.fromEntries(
  [
    AVISO_ENTITY,
    LAUDA_ENTITY,
    SOLICITACAO_ACESSO_ENTITY,
    PROCESSO_JUDICIAL_ENTITY,
    PAGAMENTO_RETIDO_ENTITY,
    LEGISLACAO_ENTITY,
    DIRIGENTE_MAXIMO_ENTITY,
    PROGRESSAO_SERVIDOR_ENTITY,
    AVOS_ALTERADO_ENTITY,
    PENSIONISTA_ENTITY,
    USUARIO_ENTITY,
    PARAMETRO_AUSENCIA_ENTITY,
    TELA_VERSAO_ENTITY,
  ].map((e) => [e.name, e as unknown as Entity<LockedRecord, RecordKey>]),
);
