-- Legislation of the careers (issue 11, time-counting gateway, /legislacao/v1): the laws, decrees and
-- resolutions that govern the progression and promotion of careers (migration 019's `carreira`),
-- linked to the careers and institutions they apply to. The lauda generation cites them. Rules:
-- docs/LEGISLACAO.md. Written through gateway/lib/write.ts (audit row, unit check, version and the
-- LEGISLACAO machine of gateway/domain/transitions.ts: VIGENTE, edited while VIGENTE, revoked once).

-- One act, owned by the unit that registered it (only that unit lists, reads or edits it).
CREATE TABLE legislacao (
  id serial PRIMARY KEY,
  unidade_codigo text NOT NULL REFERENCES unidade (codigo),
  tipo text NOT NULL CHECK (tipo IN ('LEI', 'LEI_COMPLEMENTAR', 'DECRETO', 'RESOLUCAO', 'DELIBERACAO')),
  numero text NOT NULL CHECK (numero ~ '^[0-9]{1,6}(\.[0-9]{3})?$'),
  ano integer NOT NULL CHECK (ano BETWEEN 1900 AND 2099),
  data_publicacao date NOT NULL,
  -- what it governs: the nature of evolution the lauda generation filters by
  natureza_evolucao text NOT NULL CHECK (natureza_evolucao IN ('PROGRESSAO', 'PROMOCAO', 'PROGRESSAO_PROMOCAO')),
  ementa text NOT NULL CHECK (length(ementa) BETWEEN 10 AND 500),
  situacao text NOT NULL DEFAULT 'VIGENTE' CHECK (situacao IN ('VIGENTE', 'REVOGADA')),
  data_revogacao date,
  versao integer NOT NULL DEFAULT 1,
  criado_por text NOT NULL REFERENCES usuario (cpf),
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_por text NOT NULL REFERENCES usuario (cpf),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  CHECK ((situacao = 'REVOGADA') = (data_revogacao IS NOT NULL))
);
-- An act is registered once per unit: same kind, number and year → code 4 (also this index).
CREATE UNIQUE INDEX legislacao_ato_idx ON legislacao (unidade_codigo, tipo, numero, ano);
-- listaLegislacao: the unit's acts, newest publication first (the default order), by situation.
CREATE INDEX legislacao_unidade_pub_idx ON legislacao (unidade_codigo, situacao, data_publicacao DESC, id DESC);

CREATE TABLE legislacao_carreira (
  legislacao_id integer NOT NULL REFERENCES legislacao (id) ON DELETE CASCADE,
  carreira_codigo text NOT NULL REFERENCES carreira (codigo),
  PRIMARY KEY (legislacao_id, carreira_codigo)
);
-- 'the acts of a career' (filter of the list, lauda generation)
CREATE INDEX legislacao_carreira_carreira_idx ON legislacao_carreira (carreira_codigo, legislacao_id);

CREATE TABLE legislacao_instituicao (
  legislacao_id integer NOT NULL REFERENCES legislacao (id) ON DELETE CASCADE,
  instituicao_codigo text NOT NULL REFERENCES instituicao (codigo),
  PRIMARY KEY (legislacao_id, instituicao_codigo)
);
CREATE INDEX legislacao_instituicao_inst_idx ON legislacao_instituicao (instituicao_codigo, legislacao_id);
